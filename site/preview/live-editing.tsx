'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
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
  const router = useRouter();
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
    // One keystroke's content on its way to the server at a time, and only the newest waiting behind it: a steady
    // typist sees each round trip's result (a refresh dropped whenever a newer keystroke had arrived showed
    // nothing until they paused).
    let waiting: { content: Record<string, unknown>; revision: number } | null = null;
    let sending = false;
    const send = async () => {
      sending = true;
      while (waiting && !cancelled) {
        const { content, revision } = waiting;
        waiting = null;
        const result = await applyLiveEdit(storyUuid, content, revision);
        // Each stored keystroke is shown, even while newer ones wait: the frame follows the typing.
        if (result.ok) startTransition(() => router.refresh());
        else console.warn(`Live preview: ${result.error}`);
      }
      sending = false;
    };
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
        waiting = { content: story.content, revision };
        if (!sending) void send();
      });
      instance.on(['change', 'published'], () => {
        startTransition(async () => {
          await dropLiveEdit(storyUuid);
          router.refresh();
        });
      });
    });
    return () => {
      cancelled = true;
      bridge?.destroy();
      unmarkBlocks();
      window.removeEventListener('message', guard, { capture: true });
    };
  }, [storyUuid, editorOrigin, router]);
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
