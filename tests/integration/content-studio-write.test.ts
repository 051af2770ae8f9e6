import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conflict, StoryDetail, StorySummary, StoryVersionEntry } from '@/content/management-contract';
import { handleContentRequest } from '@/content/local-service/handle-request';
import { saveDraft } from '@/content/local-service/publishing';
import { loadSeed } from '@/content/seed-loader';
import type { Database } from '@/db/client';
import { stories, storyVersions } from '@/db/schema';
import { createAccount } from '@/services/staff/accounts';
import { createSession } from '@/services/staff/sessions';
import { STUDIO_SESSION_COOKIE } from '@/site/studio/studio-session-cookie';
import { FIXTURE_SEED_DIR } from '../fixtures/content/fixture-service';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The management API as the studio and scripts call it: the route handler itself on the fixture stories,
// with this file's database and Next's cache invalidation recorded instead of done.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));

const route = await import('@/app/api/content/manage/[...path]/route');

const ORIGIN = 'http://studio.test';
const TOKEN = 'vitest-management-token';
/** The retired shared password, still set in the environment: it must open nothing. */
const PASSWORD = 'pâte-à-crêpes:42';
const BEARER = { authorization: `Bearer ${TOKEN}` };
const basic = (user: string, password = PASSWORD) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
/** What a browser signed in to /studio (an éditeur's session) sends with a write from the studio's own page. */
const STUDIO: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
/** Another éditeur's session, on the studio's own page. */
const OTHER: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
const EDITOR = 'Édith (edith@example.lu)';
const OTHER_EDITOR = 'Relecteur (relecteur@example.lu)';
const NB = '\u202f';

let database: TestDatabase;

type Answer<T = Record<string, unknown>> = { status: number; headers: Headers; body: T };

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  { body, headers = BEARER }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const request = new Request(`${ORIGIN}/api/content/manage/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const segments = path.split('?')[0]!.split('/').map(decodeURIComponent);
  const handler = route[method as 'GET' | 'PUT' | 'POST' | 'DELETE'];
  const response = await handler(request, { params: Promise.resolve({ path: segments }) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

async function cdn(path: string, access: 'public' | 'preview' = 'public') {
  const response = await handleContentRequest(database.db, new URL(`http://x/v2/cdn/${path}`), access);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const hero = (title: string, text?: string) => ({
  _uid: 'hero-1',
  component: 'hero',
  title,
  ...(text ? { text } : {}),
});
const pageContent = (...body: unknown[]) => ({ _uid: 'root-1', component: 'page', body });

async function versionRows(fullSlug: string) {
  const [row] = await database.db.select().from(stories).where(eq(stories.fullSlug, fullSlug));
  return database.db.select().from(storyVersions).where(eq(storyVersions.storyId, row!.id));
}

beforeAll(async () => {
  vi.stubEnv('CONTENT_MANAGEMENT_TOKEN', TOKEN);
  vi.stubEnv('STORYBLOK_TOKEN', '');
  vi.stubEnv('STUDIO_PASSWORD', PASSWORD);
  database = await openTestDatabase();
  testDb.current = Promise.resolve(database.db);
  await loadSeed(database.db, FIXTURE_SEED_DIR, { reset: true });
  const accountPassword = 'une phrase de passe assez longue';
  for (const [headers, email, name] of [
    [STUDIO, 'edith@example.lu', 'Édith'],
    [OTHER, 'relecteur@example.lu', 'Relecteur'],
  ] as const) {
    const account = await createAccount(database.db, { email, name, role: 'editeur', password: accountPassword });
    headers.cookie = `${STUDIO_SESSION_COOKIE}=${await createSession(database.db, account.id)}`;
  }
  // The stories the site reads at fixed addresses, which the fixtures do not have.
  for (const fullSlug of ['home-page/', 'home-page/bertrange', 'config', 'templates/vehicle']) {
    await saveDraft(database.db, fullSlug, pageContent(hero('Protégée')));
  }
}, 60_000);

