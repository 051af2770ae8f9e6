import { z } from 'zod';

/**
 * The management API's contract (`/api/content/manage/…`), shared by the route handlers, the studio and
 * scripts. One source for the request bodies (zod, checked by the server) and the answers (types).
 *
 *   GET    /stories                              → { stories: StorySummary[] }            (bin excluded)
 *   GET    /stories?bin=1                        → { stories: StorySummary[] }            (the bin only)
 *   POST   /stories                  CreateStory → 201 { story: StoryDetail }
 *   GET    /stories/{full_slug}                  → { story: StoryDetail }, ETag "{version}"
 *   PUT    /stories/{full_slug}      SaveDraft   → { story: StoryDetail }   (If-Match "{version}" or body.version; 409 Conflict)
 *   POST   /stories/{full_slug}/publish          → { story: StoryDetail, tags } (422 { error, problems })
 *   POST   /stories/{full_slug}/unpublish        → { story: StoryDetail, tags }
 *   POST   /stories/{full_slug}/rename  Rename   → { story: StoryDetail }
 *   POST   /stories/{full_slug}/move    Move     → { story: StoryDetail }   (new folder and/or slug)
 *   POST   /stories/{full_slug}/duplicate Duplicate → 201 { story: StoryDetail }
 *   DELETE /stories/{full_slug}                  → { story: StorySummary }  (to the bin; public page 404)
 *   POST   /bin/{id}/restore                     → { story: StorySummary }  (409 when its address is taken)
 *   GET    /stories/{full_slug}/versions         → { versions: StoryVersionEntry[] } (newest first)
 *   GET    /stories/{full_slug}/versions/{id}    → { version: StoryVersionEntry, content }
 *   POST   /stories/{full_slug}/versions/{id}/restore → { story: StoryDetail } (becomes the draft)
 *   POST   /stories/{full_slug}/presence Presence → { others: PresenceEntry[] }
 *   GET    /stories/{full_slug}/schedules        → { schedules: ScheduledEntry[] } (newest first)
 *   POST   /stories/{full_slug}/schedules Schedule → 201 { schedule: ScheduledEntry } (422 { error, problems })
 *   GET    /schedules                            → { schedules: ScheduledEntry[] } (waiting or failed, all stories)
 *   POST   /schedules/{id}/cancel                → { schedule: ScheduledEntry }
 *
 * Errors: `{ error }` with a French sentence an editor can read (4xx), plus `problems` on 422 and `current`
 * on 409 (a stale version), `suggestion` (a free slug) on 409 for a taken address. Writes from a browser must
 * be same-origin. A folder's start page carries its slash encoded: `/stories/home-page%2F`. Answers that change
 * public pages (publish, unpublish, move, DELETE, bin restore) also carry the revalidated cache `tags`.
 */

/**
 * A story's address in the API, below `/api/content/manage/`: `stories/services/revision`. A folder's start
 * page (`kia/`) ends in an encoded slash (`stories/kia%2F`): a plain trailing slash is redirected away.
 */
export function managedStoryPath(fullSlug: string): string {
  const startPage = fullSlug.endsWith('/');
  const segments = fullSlug.replace(/\/$/, '').split('/').map(encodeURIComponent);
  return `stories/${segments.join('/')}${startPage ? '%2F' : ''}`;
}

/** Where a story stands: never published, published and unchanged since, or published with a newer draft. */
export type StoryStatus = 'draft' | 'published' | 'changed';

/** A problem of a story's content: `body[0](hero).title`, `obligatoire`. */
export type ContentProblem = { path: string; message: string };

export type StorySummary = {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  fullSlug: string;
  parentId: number | null;
  isFolder: boolean;
  isStartpage: boolean;
  /** Null for a folder. */
  status: StoryStatus | null;
  /** The root block's component (`page`, `article`…); null for a folder. */
  contentType: string | null;
  /** The draft's version: bumped by every write of the story. */
  version: number;
  updatedAt: string;
  publishedAt: string | null;
  /** `home-page`, `config`, `templates/*`, the sites' homes: never deleted or moved. */
  protected: boolean;
  /** Set while the story is in the bin. */
  deletedAt: string | null;
};

export type StoryDetail = StorySummary & {
  /** The draft content (the root block). */
  content: Record<string, unknown>;
  /** What stops the draft from being published; empty when it may be. */
  problems: ContentProblem[];
};

export type VersionAction = 'create' | 'save' | 'publish' | 'unpublish' | 'restore' | 'migration';

export type StoryVersionEntry = {
  id: number;
  version: number;
  action: VersionAction;
  /** Who: the studio's user name, « API » for the bearer token, or the migration's name. */
  author: string;
  createdAt: string;
  /** What changed from the version before, in words per block (« Titre du héros modifié »). */
  changes: string[];
};

export type Conflict = {
  error: string;
  current: { version: number; name: string; content: Record<string, unknown>; updatedAt: string; author: string };
};

/** Where a scheduled action stands: waiting for its time, done, cancelled, or failed (with `failure`). */
export type ScheduledState = 'waiting' | 'done' | 'cancelled' | 'failed';

export type ScheduledEntry = {
  id: number;
  /** The story's address when it was scheduled. */
  fullSlug: string;
  action: 'publish' | 'unpublish';
  /** The instant (ISO) and the same said in French on Luxembourg's clocks: « le 12 mars 2026 à 9 h 00 ». */
  at: string;
  atText: string;
  /** For a publish: the story's version whose draft goes live. */
  storyVersion: number | null;
  createdBy: string;
  createdAt: string;
  state: ScheduledState;
  /** Why it did not run (French), when it failed. */
  failure: string | null;
};

export type PresenceEntry = { sessionId: string; author: string; since: string };

const storyContent = z.looseObject({ _uid: z.string().min(1), component: z.string().min(1) });
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Adresse : lettres minuscules, chiffres et tirets');
/** A folder's full slug without its trailing slash; '' is the root. */
const folder = z.string().max(500);

export const saveDraftBody = z.object({
  content: storyContent,
  name: z.string().min(1).max(255).optional(),
  version: z.number().int().nonnegative().optional(),
});
export const createStoryBody = z.object({
  folder,
  name: z.string().trim().min(1).max(255),
  slug,
  contentType: z.string().min(1).max(100),
});
export const renameBody = z.object({ name: z.string().trim().min(1).max(255) });
export const moveBody = z.object({ folder, slug });
export const duplicateBody = z.object({ folder, slug, name: z.string().trim().min(1).max(255) });
export const presenceBody = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  leaving: z.boolean().optional(),
});

/**
 * A publish or unpublish at a time: `at` is a `datetime-local` value (`2026-03-12T09:00`) read on
 * Luxembourg's clocks; `version` the draft's version the editor reviewed (409 if it changed since).
 */
export const scheduleBody = z.object({
  action: z.enum(['publish', 'unpublish']),
  at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'Date et heure\u202f: AAAA-MM-JJTHH:mm'),
  version: z.number().int().nonnegative().optional(),
});

export type SaveDraftBody = z.infer<typeof saveDraftBody>;
export type CreateStoryBody = z.infer<typeof createStoryBody>;
export type RenameBody = z.infer<typeof renameBody>;
export type MoveBody = z.infer<typeof moveBody>;
export type DuplicateBody = z.infer<typeof duplicateBody>;
export type PresenceBody = z.infer<typeof presenceBody>;
export type ScheduleBody = z.infer<typeof scheduleBody>;
