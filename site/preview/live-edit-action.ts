'use server';

import { refresh } from 'next/cache';
import { z } from 'zod';
import { forgetLiveEdit, rememberLiveEdit } from '@/services/preview/live-edits';
import { acceptActionArguments } from '@/site/http/action-arguments';
import { draftSession } from './preview-session';

/** Far above any story of the site (docs/decisions/0011-editors-preview-and-studio.md). */
const MAX_CONTENT_CHARS = 1_000_000;

/** What the browser sends: checked here, since a server action is an endpoint anyone can call. */
const liveEdit = z.object({
  storyUuid: z.guid(),
  content: z.looseObject({ component: z.string() }),
  revision: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});

export type LiveEditResult = { ok: true } | { ok: false; error: string };

/**
 * The visual editor's `input` event: keeps the edited content of a story for this editor's session, so the
 * next render of the draft page shows it. Only in draft mode with a session; the content is checked like
 * any draft when it renders (the schema interpreter), here only its shape and size. `revision` is when the
 * editor's window sent it: an older keystroke arriving late never replaces a newer one. The answer carries the
 * page re-rendered with it (`refresh`), so the frame sends its next keystroke only once this one is shown.
 */
export async function applyLiveEdit(storyUuid: unknown, content: unknown, revision: unknown): Promise<LiveEditResult> {
  // Whatever it is given is checked below and answered in words: from here on a failure is the server's.
  acceptActionArguments();
  const session = await draftSession();
  if (!session) return { ok: false, error: 'Not in preview' };
  const parsed = liveEdit.safeParse({ storyUuid, content, revision });
  if (!parsed.success) return { ok: false, error: `Invalid live edit: ${z.prettifyError(parsed.error)}` };
  if (JSON.stringify(parsed.data.content).length > MAX_CONTENT_CHARS) {
    return { ok: false, error: 'Story content too large' };
  }
  await rememberLiveEdit(session, parsed.data);
  // The page comes back re-rendered in this action's answer: one round trip, and the next keystroke waits for it.
  refresh();
  return { ok: true };
}

/** Saved or published in the editor: the stored draft is shown again. */
export async function dropLiveEdit(storyUuid: unknown): Promise<void> {
  acceptActionArguments();
  const session = await draftSession();
  const uuid = z.guid().safeParse(storyUuid);
  if (session && uuid.success) await forgetLiveEdit(session, uuid.data);
  refresh();
}
