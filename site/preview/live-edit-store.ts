/**
 * What an editor has typed in the visual editor and not saved yet, per preview session and story, in this
 * process's memory. Draft pages read it (page/load-page.ts) so every block — server-rendered data blocks
 * included — renders the content being edited. Bounded: old sessions expire, and a session holds a few
 * stories only.
 */
const TTL_MS = 30 * 60 * 1000;
const MAX_SESSIONS = 100;
const MAX_STORIES_PER_SESSION = 20;

type Edit = { content: Record<string, unknown>; at: number };
const sessions = new Map<string, Map<string, Edit>>();

function sweep(now: number) {
  for (const [session, stories] of sessions) {
    for (const [uuid, edit] of stories) if (now - edit.at > TTL_MS) stories.delete(uuid);
    if (stories.size === 0) sessions.delete(session);
  }
}

export function rememberLiveEdit(
  session: string,
  storyUuid: string,
  content: Record<string, unknown>,
  now = Date.now(),
): void {
  sweep(now);
  let stories = sessions.get(session);
  if (!stories) {
    // The oldest session makes room: a Map iterates in insertion order.
    if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
    stories = new Map();
    sessions.set(session, stories);
  }
  stories.delete(storyUuid);
  if (stories.size >= MAX_STORIES_PER_SESSION) stories.delete(stories.keys().next().value as string);
  stories.set(storyUuid, { content, at: now });
}

/** The unsaved content of a story in this session, or null. */
export function liveEditOf(session: string, storyUuid: string, now = Date.now()): Record<string, unknown> | null {
  const edit = sessions.get(session)?.get(storyUuid);
  if (!edit || now - edit.at > TTL_MS) return null;
  return edit.content;
}

/** Saved or published: the stored draft is the truth again. */
export function forgetLiveEdit(session: string, storyUuid: string): void {
  sessions.get(session)?.delete(storyUuid);
}
