'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import { inputStory, isTrustedOrigin } from './bridge-messages';
import { markBlockBoxes } from './block-boxes';
import { applyLiveEdit, dropLiveEdit } from './live-edit-action';

/**
 * The visual editor's bridge, in preview only (this module is loaded on demand, never on a published
 * page). Storyblok's own bridge (`@storyblok/preview-bridge`, bundled: nothing is fetched from elsewhere)
 * outlines blocks and lets a click select one in the editor. Typing (`input`) sends the edited story to the
 * server and re-renders the page — server-rendered blocks included — with it; saving (`change`) and
 * publishing (`published`) drop the unsaved copy and re-render from the stored draft.
 *
 * Two editors frame the page: Storyblok's, from `editorOrigin`, and the studio, from this site. The bridge
 * talks to whichever is its parent, and hears only those two origins: it emits whatever any window posts,
 * so a listener registered before it stops the others' messages first. The protocol is written down in
 * docs/decisions/0011-editors-preview-and-studio.md.
 */
export function LiveEditing({ storyUuid, editorOrigin }: { storyUuid: string; editorOrigin: string }) {
  // One keystroke's content on its way at a time, and only the newest waiting behind it. Its answer brings the
  // page re-rendered (the action calls `refresh`), and the next one leaves once that page is shown: React holds
  // back the result of transitions started while another is pending, so a steady typist would otherwise see
  // nothing until they paused.
  const [sending, startTransition] = useTransition();
  const waiting = useRef<{ content: Record<string, unknown>; revision: number } | null>(null);
  const [typed, setTyped] = useState(0);
  useEffect(() => {
    const next = waiting.current;
    if (sending || !next) return;
    waiting.current = null;
    startTransition(async () => {
      const result = await applyLiveEdit(storyUuid, next.content, next.revision);
      if (!result.ok) console.warn(`Live preview: ${result.error}`);
    });
  }, [sending, typed, storyUuid]);

  useEffect(() => {
    const ownOrigin = window.location.origin;
    const guard = (event: MessageEvent) => {
      if (!isTrustedOrigin(event.origin, { editorOrigin, ownOrigin })) event.stopImmediatePropagation();
    };
    // Capturing, and added before the bridge's own listener: it runs first and can stop the message.
    window.addEventListener('message', guard, { capture: true });
    const unmarkBlocks = markBlockBoxes(document.body);
    const framedByStudio = sameOriginParent();
    let bridge: { destroy: () => void } | null = null;
    let cancelled = false;
    void import('@storyblok/preview-bridge').then(({ default: StoryblokBridge }) => {
      if (cancelled) return;
      const instance = new StoryblokBridge({
        customParent: framedByStudio ? ownOrigin : editorOrigin,
        preventClicks: true,
      });
      bridge = instance;
      // Storyblok's editor asks for edit mode once it hears `initialized`; the studio need not.
      if (framedByStudio) instance.enterEditmode({});
      instance.on('input', (event) => {
        // From another window: checked, and checked again by the server.
        const story = inputStory(event, storyUuid);
        if (!story) return;
        // The editor's clock, increasing across reloads: the server keeps the newest keystroke whatever arrives last.
        const revision = Math.floor((performance.timeOrigin + performance.now()) * 1000);
        waiting.current = { content: story.content, revision };
        setTyped((count) => count + 1);
      });
      instance.on(['change', 'published'], () => {
        // What was typed is in what was saved.
        waiting.current = null;
        startTransition(() => dropLiveEdit(storyUuid));
      });
    });
    return () => {
      cancelled = true;
      bridge?.destroy();
      unmarkBlocks();
      window.removeEventListener('message', guard, { capture: true });
    };
  }, [storyUuid, editorOrigin]);
  return null;
}

/** The page is framed by a page of this site (the studio); reading another origin's location throws. */
function sameOriginParent(): boolean {
  if (window.parent === window) return false;
  try {
    return window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}
