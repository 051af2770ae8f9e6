import { z } from 'zod';

/**
 * The messages a draft page's frame acts on, from its parent window (Storyblok's visual editor or the studio),
 * and who may send them. The bridge (`@storyblok/preview-bridge`) emits every message any window posts,
 * whatever its origin: `site/preview/live-editing.tsx` stops the others before it sees them. The protocol,
 * both ways, is written down in docs/decisions/0011-editors-preview-and-studio.md.
 */

/** A window may drive the preview if it is the configured editor or this site itself (the studio). */
export function isTrustedOrigin(origin: string, trusted: { editorOrigin: string; ownOrigin: string }): boolean {
  return origin === trusted.editorOrigin || origin === trusted.ownOrigin;
}

/** `input`: the story as the editor is typing it, unsaved. Only its uuid and content are read. */
const inputMessage = z.object({
  action: z.literal('input'),
  story: z.object({
    uuid: z.string(),
    content: z.looseObject({ component: z.string() }),
  }),
});

export type InputMessage = z.infer<typeof inputMessage>;

/** The unsaved story an `input` message carries for the story this page shows, or null. */
export function inputStory(data: unknown, storyUuid: string): InputMessage['story'] | null {
  const parsed = inputMessage.safeParse(data);
  return parsed.success && parsed.data.story.uuid === storyUuid ? parsed.data.story : null;
}
