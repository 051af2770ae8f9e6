import { z } from 'zod';
import {
  type ContentProblem,
  type PresenceEntry,
  type SaveDraftBody,
  type ScheduleBody,
  type ScheduledEntry,
  type StoryVersionEntry,
  managedStoryPath,
} from '@/content/management-contract';
import { type StoryBlock, isBlock } from './block-tree';

/**
 * The page editor's calls to the management API (content/management-contract.ts), same-origin: the studio's
 * own protection lets them through. Every answer is read back through a schema; a failure is a value with
 * the server's French sentence, never an exception the editor would have to guess about.
 */
const BASE = '/api/content/manage';

const block = z.custom<StoryBlock>(isBlock, 'not a block');
const problem = z.object({ path: z.string(), message: z.string() });
const storyDetail = z.looseObject({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  fullSlug: z.string(),
  status: z.enum(['draft', 'published', 'changed']).nullable(),
  version: z.number(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  content: block,
  problems: z.array(problem),
});
const versionEntry = z.object({
  id: z.number(),
  version: z.number(),
  action: z.enum(['create', 'save', 'publish', 'unpublish', 'restore', 'migration']),
  author: z.string(),
  createdAt: z.string(),
  changes: z.array(z.string()),
});
const conflict = z.object({
  error: z.string(),
  current: z.object({
    version: z.number(),
    name: z.string(),
    content: block,
    updatedAt: z.string(),
    author: z.string(),
  }),
});
/** The parts of a `StoryDetail` the editor reads, its content checked to be a block. */
export type StoryAnswer = z.infer<typeof storyDetail>;
export type ConflictAnswer = z.infer<typeof conflict>;

const failure = z.object({ error: z.string(), problems: z.array(problem).optional() });

export type Failure = { ok: false; status: number; error: string; problems: ContentProblem[] };
export type Answer<T> = { ok: true; value: T } | Failure;
export type SaveAnswer = Answer<StoryAnswer> | { ok: false; status: 409; conflict: ConflictAnswer };

function storyUrl(fullSlug: string, ...rest: string[]): string {
  return [BASE, managedStoryPath(fullSlug), ...rest].join('/');
}

/** The answer's status and JSON body (null when it has none), or null when the request never got an answer. */
async function request(url: string, init: RequestInit): Promise<{ status: number; json: unknown } | null> {
  try {
    const response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
    return { status: response.status, json: await response.json().catch(() => null) };
  } catch {
    return null;
  }
}

function failed(status: number, json: unknown): Failure {
  const parsed = failure.safeParse(json);
  return {
    ok: false,
    status,
    error: parsed.success ? parsed.data.error : `HTTP ${status}`,
    problems: parsed.success ? (parsed.data.problems ?? []) : [],
  };
}

function read<T>(url: string, answer: { status: number; json: unknown }, schema: z.ZodType<T>): Answer<T> {
  if (answer.status < 200 || answer.status > 299) return failed(answer.status, answer.json);
  const parsed = schema.safeParse(answer.json);
  if (parsed.success) return { ok: true, value: parsed.data };
  console.error(`Studio: unexpected answer from ${url}`, z.prettifyError(parsed.error));
  return { ok: false, status: answer.status, error: 'unexpected-answer', problems: [] };
}

const NO_ANSWER: Failure = { ok: false, status: 0, error: 'network', problems: [] };

async function call<T>(url: string, init: RequestInit, schema: z.ZodType<T>): Promise<Answer<T>> {
  const answer = await request(url, init);
  return answer ? read(url, answer, schema) : NO_ANSWER;
}

const storyAnswer = z.object({ story: storyDetail }).transform((answer) => answer.story);

/** Saves the draft based on `body.version`; a 409 carries the other person's change. */
export async function saveDraft(fullSlug: string, body: SaveDraftBody): Promise<SaveAnswer> {
  const url = storyUrl(fullSlug);
  const answer = await request(url, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: body.version === undefined ? {} : { 'if-match': `"${body.version}"` },
  });
  if (!answer) return NO_ANSWER;
  if (answer.status === 409) {
    const parsed = conflict.safeParse(answer.json);
    if (parsed.success) return { ok: false, status: 409, conflict: parsed.data };
  }
  return read(url, answer, storyAnswer);
}

export function loadStory(fullSlug: string): Promise<Answer<StoryAnswer>> {
  return call(storyUrl(fullSlug), { method: 'GET', cache: 'no-store' }, storyAnswer);
}

export function publishStory(fullSlug: string): Promise<Answer<StoryAnswer>> {
  return call(storyUrl(fullSlug, 'publish'), { method: 'POST' }, storyAnswer);
}

export function unpublishStory(fullSlug: string): Promise<Answer<StoryAnswer>> {
  return call(storyUrl(fullSlug, 'unpublish'), { method: 'POST' }, storyAnswer);
}

export function listVersions(fullSlug: string): Promise<Answer<StoryVersionEntry[]>> {
  return call(
    storyUrl(fullSlug, 'versions'),
    { method: 'GET', cache: 'no-store' },
    z.object({ versions: z.array(versionEntry) }).transform((answer) => answer.versions),
  );
}

export function restoreVersion(fullSlug: string, id: number): Promise<Answer<StoryAnswer>> {
  return call(storyUrl(fullSlug, 'versions', String(id), 'restore'), { method: 'POST' }, storyAnswer);
}

const presenceAnswer = z
  .object({ others: z.array(z.object({ sessionId: z.string(), author: z.string(), since: z.string() })) })
  .transform((answer) => answer.others as PresenceEntry[]);

export function announcePresence(fullSlug: string, sessionId: string): Promise<Answer<PresenceEntry[]>> {
  return call(storyUrl(fullSlug, 'presence'), { method: 'POST', body: JSON.stringify({ sessionId }) }, presenceAnswer);
}

/** Leaving the page: sent with `sendBeacon`, which outlives the page. */
export function leavePresence(fullSlug: string, sessionId: string): void {
  const body = new Blob([JSON.stringify({ sessionId, leaving: true })], { type: 'application/json' });
  navigator.sendBeacon?.(storyUrl(fullSlug, 'presence'), body);
}

const scheduledEntry = z.object({
  id: z.number(),
  fullSlug: z.string(),
  action: z.enum(['publish', 'unpublish']),
  at: z.string(),
  atText: z.string(),
  storyVersion: z.number().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  state: z.enum(['waiting', 'done', 'cancelled', 'failed']),
  failure: z.string().nullable(),
}) satisfies z.ZodType<ScheduledEntry>;

export function listSchedules(fullSlug: string): Promise<Answer<ScheduledEntry[]>> {
  return call(
    storyUrl(fullSlug, 'schedules'),
    { method: 'GET', cache: 'no-store' },
    z.object({ schedules: z.array(scheduledEntry) }).transform((answer) => answer.schedules),
  );
}

/** Schedules a publish (of the saved draft of `body.version`) or an unpublish; 422 carries the problems. */
export function scheduleStory(fullSlug: string, body: ScheduleBody): Promise<Answer<ScheduledEntry>> {
  return call(
    storyUrl(fullSlug, 'schedules'),
    { method: 'POST', body: JSON.stringify(body) },
    z.object({ schedule: scheduledEntry }).transform((answer) => answer.schedule),
  );
}

export function cancelSchedule(id: number): Promise<Answer<ScheduledEntry>> {
  return call(
    `${BASE}/schedules/${id}/cancel`,
    { method: 'POST' },
    z.object({ schedule: scheduledEntry }).transform((answer) => answer.schedule),
  );
}
