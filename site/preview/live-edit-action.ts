'use server';

import { draftMode } from 'next/headers';
import { forgetLiveEdit, rememberLiveEdit } from './live-edit-store';
import { liveEditSession } from './preview-session';

/** Far above any story of the site (docs/decisions/0011-editors-preview-and-studio.md). */
const MAX_CONTENT_CHARS = 1_000_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type LiveEditResult = { ok: true } | { ok: false; error: string };

/**
 * The visual editor's `input` event: keeps the edited content of a story for this editor's session, so the
 * next render of the draft page shows it. Only in draft mode with a session; the content is checked like
 * any draft when it renders (the schema interpreter), here only its shape and size.
 */
export async function applyLiveEdit(storyUuid: unknown, content: unknown): Promise<LiveEditResult> {
  if (!(await draftMode()).isEnabled) return { ok: false, error: 'Not in preview' };
  const session = await liveEditSession();
  if (!session) return { ok: false, error: 'No preview session' };
  if (typeof storyUuid !== 'string' || !UUID.test(storyUuid)) return { ok: false, error: 'Invalid story uuid' };
  if (
    typeof content !== 'object' ||
    content === null ||
    Array.isArray(content) ||
    typeof (content as { component?: unknown }).component !== 'string'
  ) {
    return { ok: false, error: 'Invalid story content' };
  }
  if (JSON.stringify(content).length > MAX_CONTENT_CHARS) return { ok: false, error: 'Story content too large' };
  rememberLiveEdit(session, storyUuid, content as Record<string, unknown>);
  return { ok: true };
}

/** Saved or published in the editor: the stored draft is shown again. */
export async function dropLiveEdit(storyUuid: unknown): Promise<void> {
  const session = (await draftMode()).isEnabled ? await liveEditSession() : null;
  if (session && typeof storyUuid === 'string') forgetLiveEdit(session, storyUuid);
}
