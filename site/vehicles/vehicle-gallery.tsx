'use client';

import Image from 'next/image';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { Icon } from '@/site/ui/icons';
import { isOptimisableImage } from './vehicle-image-source';
import { fill } from '@/i18n/fill';
import { useHydrated } from '@/site/ui/use-hydrated';
import styles from './vehicle-gallery.module.css';

export type GalleryImage = { url: string; alt: string; width: number; height: number };

/** The gallery's words, translated on the server (the client bundle carries no message catalogue). */
export type GalleryLabels = {
  label: string;
  previous: string;
  next: string;
  open: string;
  close: string;
  fullScreen: string;
  thumbnails: string;
  /** `Photo {{index}} sur 8` (site/ui/fill.ts). */
  position: string;
  /** `Afficher la photo {{index}}`. */
  show: string;
};

/** A horizontal move longer than this (px), and longer than the vertical one, is a swipe. */
const SWIPE_DISTANCE = 40;

/**
 * The photos of a vehicle: the current one large, thumbnails below, previous/next buttons.
 * Keyboard: ← → change photo, Home/End jump to the first/last (anywhere in the gallery, the
 * lightbox included); Enter or a click on the photo opens it full screen in a modal `<dialog>`
 * (focus stays inside, Escape closes and focus returns to the photo). Swipe with a finger or the mouse.
 * Only the first photo loads eagerly with high priority; every other image loads when shown.
 */
export function VehicleGallery({ images, labels }: { images: GalleryImage[]; labels: GalleryLabels }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);
  const count = images.length;
  // Until the script runs the controls cannot act: they say so instead of ignoring a press.
  const ready = useHydrated();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  const current = images[index];
  if (!current) return null;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const moves: Record<string, () => number> = {
      ArrowLeft: () => index - 1,
      ArrowRight: () => index + 1,
      Home: () => 0,
      End: () => count - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move());
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    swiped.current = false;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId || count < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
    swiped.current = true;
    go(dx < 0 ? index + 1 : index - 1);
  }

  function openLightbox() {
    // The click that ends a swipe is not a request for the lightbox.
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    setOpen(true);
  }

  function onDialogClose() {
    setOpen(false);
    openRef.current?.focus();
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop (the dialog element itself, outside its content) closes it.
    if (event.target === event.currentTarget) dialogRef.current?.close();
  }

  const swipeHandlers = { onPointerDown, onPointerUp, onPointerCancel: () => (swipe.current = null) };
  const stepButtons = (variant: string) =>
    count > 1 ? (
      <>
        <button
          type="button"
          className={`${styles.step} ${styles.previous} ${variant}`}
          onClick={() => go(index - 1)}
          disabled={!ready}
          aria-label={labels.previous}
        >
          <Icon name="chevron-down" className={styles.chevronPrevious} />
        </button>
        <button
          type="button"
          className={`${styles.step} ${styles.next} ${variant}`}
          onClick={() => go(index + 1)}
          disabled={!ready}
          aria-label={labels.next}
        >
          <Icon name="chevron-down" className={styles.chevronNext} />
        </button>
      </>
    ) : null;

  return (
    <div className={styles.gallery} role="group" aria-label={labels.label} onKeyDown={onKeyDown}>
      <div className={styles.stage} {...swipeHandlers}>
        <button
          type="button"
          ref={openRef}
          className={styles.open}
          onClick={openLightbox}
          aria-haspopup="dialog"
          disabled={!ready}
        >
          <span className="visually-hidden">{labels.open} </span>
          <Image
            src={current.url}
            alt={current.alt}
            width={current.width}
            height={current.height}
            sizes="(min-width: 76rem) 76rem, 100vw"
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            unoptimized={!isOptimisableImage(current.url)}
            draggable={false}
            className={styles.image}
          />
        </button>
        {stepButtons(styles.onStage ?? '')}
        <p className={styles.counter} aria-live="polite" aria-atomic="true">
          {fill(labels.position, { index: index + 1 })}
        </p>
      </div>

      {count > 1 ? (
        <ul role="list" className={styles.thumbnails} aria-label={labels.thumbnails}>
          {images.map((image, i) => (
            <li key={`${i}-${image.url}`}>
              <button
                type="button"
                className={styles.thumbnail}
                onClick={() => setIndex(i)}
                disabled={!ready}
                aria-label={fill(labels.show, { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
              >
                <Image
                  src={image.url}
                  alt=""
                  width={image.width}
                  height={image.height}
                  sizes="8rem"
                  loading="lazy"
                  unoptimized={!isOptimisableImage(image.url)}
                  draggable={false}
                  className={styles.thumbnailImage}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <dialog
        ref={dialogRef}
        className={styles.lightbox}
        aria-label={labels.fullScreen}
        onClose={onDialogClose}
        onClick={onDialogClick}
      >
        {open ? (
          <div className={styles.lightboxContent} {...swipeHandlers}>
            <div className={styles.lightboxBar}>
              <p className={styles.lightboxCounter} aria-live="polite" aria-atomic="true">
                {fill(labels.position, { index: index + 1 })}
              </p>
              <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} autoFocus>
                <Icon name="close" />
                <span>{labels.close}</span>
              </button>
            </div>
            <div className={styles.lightboxFrame}>
              <Image
                src={current.url}
                alt={current.alt}
                width={current.width}
                height={current.height}
                sizes="100vw"
                unoptimized={!isOptimisableImage(current.url)}
                draggable={false}
                className={styles.lightboxImage}
              />
            </div>
            {stepButtons(styles.onLightbox ?? '')}
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