beforeEach(() => {
  revalidated.length = 0;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await database?.close();
});

describe('who may call', () => {
  it('a script with the bearer token, as « API »', async () => {
    const saved = await call<{ story: StoryDetail }>('PUT', 'stories/essais/jeton', {
      body: { content: pageContent(hero('Jeton')) },
    });
    expect(saved.status).toBe(200);
    expect((await versionRows('essais/jeton')).map((v) => [v.action, v.author])).toEqual([['create', 'API']]);
  });

  it('the studio with its session, as the account, writing from its own origin', async () => {
    expect(
      (await call('PUT', 'stories/essais/studio', { body: { content: pageContent(hero('A')) }, headers: STUDIO }))
        .status,
    ).toBe(200);
    const byOrigin = { cookie: OTHER.cookie!, origin: ORIGIN };
    expect((await call('POST', 'stories/essais/studio/publish', { headers: byOrigin })).status).toBe(200);
    expect((await versionRows('essais/studio')).map((v) => [v.action, v.author])).toEqual([
      ['create', EDITOR],
      ['publish', OTHER_EDITOR],
    ]);
  });

  it('refuses a studio write from another site (CSRF), and one that names no origin; reads need none', async () => {
    const before = await versionRows('essais/studio');
    const attempts: Record<string, string>[] = [
      { cookie: STUDIO.cookie!, 'sec-fetch-site': 'cross-site' },
      { cookie: STUDIO.cookie!, origin: 'https://evil.example' },
      { cookie: STUDIO.cookie! },
    ];
    for (const headers of attempts) {
      const answer = await call('PUT', 'stories/essais/studio', { body: { content: pageContent(hero('B')) }, headers });
      expect(answer.status).toBe(403);
      expect(answer.body.error).toMatch(/studio/);
    }
    expect(await versionRows('essais/studio')).toEqual(before);
    expect((await call('GET', 'stories/essais/studio', { headers: { cookie: STUDIO.cookie! } })).status).toBe(200);
  });

  it('answers 401 without credentials, with wrong ones, and with the retired STUDIO_PASSWORD (still set)', async () => {
    const before = await versionRows('essais/studio');
    const attempts: Record<string, string>[] = [
      {},
      { authorization: basic('editeur', 'faux') },
      { authorization: 'Bearer faux' },
      { cookie: `${STUDIO_SESSION_COOKIE}=${'x'.repeat(43)}` },
      // The shared password of before the accounts opens nothing now, read or write.
      { authorization: basic('editeur'), 'sec-fetch-site': 'same-origin' },
      { authorization: basic(''), origin: ORIGIN },
    ];
    for (const headers of attempts) {
      const read = await call('GET', 'stories', { headers });
      expect(read.status, JSON.stringify(headers)).toBe(401);
      // No basic realm: a browser is never asked for a password the site no longer has.
      expect(read.headers.get('www-authenticate')).toBeNull();
      const write = await call('PUT', 'stories/essais/studio', { body: { content: pageContent(hero('C')) }, headers });
      expect(write.status, JSON.stringify(headers)).toBe(401);
    }
    expect(await versionRows('essais/studio')).toEqual(before);
  });

  it('is closed with the content in Storyblok: 404 saying so', async () => {
    vi.stubEnv('STORYBLOK_TOKEN', 'a-storyblok-token');
    try {
      const answer = await call('GET', 'stories');
      expect(answer).toMatchObject({ status: 404, body: { error: expect.stringContaining('Storyblok') } });
    } finally {
      vi.stubEnv('STORYBLOK_TOKEN', '');
    }
  });
});

