'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

/*
 * A polite live region that stays mounted for the whole visit (the root layout holds it). A filter or a
 * paging link loads a new page segment, which replaces every element of the old page: a live region inside
 * the page would be replaced too, and a replaced region is not announced. Pages write to this one instead.
 */
let message = '';
const listeners = new Set<() => void>();

function setMessage(next: string) {
  message = next;
  listeners.forEach((listener) => listener());
}

/** Says `text` through the site's live region (politely: after what the screen reader is reading). */
export function announce(text: string) {
  // Emptied first, so that the same text twice in a row (the same count) is still a change to announce.
  setMessage('');
  window.setTimeout(() => setMessage(text), 100);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The site's live region: once, in the root layout. */
export function LiveAnnouncer() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
  return (
    <div aria-live="polite" aria-atomic="true" className="visually-hidden" data-live-announcer="">
      {text}
    </div>
  );
}

/** The texts last shown per key in this document, so a text is announced when it comes back changed. */
const shown = new Map<string, string>();

type AnnouncedTextProps = {
  /** Which text this is (`stock-{uid}-count`): the same key on the next page is the same text, updated. */
  announceKey: string;
  className?: string;
  children: string;
};

/**
 * A text shown in the page and announced when a client navigation brings it again (new filters, another
 * page of results): not on the first load, when the visitor has not asked for anything yet.
 */
export function AnnouncedText({ announceKey, className, children }: AnnouncedTextProps): ReactNode {
  useEffect(() => {
    if (shown.has(announceKey)) announce(children);
    shown.set(announceKey, children);
  }, [announceKey, children]);
  return <p className={className}>{children}</p>;
}
