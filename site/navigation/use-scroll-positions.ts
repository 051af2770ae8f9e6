import { useEffect, useRef } from 'react';
import { ensureEntryKey, entryKey, savedPosition, savePosition } from './scroll-memory';

/** How long a restored position keeps being applied while the returning page grows (streamed sections). */
const RESTORE_FOR_MS = 1_000;
/** After a click or a back/forward, scroll events belong to the page being replaced: not saved meanwhile. */
const FREEZE_MS = 2_000;

/**
 * Scrolling on navigation: back and forward return to the position the visitor left; a new path starts at
 * the top unless the page opts out (`data-keep-scroll` on `<main>`, a story setting); a new query on the
 * same path (stock filters, paging) keeps the position; a hash scrolls to its target, below the sticky
 * header (`scroll-margin-top`). A page's position is saved as the visitor scrolls, and once more when they
 * leave it (click, back/forward, reload), before the next page moves anything.
 */
export function useScrollPositions(pathname: string, url: string): void {
  const shownKey = useRef<string | null>(null);
  /** The last position saved for the page shown: where a new query on the same path stays. */
  const shownY = useRef(0);
  const frozenUntil = useRef(0);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const saveShown = () => {
      // During a back/forward the entry is already the one returned to: nothing is saved until it shows.
      if (!shownKey.current || entryKey() !== shownKey.current || performance.now() < frozenUntil.current) return;
      shownY.current = window.scrollY;
      savePosition(shownKey.current, window.scrollY);
    };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        saveShown();
      });
    };
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
      saveShown();
      frozenUntil.current = performance.now() + FREEZE_MS;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('click', onClick, true);
    window.addEventListener('pagehide', saveShown);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('pagehide', saveShown);
    };
  }, []);

  useEffect(() => {
    // A new entry (link, filter) has no key yet: the router writes fresh state. One with a key that is not
    // the page just shown was returned to: back, forward, or a reload.
    const existing = entryKey();
    const returned = existing !== null && existing !== shownKey.current;
    const key = existing ?? ensureEntryKey();
    const previousKey = shownKey.current;
    shownKey.current = key;
    const pathChanged = previousPath.current !== null && previousPath.current !== pathname;
    previousPath.current = pathname;
    const unfreeze = () => {
      frozenUntil.current = 0;
    };

    const y = returned ? savedPosition(key) : null;
    if (y !== null) {
      shownY.current = y;
      return restore(y, unfreeze);
    }
    unfreeze();
    if (returned || previousKey === null) {
      shownY.current = window.scrollY;
      return;
    }
    const hash = decodeHash(window.location.hash);
    if (hash) document.getElementById(hash)?.scrollIntoView();
    else {
      // The router scrolls a re-rendered page into view by itself; the position is decided here, after it.
      const keep = !pathChanged || document.querySelector('main[data-keep-scroll]') !== null;
      window.scrollTo({ top: keep ? shownY.current : 0, behavior: 'instant' });
    }
    shownY.current = window.scrollY;
  }, [pathname, url]);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/** Scrolls to `y`, again on each frame for a moment: the page may still be growing to that height. */
function restore(y: number, done: () => void): () => void {
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const step = () => {
    window.scrollTo({ top: y, behavior: 'instant' });
    if (Math.abs(window.scrollY - y) > 1 && performance.now() < until) frame = requestAnimationFrame(step);
    else done();
  };
  step();
  return () => {
    cancelAnimationFrame(frame);
    done();
  };
}
