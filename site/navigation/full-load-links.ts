/**
 * After a deploy, the tab's router and chunks belong to the old build: the next link the visitor follows
 * is left to the browser, which loads the new build's page. Listening on `window` in the capture phase
 * runs before React (whose listeners sit on the document), so Next's Link never sees the click.
 */
export function followLinksWithFullLoads(): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.origin !== window.location.origin) return;
    event.stopPropagation();
  };
  window.addEventListener('click', onClick, true);
  return () => window.removeEventListener('click', onClick, true);
}
