/** Where a draft page marks a block: the wrapper registry/render-blocks.tsx renders around it. */
const BLOCK_MARKER = '[data-blok-c]';
/** What the bridge looks a block up by to draw its outline and its selection (`{story id}-{_uid}`). */
const BOX_ATTRIBUTE = 'data-blok-uid';
/** The bridge's own class for a block's box: outlined while the pointer moves over the page. */
const OUTLINE_CLASS = 'storyblok__outline';

/**
 * Gives the bridge each block's box. A draft block's wrapper lays out as nothing (`display: contents`, so the
 * draft page lays out as the published one), which leaves it no box to outline; its first element is the
 * block's own, and the bridge finds it by `data-blok-uid`, as it finds the element after Storyblok's
 * `_editable` comment. A click still finds the wrapper's `data-blok-c` among the clicked element's ancestors.
 * Marks again as the page re-renders; returns what stops it.
 */
export function markBlockBoxes(root: HTMLElement): () => void {
  const mark = () => {
    for (const marker of root.querySelectorAll<HTMLElement>(BLOCK_MARKER)) {
      const box = marker.firstElementChild;
      // A block made only of blocks (a page) has no box of its own; each of its blocks has.
      if (!box || box.matches(BLOCK_MARKER) || box.hasAttribute(BOX_ATTRIBUTE)) continue;
      const uid = boxUid(marker.getAttribute('data-blok-c'));
      if (!uid) continue;
      box.setAttribute(BOX_ATTRIBUTE, uid);
      box.classList.add(OUTLINE_CLASS);
    }
  };
  mark();
  const observer = new MutationObserver(mark);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** `{id}-{uid}` from the bridge's block description (`{"name":…,"space":…,"uid":…,"id":…}`), or null. */
export function boxUid(description: string | null): string | null {
  if (!description) return null;
  try {
    const parsed: unknown = JSON.parse(description);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, uid } = parsed as { id?: unknown; uid?: unknown };
    const part = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
    return part(id) !== null && part(uid) !== null ? `${part(id)}-${part(uid)}` : null;
  } catch {
    return null;
  }
}
