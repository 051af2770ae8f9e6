'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { applyLiveEdit, dropLiveEdit } from './live-edit-action';

/**
 * The visual editor's bridge, in preview only (this module is loaded on demand, never on a published
 * page). Storyblok's own bridge (`@storyblok/preview-bridge`, bundled: nothing is fetched from elsewhere)
 * outlines blocks and lets a click select one in the editor. Typing (`input`) sends the edited story to the
 * server and re-renders the page — server-rendered blocks included — with it; saving (`change`) and
 * publishing (`published`) drop the unsaved copy and re-render from the stored draft.
 */
export function LiveEditing({ storyUuid, editorOrigin }: { storyUuid: string; editorOrigin: string }) {
  const router = useRouter();
  useEffect(() => {
    let bridge: { destroy: () => void } | null = null;
    let cancelled = false;
    let latest = 0;
    void import('@storyblok/preview-bridge').then(({ default: StoryblokBridge }) => {
      if (cancelled) return;
      const instance = new StoryblokBridge({ customParent: editorOrigin, preventClicks: true });
      bridge = instance;
      instance.on('input', (event) => {
        // The event comes from another window: nothing in it is trusted (the server checks it again).
        const story = event?.story as { uuid?: unknown; content?: unknown } | undefined;
        if (!story || story.uuid !== storyUuid) return;
        const call = ++latest;
        const content = story.content;
        startTransition(async () => {
          const result = await applyLiveEdit(storyUuid, content);
          // A later keystroke has its own refresh coming.
          if (result.ok && call === latest) router.refresh();
          else if (!result.ok) console.warn(`Live preview: ${result.error}`);
        });
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
    };
  }, [storyUuid, editorOrigin, router]);
  return null;
}
