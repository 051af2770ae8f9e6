import { z } from 'zod';
import type { Database } from '@/db/client';
import type { StoryRow } from '@/db/schema';
import {
  createStoryBody,
  duplicateBody,
  moveBody,
  presenceBody,
  renameBody,
  saveDraftBody,
  scheduleBody,
} from '@/content/management-contract';
import { publishProblems } from '@/content/publish-problems';
import { managementWords as words } from '@/i18n/fr-lu-studio-write';
import { ContentWriteError } from './content-write-error';
import { parseFullSlug } from './full-slug';
import {
  binStory,
  createStory,
  duplicateStory,
  findLiveStory,
  listStoryRows,
  moveStory,
  renameStory,
  restoreFromBin,
} from './manage-stories';
import { heartbeat } from './presence';
import { publishStory, saveDraft, unpublishStory } from './publishing';
import { cancelScheduledAction, listOpenSchedules, listStorySchedules, scheduleAction } from './scheduled-actions';
import { getVersion, listVersions } from './story-versions';
import { toDetail, toSummary } from './story-summary';

/** One call of the management API, its body already read and parsed (undefined when it had none). */
export type ManageRequest = {
  method: string;
  /** The path after `/api/content/manage/`, one decoded segment each (`stories`, `news`, `publish`). */
  segments: string[];
  search: URLSearchParams;
  ifMatch: string | null;
  body: unknown;
};

/**
 * Who calls (their name goes to the versions) and what to revalidate when published pages change: the
 * address, with the content types of the story's published content (the lists it is in).
 */
export type ManageContext = {
  author: string;
  /** The caller's account (null for the bearer token and the legacy password): a schedule's journal actor. */
  account?: { id: number; email: string } | null;
  revalidate: (fullSlug: string, contentTypes: readonly string[]) => string[];
};

/** The content types of these rows' published content (a publish may change it: before and after). */
function publishedTypes(...rows: StoryRow[]): string[] {
  return rows.flatMap((row) => {
    const type = row.published?.component;
    return typeof type === 'string' ? [type] : [];
  });
}

function revalidateAll(context: ManageContext, addresses: readonly string[], row: StoryRow): string[] {
  return addresses.flatMap((address) => context.revalidate(address, publishedTypes(row)));
}

const STORY_ACTIONS = new Set(['publish', 'unpublish', 'rename', 'move', 'duplicate', 'presence', 'schedules']);
const versionOnly = z.object({ version: z.number().int().nonnegative().optional() }).optional();

/**
 * The management API (content/management-contract.ts) over the local content service: reads, writes and
 * their refusals as JSON, `{ error }` in French for a caller's mistake (plus `problems` on 422, `current` on
 * 409). A database failure is thrown: the route answers it as any other.
 */
export async function handleManageRequest(db: Database, request: ManageRequest, context: ManageContext) {
  try {
    return await dispatch(db, request, context);
  } catch (error) {
    if (error instanceof ContentWriteError)
      return Response.json({ error: error.message, ...error.details }, { status: error.status });
    throw error;
  }
}

async function dispatch(db: Database, request: ManageRequest, context: ManageContext): Promise<Response> {
  const { method, segments } = request;
  const [area, ...rest] = segments;
  if (area === 'bin' && rest.length === 2 && rest[1] === 'restore' && /^\d{1,9}$/.test(rest[0]!)) {
    if (method !== 'POST') return notAllowed();
    const { row, addresses } = await restoreFromBin(db, Number(rest[0]));
    const tags = revalidateAll(context, addresses, row);
    return Response.json({ story: toSummary(row), tags });
  }
  if (area === 'schedules') return schedulesRoute(db, request, rest);
  if (area !== 'stories') return refuse(404, words.notAnEndpoint);
  if (rest.length === 0) {
    if (method === 'GET') {
      const rows = await listStoryRows(db, { bin: request.search.get('bin') === '1' });
      return Response.json({ stories: rows.map(toSummary) });
    }
    if (method !== 'POST') return notAllowed();
    const body = parse(createStoryBody, request.body);
    const row = await createStory(db, body, context.author);
    return Response.json({ story: toDetail(row) }, { status: 201 });
  }
  return storyRoute(db, request, context, rest);
}

