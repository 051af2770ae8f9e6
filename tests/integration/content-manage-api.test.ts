import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleContentRequest } from '@/content/local-service/handle-request';
import { loadSeed } from '@/content/seed-loader';
import type { Database } from '@/db/client';
import { FIXTURE_SEED_DIR } from '../fixtures/content/fixture-service';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The management API's route handlers themselves, on the fixture stories. Two seams are replaced:
// the process-wide database (this file's instead) and Next's cache invalidation (no Next server here).
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));

vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));
vi.mock('next/cache', () => ({ revalidateTag: () => {} }));

const { PUT, POST } = await import('@/app/api/content/manage/[...path]/route');

const TOKEN = 'vitest-management-token';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const BLOCK = { _uid: 'manage-root', component: 'page', title: 'Gestion' };

let database: TestDatabase;

beforeAll(async () => {
  vi.stubEnv('CONTENT_MANAGEMENT_TOKEN', TOKEN);
  vi.stubEnv('STORYBLOK_TOKEN', '');
  database = await openTestDatabase();
  testDb.current = Promise.resolve(database.db);
  await loadSeed(database.db, FIXTURE_SEED_DIR, { reset: true });
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await database?.close();
});

function context(path: string[]) {
  return { params: Promise.resolve({ path: ['stories', ...path] }) };
}

async function put(path: string[], body: BodyInit | null, headers: Record<string, string> = AUTH) {
  const request = new Request(`http://localhost/api/content/manage/stories/${path.join('/')}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const response = await PUT(request, context(path));
  return { status: response.status, body: (await response.json()) as unknown };
}

async function post(path: string[], headers: Record<string, string> = AUTH) {
  const request = new Request(`http://localhost/api/content/manage/stories/${path.join('/')}`, {
    method: 'POST',
    headers,
  });
  const response = await POST(request, context(path));
  return { status: response.status, body: (await response.json()) as unknown };
}

const anError = { error: expect.any(String) };

describe('the management API answers caller mistakes with a 4xx, never a 500', () => {
  it('publishes and unpublishes a story that exists; one that does not is a 404', async () => {
    expect(await put(['essais', 'gestion'], JSON.stringify({ content: BLOCK, name: 'Gestion' }))).toMatchObject({
      status: 200,
      body: { story: { fullSlug: 'essais/gestion', name: 'Gestion', status: 'draft' } },
    });
    expect(await post(['essais', 'gestion', 'publish'])).toMatchObject({
      status: 200,
      body: { story: { fullSlug: 'essais/gestion', status: 'published' } },
    });
    const read = await handleContentRequest(database.db, new URL('http://x/v2/cdn/stories/essais/gestion'), 'public');
    expect(read.status).toBe(200);
    expect(await post(['essais', 'gestion', 'unpublish'])).toMatchObject({
      status: 200,
      body: { story: { fullSlug: 'essais/gestion', status: 'draft' } },
    });

    expect(await post(['inexistant', 'publish'])).toEqual({ status: 404, body: anError });
    expect(await post(['modeles', 'inexistant', 'unpublish'])).toEqual({ status: 404, body: anError });
  });

  it('a folder has no content to save, publish or unpublish: 422', async () => {
    expect(await put(['modeles'], JSON.stringify({ content: BLOCK }))).toEqual({ status: 422, body: anError });
    expect(await post(['modeles', 'publish'])).toEqual({ status: 422, body: anError });
    expect(await post(['modeles', 'unpublish'])).toEqual({ status: 422, body: anError });
    // A story cannot become the folder of another one.
    expect(await put(['accueil', 'sous-page'], JSON.stringify({ content: BLOCK }))).toEqual({
      status: 409,
      body: anError,
    });
  });

  it('a bad slug is a 400: capitals, "..", empty segments, a NUL byte, 2 KB', async () => {
    for (const path of [
      ['Mauvais Slug'],
      ['..', 'accueil'],
      ['modeles', '..'],
      ['a', '', 'b'],
      [''],
      ['acc\0ueil'],
      ['a'.repeat(2000)],
    ]) {
      expect(await put(path, JSON.stringify({ content: BLOCK })), JSON.stringify(path)).toEqual({
        status: 400,
        body: anError,
      });
      expect(await post([...path, 'publish']), JSON.stringify(path)).toEqual({ status: 400, body: anError });
      expect(await post([...path, 'unpublish']), JSON.stringify(path)).toEqual({ status: 400, body: anError });
    }
  });

  it('a NUL character or an unpaired surrogate in the body is a 400', async () => {
    const escapedNul = '{"content":{"_uid":"x","component":"page","title":"a\\u0000b"}}';
    expect(await put(['essais', 'nul'], escapedNul)).toEqual({ status: 400, body: anError });
    const nulKey = '{"content":{"_uid":"x","component":"page","a\\u0000":"b"}}';
    expect(await put(['essais', 'nul'], nulKey)).toEqual({ status: 400, body: anError });
    const rawNul = '{"content":{"_uid":"x","component":"page","title":"a\0b"}}';
    expect(await put(['essais', 'nul'], rawNul)).toEqual({ status: 400, body: anError });
    const nulName = JSON.stringify({ content: BLOCK, name: 'a\0b' });
    expect(await put(['essais', 'nul'], nulName)).toEqual({ status: 400, body: anError });
    const surrogate = '{"content":{"_uid":"x","component":"page","title":"\\ud800"}}';
    expect(await put(['essais', 'nul'], surrogate)).toEqual({ status: 400, body: anError });
  });

  it('JSON nested 100 000 deep is a 400, answered at once', async () => {
    const deep = `{"content":{"_uid":"x","component":"page","body":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`;
    const started = Date.now();
    expect(await put(['essais', 'profond'], deep)).toEqual({
      status: 400,
      body: { error: expect.stringContaining('nested') },
    });
    expect(Date.now() - started).toBeLessThan(2000);
    // 65 levels inside the content (one more than allowed) is refused too, 60 is fine.
    const nested = (levels: number) =>
      `{"content":{"_uid":"x","component":"page","body":${'['.repeat(levels)}${']'.repeat(levels)}}}`;
    expect((await put(['essais', 'profond'], nested(64))).status).toBe(400);
    expect((await put(['essais', 'profond'], nested(60))).status).toBe(200);
  });

  it('a body over 1 MB is a 413, declared or streamed', async () => {
    const big = JSON.stringify({ content: { ...BLOCK, text: 'x'.repeat(1_100_000) } });
    expect(await put(['essais', 'gros'], big)).toEqual({ status: 413, body: anError });
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // An endless body: only the limit can stop reading it.
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    expect(await put(['essais', 'gros'], stream)).toEqual({ status: 413, body: anError });
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it('checks the bearer token first: a wrong one (non-ASCII included) is a 401 and the body is never read', async () => {
    let pulled = false;
    // highWaterMark 0: the stream is pulled only when someone reads it.
    const stream = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
          throw new Error('the body must not be read');
        },
      },
      { highWaterMark: 0 },
    );
    expect(await put(['accueil'], stream, { authorization: 'Bearer wrong' })).toEqual({ status: 401, body: anError });
    expect(pulled).toBe(false);
    // Same length in characters as the token, longer in bytes: must not throw.
    const accented = { authorization: `Bearer ${'é'.repeat(TOKEN.length)}` };
    expect(await put(['accueil'], JSON.stringify({ content: BLOCK }), accented)).toEqual({
      status: 401,
      body: anError,
    });
    expect(await post(['accueil', 'publish'], accented)).toEqual({ status: 401, body: anError });
    expect(await post(['accueil', 'publish'], {})).toEqual({ status: 401, body: anError });
  });
});
