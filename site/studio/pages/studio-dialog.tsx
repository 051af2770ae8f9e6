'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { frLuStudioPages } from '@/i18n/fr-lu-studio-pages';
import styles from './studio-pages.module.css';

/**
 * A modal `<dialog>`: the browser keeps focus inside and closes it on Escape. On opening, focus goes to the
 * element marked `data-autofocus` (React's autoFocus fires before the dialog is open, when nothing in it can
 * take focus); on closing, back to what had it before, or to `fallbackFocus` when that is gone (a story put in
 * the bin takes its row with it).
 */
export function StudioDialog({
  title,
  onClose,
  fallbackFocus,
  children,
}: {
  title: string;
  onClose: () => void;
  fallbackFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fallback = useRef(fallbackFocus);
  useEffect(() => {
    fallback.current = fallbackFocus;
  });
  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      // Not dialog.close(): its `close` event would reach onClose after a remount (React's strict mode
      // runs effects twice). The dialog leaves the top layer as it leaves the document.
      // After the list refreshed, the opener may be another element: move focus only if nothing else took it.
      const target = opener?.isConnected ? opener : fallback.current?.();
      if (!document.activeElement || document.activeElement === document.body) target?.focus();
    };
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.dialogHead}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={styles.iconButton} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{frLuStudioPages.form.close}</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