async function storyRoute(db: Database, request: ManageRequest, context: ManageContext, path: string[]) {
  const { method } = request;
  const author = context.author;
  const last = path.at(-1)!;

  // GET …/versions, GET …/versions/{id}, POST …/versions/{id}/restore
  if (method === 'GET' && last === 'versions' && path.length > 1) {
    const row = await findLiveStory(db, slugOf(path.slice(0, -1)));
    return Response.json({ versions: await listVersions(db, row.id) });
  }
  const versionAt = path.length > 2 ? path.lastIndexOf('versions') : -1;
  if (versionAt > 0 && /^\d{1,9}$/.test(path[versionAt + 1] ?? '')) {
    const tail = path.slice(versionAt + 2);
    const isRestore = tail.length === 1 && tail[0] === 'restore' && method === 'POST';
    if (tail.length === 0 && method === 'GET') {
      const row = await findLiveStory(db, slugOf(path.slice(0, versionAt)));
      const found = await getVersion(db, row.id, Number(path[versionAt + 1]));
      if (!found) return refuse(404, words.noSuchVersion);
      return Response.json({ version: found.entry, content: found.row.draft ?? found.row.published });
    }
    if (isRestore) {
      const fullSlug = slugOf(path.slice(0, versionAt));
      const row = await findLiveStory(db, fullSlug);
      const found = await getVersion(db, row.id, Number(path[versionAt + 1]));
      if (!found) return refuse(404, words.noSuchVersion);
      const content = found.row.draft ?? found.row.published;
      if (!content) return refuse(422, words.versionHasNoContent);
      const expectedVersion = expected(request, parse(versionOnly, request.body)?.version);
      await saveDraft(db, fullSlug, content, undefined, { author, expectedVersion, action: 'restore' });
      return Response.json({ story: toDetail(await findLiveStory(db, fullSlug)) });
    }
  }

  if (method === 'GET' && last === 'schedules' && path.length > 1) {
    const row = await findLiveStory(db, slugOf(path.slice(0, -1)));
    return Response.json({ schedules: await listStorySchedules(db, row.id) });
  }
  if (method === 'POST' && path.length > 1 && STORY_ACTIONS.has(last)) {
    return storyAction(db, request, context, slugOf(path.slice(0, -1)), last);
  }

  const fullSlug = slugOf(path);
  switch (method) {
    case 'GET': {
      const row = await findLiveStory(db, fullSlug);
      return Response.json({ story: toDetail(row) }, { headers: { ETag: `"${row.version}"` } });
    }
    case 'PUT': {
      const body = parse(saveDraftBody, request.body);
      const expectedVersion = expected(request, body.version);
      await saveDraft(db, fullSlug, body.content, body.name, { author, expectedVersion });
      const row = await findLiveStory(db, fullSlug);
      return Response.json({ story: toDetail(row) }, { headers: { ETag: `"${row.version}"` } });
    }
    case 'DELETE': {
      const { row, addresses } = await binStory(db, fullSlug);
      return Response.json({ story: toSummary(row), tags: revalidateAll(context, addresses, row) });
    }
    default:
      return notAllowed();
  }
}

async function storyAction(
  db: Database,
  request: ManageRequest,
  context: ManageContext,
  fullSlug: string,
  action: string,
): Promise<Response> {
  const author = context.author;
  switch (action) {
    case 'publish':
    case 'unpublish': {
      const expectedVersion = expected(request, parse(versionOnly, request.body)?.version);
      const before = await findLiveStory(db, fullSlug);
      if (action === 'publish')
        await publishStory(db, fullSlug, { author, expectedVersion, problems: publishProblems });
      else await unpublishStory(db, fullSlug, { author, expectedVersion });
      const after = await findLiveStory(db, fullSlug);
      return Response.json({
        story: toDetail(after),
        tags: context.revalidate(fullSlug, publishedTypes(before, after)),
      });
    }
    case 'rename': {
      const body = parse(renameBody, request.body);
      const row = await renameStory(db, fullSlug, body.name, { author, expectedVersion: expected(request) });
      // The name is live at once: the story's page and the trails that name it (a folder's too) change.
      return Response.json({ story: toDetail(row), tags: context.revalidate(fullSlug, publishedTypes(row)) });
    }
    case 'move': {
      const body = parse(moveBody, request.body);
      const { row, addresses } = await moveStory(db, fullSlug, body, { author, expectedVersion: expected(request) });
      return Response.json({ story: toDetail(row), tags: revalidateAll(context, addresses, row) });
    }
    case 'duplicate': {
      const body = parse(duplicateBody, request.body);
      return Response.json({ story: toDetail(await duplicateStory(db, fullSlug, body, author)) }, { status: 201 });
    }
    case 'schedules': {
      const body = parse(scheduleBody, request.body);
      const account = context.account ?? null;
      const schedule = await scheduleAction(
        db,
        fullSlug,
        { action: body.action, at: body.at, expectedVersion: expected(request, body.version) },
        { author, accountId: account?.id ?? null, email: account?.email ?? author },
      );
      return Response.json({ schedule }, { status: 201 });
    }
    default: {
      const body = parse(presenceBody, request.body);
      const row = await findLiveStory(db, fullSlug);
      const others = await heartbeat(db, row.id, { ...body, author });
      return Response.json({ others });
    }
  }
}

/** GET /schedules (waiting or failed, every story: the page tree), POST /schedules/{id}/cancel. */
async function schedulesRoute(db: Database, request: ManageRequest, rest: string[]): Promise<Response> {
  if (rest.length === 0) {
    if (request.method !== 'GET') return notAllowed();
    return Response.json({ schedules: await listOpenSchedules(db) });
  }
  if (rest.length === 2 && rest[1] === 'cancel' && /^\d{1,9}$/.test(rest[0]!)) {
    if (request.method !== 'POST') return notAllowed();
    return Response.json({ schedule: await cancelScheduledAction(db, Number(rest[0])) });
  }
  return refuse(404, words.notAnEndpoint);
}

/** The full slug named by path segments; a start page's segment carries its slash (`news%2F` → `news/`). */
function slugOf(segments: string[]): string {
  // Next.js decodes each segment; a segment still encoded (another router) is decoded here.
  const fullSlug = segments.map((segment) => segment.replace(/%2F/gi, '/')).join('/');
  parseFullSlug(fullSlug);
  return fullSlug;
}

/** The version the caller based its write on: `If-Match: "12"` first, then the body's `version`. */
function expected(request: ManageRequest, fromBody?: number): number | undefined {
  const header = request.ifMatch?.trim();
  if (!header || header === '*') return fromBody;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header);
  if (!match) throw new ContentWriteError(400, words.badVersion);
  return Number(match[1]);
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ContentWriteError(400, words.badBody(z.prettifyError(parsed.error)));
  return parsed.data;
}

function refuse(status: number, error: string): Response {
  return Response.json({ error }, { status });
}

function notAllowed(): Response {
  return refuse(405, words.methodNotAllowed);
}