describe('versions and conflicts', () => {
  it('a stale If-Match or body version is a 409 with the current draft, and nothing is written', async () => {
    const first = await call<{ story: StoryDetail }>('PUT', 'stories/essais/conflit', {
      body: { content: pageContent(hero('Première')) },
      headers: STUDIO,
    });
    const version = first.body.story.version;
    expect(first.headers.get('etag')).toBe(`"${version}"`);
    const second = await call<{ story: StoryDetail }>('PUT', 'stories/essais/conflit', {
      body: { content: pageContent(hero('Seconde')), version },
      headers: { ...BEARER },
    });
    expect(second.body.story.version).toBe(version + 1);
    const versionsBefore = await versionRows('essais/conflit');

    for (const stale of [{ headers: { ...STUDIO, 'if-match': `"${version}"` } }, { headers: STUDIO, version }]) {
      const answer = await call<Conflict>('PUT', 'stories/essais/conflit', {
        body: { content: pageContent(hero('Perdue ?')), ...(stale.version ? { version: stale.version } : {}) },
        headers: stale.headers,
      });
      expect(answer.status).toBe(409);
      expect(answer.body.current).toEqual({
        version: version + 1,
        name: 'conflit',
        content: pageContent(hero('Seconde')),
        updatedAt: expect.any(String),
        author: 'API',
      });
      expect(answer.body.error).toContain('API');
    }
    const stalePublish = await call('POST', 'stories/essais/conflit/publish', {
      headers: { ...STUDIO, 'if-match': `"${version}"` },
    });
    expect(stalePublish.status).toBe(409);
    const { body } = await call<{ story: StoryDetail }>('GET', 'stories/essais/conflit');
    expect(body.story).toMatchObject({ version: version + 1, content: pageContent(hero('Seconde')), status: 'draft' });
    expect(await versionRows('essais/conflit')).toEqual(versionsBefore);

    // The current version, or none at all (older scripts), is accepted.
    expect(
      (
        await call('PUT', 'stories/essais/conflit', {
          body: { content: pageContent(hero('Trois')), version: version + 1 },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('PUT', 'stories/essais/conflit', { body: { content: pageContent(hero('Quatre')) } })).status,
    ).toBe(200);
    expect(
      (
        await call('PUT', 'stories/essais/conflit', {
          body: { content: pageContent(hero('x')) },
          headers: { ...BEARER, 'if-match': 'douze' },
        })
      ).status,
    ).toBe(400);
  });

  it('keeps every version with what changed, in words, and restores one as the draft', async () => {
    const slug = 'essais/historique';
    await call('PUT', `stories/${slug}`, { body: { content: pageContent(hero('Un')) }, headers: STUDIO });
    await call('POST', `stories/${slug}/publish`, { headers: STUDIO });
    const faq = { _uid: 'faq-1', component: 'faq', items: [] };
    await call('PUT', `stories/${slug}`, { body: { content: pageContent(hero('Deux'), faq) }, headers: STUDIO });
    await call('POST', `stories/${slug}/rename`, { body: { name: 'Historique' }, headers: STUDIO });

    const { body } = await call<{ versions: StoryVersionEntry[] }>('GET', `stories/${slug}/versions`);
    // The rename came within two minutes of the save, by the same editor: one version (autosaves stay few).
    expect(body.versions.map((v) => [v.version, v.action, v.author, v.changes])).toEqual([
      [
        4,
        'save',
        EDITOR,
        [
          'Nom de la page modifié',
          expect.stringMatching(/^Champ .+ du bloc .+ modifié$/),
          expect.stringMatching(/^Bloc .+ ajouté$/),
        ],
      ],
      [2, 'publish', EDITOR, []],
      [1, 'create', EDITOR, ['Page créée']],
    ]);
    const first = body.versions.at(-1)!;
    const one = await call<{ version: StoryVersionEntry; content: unknown }>(
      'GET',
      `stories/${slug}/versions/${first.id}`,
    );
    expect(one.body).toEqual({ version: first, content: pageContent(hero('Un')) });

    const restored = await call<{ story: StoryDetail }>('POST', `stories/${slug}/versions/${first.id}/restore`, {
      headers: STUDIO,
    });
    expect(restored.body.story).toMatchObject({
      version: 5,
      content: pageContent(hero('Un')),
      status: 'published',
      name: 'Historique',
    });
    const after = await call<{ versions: StoryVersionEntry[] }>('GET', `stories/${slug}/versions`);
    expect(after.body.versions[0]).toMatchObject({ version: 5, action: 'restore', author: EDITOR });
    expect((await call('GET', `stories/${slug}/versions/999999`)).status).toBe(404);
  });

  it('keeps the content a seeded story had before its first write', async () => {
    await call('PUT', 'stories/mentions-legales', { body: { content: pageContent(hero('Mentions')) } });
    const { body } = await call<{ versions: StoryVersionEntry[] }>('GET', 'stories/mentions-legales/versions');
    expect(body.versions.map((v) => [v.version, v.action, v.author])).toEqual([
      [2, 'save', 'API'],
      [1, 'create', 'Contenu initial'],
    ]);
    const initial = await call<{ content: { title: string } }>(
      'GET',
      `stories/mentions-legales/versions/${body.versions[1]!.id}`,
    );
    expect(initial.body.content.title).toBe('Mentions légales');
  });
});

describe('validation', () => {
  it('saves a draft that breaks a rule, flagged, but never publishes it: 422 naming each path', async () => {
    const broken = pageContent(
      { _uid: 'h', component: 'hero', title: '' },
      { _uid: 'c', component: 'card', title: 'x' },
    );
    const saved = await call<{ story: StoryDetail }>('PUT', 'stories/essais/invalide', { body: { content: broken } });
    expect(saved.status).toBe(200);
    expect(saved.body.story.problems).toContainEqual({ path: 'body[0](hero).title', message: 'obligatoire' });

    const refused = await call<{ error: string; problems: { path: string; message: string }[] }>(
      'POST',
      'stories/essais/invalide/publish',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toContainEqual({ path: 'body[0](hero).title', message: 'obligatoire' });
    expect(refused.body.problems).toContainEqual({
      path: 'body[1]',
      message: expect.stringContaining('non autorisé ici'),
    });
    expect((await cdn('stories/essais/invalide')).status).toBe(404);
    expect(revalidated).toEqual([]);
  });

  it('refuses at publish a root block that is not a page type', async () => {
    await call('PUT', 'stories/essais/racine', { body: { content: hero('Héros seul') } });
    const refused = await call<{ problems: unknown[] }>('POST', 'stories/essais/racine/publish');
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toContainEqual({ path: '', message: expect.stringContaining('racine') });
  });

  it('refuses at publish hand-typed hours, phone numbers and stock counts, naming the token', async () => {
    const typed = pageContent(hero('Ouvert de 8 h à 18 h', 'Appelez le 26 31 40 00, plus de 300 véhicules'));
    await call('PUT', 'stories/essais/faits', { body: { content: typed } });
    const refused = await call<{ problems: { path: string; message: string }[] }>(
      'POST',
      'stories/essais/faits/publish',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.problems.map((p) => p.path).sort()).toEqual([
      'body[0](hero).text',
      'body[0](hero).text',
      'body[0](hero).title',
    ]);
    const messages = refused.body.problems.map((p) => p.message).join(' ');
    for (const token of ['{{showroom_hours:site}}', '{{phone:site}}', '{{stock_count}}'])
      expect(messages).toContain(token);

    await call('PUT', 'stories/essais/faits', {
      body: { content: pageContent(hero('Ouvert', 'Appelez le {{phone:bertrange}}')) },
    });
    const published = await call<{ story: StoryDetail; tags: string[] }>('POST', 'stories/essais/faits/publish');
    expect(published.status).toBe(200);
    expect(published.body.story).toMatchObject({ status: 'published', problems: [] });
    expect(published.body.tags).toContain('story:essais/faits');
    expect((await cdn('stories/essais/faits')).status).toBe(200);
  });
});

describe('pages', () => {
  it('creates a page in a folder with a root content type, refusing a taken slug with a free one', async () => {
    const created = await call<{ story: StoryDetail }>('POST', 'stories', {
      body: { folder: 'services', name: 'Essai atelier', slug: 'essai-atelier', contentType: 'page' },
      headers: STUDIO,
    });
    expect(created.status).toBe(201);
    expect(created.body.story).toMatchObject({
      fullSlug: 'services/essai-atelier',
      name: 'Essai atelier',
      status: 'draft',
      contentType: 'page',
      version: 1,
      protected: false,
    });
    const again = await call<{ error: string; suggestion: string }>('POST', 'stories', {
      body: { folder: 'services', name: 'Autre', slug: 'essai-atelier', contentType: 'page' },
    });
    expect(again).toMatchObject({ status: 409, body: { suggestion: 'essai-atelier-2' } });
    expect(again.body.error).toContain(`«${NB}services/essai-atelier-2${NB}»`);
    const notRoot = await call('POST', 'stories', { body: { folder: '', name: 'X', slug: 'x', contentType: 'hero' } });
    expect(notRoot.status).toBe(422);
    const badSlug = await call('POST', 'stories', {
      body: { folder: '', name: 'X', slug: 'Avec Espaces', contentType: 'page' },
    });
    expect(badSlug.status).toBe(400);
  });

  it('renames, moves (old address gone at once, both revalidated) and duplicates a page', async () => {
    await call('PUT', 'stories/essais/deplacer', { body: { content: pageContent(hero('Bouge')) } });
    await call('POST', 'stories/essais/deplacer/publish');
    const renamed = await call<{ story: StoryDetail }>('POST', 'stories/essais/deplacer/rename', {
      body: { name: 'Déplacée' },
    });
    expect(renamed.body.story).toMatchObject({ name: 'Déplacée', fullSlug: 'essais/deplacer' });

    revalidated.length = 0;
    const moved = await call<{ story: StoryDetail }>('POST', 'stories/essais/deplacer/move', {
      body: { folder: 'ailleurs', slug: 'deplacee' },
    });
    expect(moved.body.story).toMatchObject({ fullSlug: 'ailleurs/deplacee', status: 'published' });
    expect(revalidated).toEqual(expect.arrayContaining(['story:essais/deplacer', 'story:ailleurs/deplacee']));
    expect((await cdn('stories/essais/deplacer')).status).toBe(404);
    expect((await cdn('stories/ailleurs/deplacee')).status).toBe(200);
    const taken = await call('POST', 'stories/ailleurs/deplacee/move', { body: { folder: '', slug: 'accueil' } });
    expect(taken.status).toBe(409);

    const copy = await call<{ story: StoryDetail }>('POST', 'stories/ailleurs/deplacee/duplicate', {
      body: { folder: 'essais', slug: 'copie', name: 'Copie' },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.story).toMatchObject({
      fullSlug: 'essais/copie',
      status: 'draft',
      content: pageContent(hero('Bouge')),
    });
  });

  it('never deletes or moves a protected story, but renames it', async () => {
    for (const slug of ['home-page%2F', 'home-page/bertrange', 'config', 'templates/vehicle']) {
      const deleted = await call('DELETE', `stories/${slug}`);
      expect(deleted.status, slug).toBe(403);
      expect(deleted.body.error).toContain('protégée');
      expect((await call('POST', `stories/${slug}/move`, { body: { folder: 'ailleurs', slug: 'x' } })).status).toBe(
        403,
      );
    }
    const home = await call<{ story: StoryDetail }>('GET', 'stories/home-page%2F');
    expect(home.body.story).toMatchObject({ fullSlug: 'home-page/', protected: true });
    expect((await call('POST', 'stories/home-page/bertrange/rename', { body: { name: 'Bertrange' } })).status).toBe(
      200,
    );
  });

  it('deletes to the bin: gone from every public read at once, listed in the bin, restorable', async () => {
    const { body: listed } = await call<{ stories: StorySummary[] }>('GET', 'stories');
    const legal = listed.stories.find((s) => s.fullSlug === 'actualites/salon-auto-luxembourg')!;
    expect(legal.status).toBe('published');

    const deleted = await call<{ story: StorySummary; tags: string[] }>(
      'DELETE',
      'stories/actualites/salon-auto-luxembourg',
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.story.deletedAt).not.toBeNull();
    expect(revalidated).toContain('story:actualites/salon-auto-luxembourg');
    expect((await cdn('stories/actualites/salon-auto-luxembourg')).status).toBe(404);
    expect((await cdn('stories/actualites/salon-auto-luxembourg?version=draft', 'preview')).status).toBe(404);
    expect((await cdn(`stories/${legal.uuid}?find_by=uuid`)).status).toBe(404);
    const list = await cdn('stories?starts_with=actualites/&per_page=100');
    expect((list.body.stories as { full_slug: string }[]).map((s) => s.full_slug)).not.toContain(
      'actualites/salon-auto-luxembourg',
    );
    const links = await cdn('links');
    expect(Object.keys(links.body.links as object)).not.toContain(legal.uuid);
    expect((await call('GET', 'stories/actualites/salon-auto-luxembourg')).status).toBe(404);

    const bin = await call<{ stories: StorySummary[] }>('GET', 'stories?bin=1');
    expect(bin.body.stories.map((s) => s.fullSlug)).toEqual(['actualites/salon-auto-luxembourg']);

    const restored = await call<{ story: StorySummary }>('POST', `bin/${legal.id}/restore`);
    expect(restored.body.story).toMatchObject({
      fullSlug: 'actualites/salon-auto-luxembourg',
      deletedAt: null,
      status: 'published',
    });
    expect((await cdn('stories/actualites/salon-auto-luxembourg')).status).toBe(200);
    expect((await call('POST', `bin/${legal.id}/restore`)).status).toBe(404);
  });

  it('gives a binned story its address back, and refuses to restore it over the page that took it', async () => {
    await call('PUT', 'stories/essais/corbeille', { body: { content: pageContent(hero('Ancienne')) } });
    const binned = await call<{ story: StorySummary }>('DELETE', 'stories/essais/corbeille');
    const created = await call('POST', 'stories', {
      body: { folder: 'essais', name: 'Nouvelle', slug: 'corbeille', contentType: 'page' },
    });
    expect(created.status).toBe(201);
    const refused = await call('POST', `bin/${binned.body.story.id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('essais/corbeille');
    await call('DELETE', 'stories/essais/corbeille');
    const bin = await call<{ stories: StorySummary[] }>('GET', 'stories?bin=1');
    expect(bin.body.stories.filter((s) => s.fullSlug === 'essais/corbeille')).toHaveLength(2);
  });
});

describe('presence', () => {
  it('shows each session the others that had the story open in the last 30 s, and forgets one that leaves', async () => {
    const beat = (sessionId: string, headers: Record<string, string>, leaving?: boolean) =>
      call<{ others: { sessionId: string; author: string }[] }>('POST', 'stories/accueil/presence', {
        body: { sessionId, ...(leaving ? { leaving } : {}) },
        headers,
      });
    expect((await beat('session-aaaa', STUDIO)).body.others).toEqual([]);
    expect((await beat('session-bbbb', OTHER)).body.others).toEqual([
      { sessionId: 'session-aaaa', author: EDITOR, since: expect.any(String) },
    ]);
    expect((await beat('session-aaaa', STUDIO)).body.others.map((o) => o.author)).toEqual([OTHER_EDITOR]);
    await beat('session-bbbb', OTHER, true);
    expect((await beat('session-aaaa', STUDIO)).body.others).toEqual([]);
    expect((await beat('court', STUDIO)).status).toBe(400);
  });
});
