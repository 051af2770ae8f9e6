'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/site/ui/icons';
import { closeHandedOffSheet, handedOffSheet, SHEET_ATTRIBUTE } from './filter-handoff';
import styles from './filter-sheet.module.css';

type Props = {
  /** Stable across pages (`stock-filters-{uid}`): the next page's sheet reopens as this one was. */
  id: string;
  /** The button that opens the sheet on small screens: `Filtrer (3)`. */
  openLabel: string;
  /** The sheet's heading and the dialog's name: `Filtrer les véhicules`. */
  title: string;
  closeLabel: string;
  className?: string;
  /** Under 64rem the filters are a sheet; from it, a side column that stays in view. */
  children: ReactNode;
};

const LARGE_SCREEN = '(min-width: 64rem)';

/**
 * A list's filters: a side column on large screens, a sheet on small ones that a button opens as a modal
 * dialog (focus moves in, Escape or the close button closes it, focus returns to the button; the rest of
 * the page is inert meanwhile). One set of fields either way, laid out by CSS. Without JavaScript the
 * button is hidden and the filters are shown after the results (`scripting: none`).
 */
export function FilterSheet({ id, openLabel, title, closeLabel, className, children }: Props) {
  // After a filter change the page is a new one: the sheet comes back as the visitor left it (read while
  // mounting, so the field the form focuses is already shown; never while hydrating: nothing is handed off).
  const [open, setOpen] = useState(() => handedOffSheet(id)?.open === true && !window.matchMedia(LARGE_SCREEN).matches);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;
  // Set by close(): the button takes focus back once the page is no longer inert.
  const returnFocus = useRef(false);

  useLayoutEffect(() => {
    const state = handedOffSheet(id);
    if (!state) return;
    if (panelRef.current) panelRef.current.scrollTop = state.scrollTop;
    // Closed by its apply button: focus returns to the button that opens it.
    if (!state.open) toggleRef.current?.focus({ preventScroll: true });
  }, [id]);

  useEffect(() => {
    const panel = panelRef.current;
    const toggle = toggleRef.current;
    if (!open || !panel) return;
    const restoreInert = inertOutside(panel);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // Focus moves in, to the heading (a long form: the visitor starts from its top), unless a field has it.
    if (!panel.contains(document.activeElement)) panel.querySelector<HTMLElement>(`#${CSS.escape(titleId)}`)?.focus();
    // Growing to a large screen makes it a column again.
    const large = window.matchMedia(LARGE_SCREEN);
    const onResize = () => large.matches && setOpen(false);
    large.addEventListener('change', onResize);
    return () => {
      large.removeEventListener('change', onResize);
      restoreInert();
      root.style.overflow = overflow;
      if (returnFocus.current) toggle?.focus();
      returnFocus.current = false;
    };
  }, [open, titleId]);

  function close() {
    returnFocus.current = true;
    setOpen(false);
  }

  return (
    <div className={[styles.sheet, className].filter(Boolean).join(' ')}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" className={styles.toggleIcon} />
        {openLabel}
      </button>
      <div
        ref={panelRef}
        id={id}
        {...{ [SHEET_ATTRIBUTE]: '' }}
        data-open={open}
        className={styles.panel}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? titleId : undefined}
        onKeyDown={(event) => {
          if (open && event.key === 'Escape') {
            event.stopPropagation();
            close();
          }
        }}
        onSubmit={() => {
          // The apply button: the results are what the visitor asked for.
          if (!open) return;
          closeHandedOffSheet();
          close();
        }}
      >
        <div className={styles.bar}>
          <h3 id={titleId} className={styles.title} tabIndex={-1}>
            {title}
          </h3>
          <button type="button" className={styles.close} onClick={close} aria-label={closeLabel}>
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

/** Makes everything but `element` (and the site's live regions) inert; returns how to undo it. */
function inertOutside(element: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      // Announcements (the result count) must still be heard while the sheet is open.
      if (sibling.matches('[aria-live], script, next-route-announcer')) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => changed.forEach((sibling) => (sibling.inert = false));
}
