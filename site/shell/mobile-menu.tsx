'use client';

import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '@/site/ui/icons';
import styles from './mobile-menu.module.css';

export type MobileMenuProps = {
  /** Visible text of the toggle (its state is announced through aria-expanded). */
  label: string;
  /** The navigation: server-rendered plain links, shown inline on large screens. */
  children: ReactNode;
};

function closeDetails(root: HTMLElement, keep?: Node | null) {
  root.querySelectorAll<HTMLDetailsElement>('details[open]').forEach((details) => {
    if (!keep || !details.contains(keep)) details.open = false;
  });
}

/**
 * The header's menu panel and, on small screens, the button that shows and hides it (a disclosure:
 * aria-expanded + aria-controls). Escape closes an open dropdown first, then the panel, and returns focus
 * to the control that opened it; clicking elsewhere or moving focus away closes dropdowns (`<details>`).
 * Without JavaScript the panel is simply shown (CSS `scripting: none`) and dropdowns still open natively.
 */
export function MobileMenu({ label, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !panel) return;
      const active = document.activeElement;
      const details = active instanceof Element ? active.closest('details[open]') : null;
      if (details instanceof HTMLDetailsElement && panel.contains(details)) {
        details.open = false;
        details.querySelector('summary')?.focus();
        return;
      }
      if (panel.querySelector('details[open]')) {
        closeDetails(panel);
        return;
      }
      if (open) {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    function onPointerDown(event: PointerEvent) {
      if (panel && event.target instanceof Node) closeDetails(panel, event.target);
    }
    function onFocusIn(event: FocusEvent) {
      if (panel && event.target instanceof Node) closeDetails(panel, event.target);
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  function onPanelClick(event: MouseEvent<HTMLDivElement>) {
    // Following a link (even to the page already shown) closes the menu and its dropdowns.
    if (event.target instanceof Element && event.target.closest('a') && panelRef.current) {
      closeDetails(panelRef.current);
      setOpen(false);
    }
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'close' : 'menu'} className={styles.toggleIcon} />
        <span>{label}</span>
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} data-open={open} onClick={onPanelClick}>
        {children}
      </div>
    </>
  );
}
