import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveDraft } from '@/content/local-service/publishing';
import type { Database } from '@/db/client';
import type { AssetUsage, ManagedAsset } from '@/services/assets/asset-contract';
import { createAccount } from '@/services/staff/accounts';
import { createSession } from '@/services/staff/sessions';
import { STUDIO_SESSION_COOKIE } from '@/site/studio/studio-session-cookie';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The « Médiathèque » through its routes: the management API's /assets and the public /medias/… image route,
// on an in-memory database and a storage folder of this file's own.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));
vi.mock('next/cache', () => ({ revalidateTag: () => undefined }));

const ORIGIN = 'http://studio.test';
const TOKEN = 'vitest-management-token';
const BEARER = { authorization: `Bearer ${TOKEN}` };
/** An éditeur's session cookie, made in beforeAll. */
let studio = '';

let database: TestDatabase;
let folder: string;
let list: typeof import('@/app/api/content/manage/assets/route');
let one: typeof import('@/app/api/content/manage/assets/[id]/route');
let medias: typeof import('@/app/medias/[...path]/route');

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'media-library-'));
  vi.stubEnv('ASSETS_DIR', folder);
  vi.stubEnv('CONTENT_MANAGEMENT_TOKEN', TOKEN);
  vi.stubEnv('STORYBLOK_TOKEN', '');
  database = await openTestDatabase();
  testDb.current = Promise.resolve(database.db);
  const password = 'une phrase de passe assez longue';
  const editor = await createAccount(database.db, {
    email: 'edith@example.lu',
    name: 'Édith',
    role: 'editeur',
    password,
  });
  studio = `${STUDIO_SESSION_COOKIE}=${await createSession(database.db, editor.id)}`;
  list = await import('@/app/api/content/manage/assets/route');
  one = await import('@/app/api/content/manage/assets/[id]/route');
  medias = await import('@/app/medias/[...path]/route');
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await database?.close();
  await rm(folder, { recursive: true, force: true });
});

async function upload(bytes: Buffer, name: string, headers: Record<string, string> = BEARER, alt?: string) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  if (alt !== undefined) form.set('alt', alt);
  const response = await list.POST(
    new Request(`${ORIGIN}/api/content/manage/assets`, { method: 'POST', headers, body: form }),
  );
  return { status: response.status, body: (await response.json()) as { asset: ManagedAsset; error: string } };
}

async function call(method: 'GET' | 'PUT' | 'DELETE', id: number, body?: unknown) {
  const request = new Request(`${ORIGIN}/api/content/manage/assets/${id}`, {
    method,
    headers: { ...BEARER, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await one[method](request, { params: Promise.resolve({ id: String(id) }) });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as { asset: ManagedAsset; usage: AssetUsage[]; error: string },
  };
}

async function image(address: string, accept = 'image/avif,image/webp,*/*') {
  const url = new URL(address, ORIGIN);
  const segments = url.pathname
    .replace(/^\/medias\//, '')
    .split('/')
    .map(decodeURIComponent);
  return medias.GET(new Request(url, { headers: { accept } }), { params: Promise.resolve({ path: segments }) });
}

const photo = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .jpeg()
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 36/1 42/1' } })
    .toBuffer();

describe('upload', () => {
  it('keeps an image with its size, type and a stable address; the stored bytes have no GPS', async () => {
    const { status, body } = await upload(await photo(), 'Salle d’exposition été.JPG', BEARER, 'La salle');
    expect(status).toBe(201);
    expect(body.asset).toMatchObject({
      content_type: 'image/jpeg',
      width: 2400,
      height: 1600,
      alt: 'La salle',
      short_filename: 'salle-d-exposition-ete.jpg',
      created_by: 'API',
    });
    expect(body.asset.filename).toMatch(/^\/medias\/\d+\/2400x1600\/[0-9a-f]{16}\/salle-d-exposition-ete\.jpg$/);
    const [stored] = await readdir(path.join(folder, 'images'));
    const kept = await sharp(path.join(folder, 'images', stored!)).metadata();
    expect(kept.exif).toBeUndefined();
  });

  it('refuses an SVG with a script, in French, and keeps nothing', async () => {
    const before = await readdir(path.join(folder, 'images'));
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    const { status, body } = await upload(Buffer.from(svg), 'logo.svg');
    expect(status).toBe(422);
    expect(body.error).toBe('Ce SVG contient du contenu actif (<script>)\u202F: il est refusé.');
    expect(await readdir(path.join(folder, 'images'))).toEqual(before);
  });

  it('refuses a file that is no accepted image whatever its name (415)', async () => {
    const { status, body } = await upload(Buffer.from('%PDF-1.7 a document'), 'photo.jpg');
    expect(status).toBe(415);
    expect(body.error).toContain('JPEG, PNG, WebP, AVIF ou SVG');
  });

  it('answers a body that is no form, or a form without a file, with 400 (never a 5xx)', async () => {
    const json = await list.POST(
      new Request(`${ORIGIN}/api/content/manage/assets`, {
        method: 'POST',
        headers: { ...BEARER, 'content-type': 'application/json' },
        body: '{"file": "x"}',
      }),
    );
    expect(json.status).toBe(400);
    const empty = new FormData();
    empty.set('alt', 'sans fichier');
    const noFile = await list.POST(
      new Request(`${ORIGIN}/api/content/manage/assets`, { method: 'POST', headers: BEARER, body: empty }),
    );
    expect([noFile.status, ((await noFile.json()) as { error: string }).error]).toEqual([
      400,
      'Aucun fichier reçu (champ «\u202Ffile\u202F»).',
    ]);
    expect((await call('PUT', 1, [1, 2])).status).toBe(422);
  });

  it('refuses a studio upload from another site (the caller check of the management API)', async () => {
    const crossSite = { cookie: studio, 'sec-fetch-site': 'cross-site' };
    expect((await upload(await photo(), 'x.jpg', crossSite)).status).toBe(403);
    expect((await upload(await photo(), 'x.jpg', {})).status).toBe(401);
    const sameSite = { cookie: studio, 'sec-fetch-site': 'same-origin' };
    const fromStudio = await upload(await photo(), 'studio.jpg', sameSite);
    expect(fromStudio.status).toBe(201);
    expect(fromStudio.body.asset.created_by).toBe('Édith (edith@example.lu)');
  });
});

describe('search and edit', () => {
  it('finds images by name, title or alt text, and sets alt, title and a focus point inside the image', async () => {
    const { body } = await upload(await photo(), 'atelier-pneus.jpg');
    const found = await list.GET(new Request(`${ORIGIN}/api/content/manage/assets?search=PNEUS`, { headers: BEARER }));
    const listed = (await found.json()) as { assets: ManagedAsset[]; total: number };
    expect(listed.assets.map((asset) => asset.id)).toEqual([body.asset.id]);

    const edited = await call('PUT', body.asset.id, { alt: 'L’atelier', title: 'Pneus', focus: '600x400:601x401' });
    expect(edited.status).toBe(200);
    expect(edited.body.asset).toMatchObject({ alt: 'L’atelier', title: 'Pneus', focus: '600x400:601x401' });
    expect((await call('PUT', body.asset.id, { focus: '9000x1:9001x2' })).status).toBe(422);
    expect((await call('PUT', body.asset.id, { focus: 'centre' })).status).toBe(422);
    expect((await call('PUT', body.asset.id, { alt: '' })).body.asset.alt).toBeNull();
  });
});

describe('the image route', () => {
  it('serves only resized copies, in the format the browser takes, cached for a year', async () => {
    const { body } = await upload(await photo(), 'vitrine.jpg', BEARER, 'Vitrine');
    const address = body.asset.filename;

    const avif = await image(`${address}?w=640&q=75`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(avif.headers.get('vary')).toBe('Accept');
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(640);

    const webp = await image(`${address}?w=1200`, 'image/webp,*/*');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(1200);

    const jpeg = await image(`${address}?w=3840`, '*/*');
    const wide = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
    // Never wider than the image itself.
    expect([jpeg.headers.get('content-type'), wide.width]).toEqual(['image/jpeg', 2400]);

    // No width named: the default width, not the stored bytes.
    const plain = Buffer.from(await (await image(address, '*/*')).arrayBuffer());
    expect((await sharp(plain).metadata()).width).toBe(1920);
    const stored = await readdir(path.join(folder, 'images'));
    for (const name of stored) {
      expect(plain.equals(await readFile(path.join(folder, 'images', name)))).toBe(false);
    }
  });

  it('refuses other widths and qualities, and answers 404 to a stale hash or an unknown image', async () => {
    const { body } = await upload(await photo(), 'refus.jpg', BEARER, 'Refus');
    expect((await image(`${body.asset.filename}?w=641`)).status).toBe(400);
    expect((await image(`${body.asset.filename}?w=640&q=100`)).status).toBe(400);
    const stale = body.asset.filename.replace(/\/[0-9a-f]{16}\//, '/0123456789abcdef/');
    expect((await image(`${stale}?w=640`)).status).toBe(404);
    expect((await image('/medias/999999/10x10/0123456789abcdef/x.jpg?w=640')).status).toBe(404);
    expect((await image('/medias/../../etc/passwd')).status).toBe(404);
    // Past PostgreSQL's integer: « no such image », not a database error.
    expect((await image('/medias/9999999999/10x10/0123456789abcdef/x.jpg?w=640')).status).toBe(404);
    expect((await call('DELETE', 9_999_999_999)).status).toBe(404);
    expect((await call('GET', 2_147_483_648)).status).toBe(404);
  });

  it('serves a checked SVG as it is, with a policy that forbids scripts', async () => {
    const logo = '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40"/></svg>';
    const { body } = await upload(Buffer.from(logo), 'logo.svg', BEARER, 'Logo');
    expect(body.asset.filename).toMatch(/\/80x40\/[0-9a-f]{16}\/logo\.svg$/);
    const answer = await image(body.asset.filename);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer.headers.get('content-security-policy')).toContain('sandbox');
    expect(await answer.text()).toBe(logo);
  });
});

describe('where used, and delete', () => {
  it('lists the stories using an image and refuses to delete it until none does', async () => {
    const { body } = await upload(await photo(), 'heros.jpg', BEARER, 'Héros');
    const asset = body.asset;
    const hero = {
      _uid: 'h1',
      component: 'hero',
      title: 'Bienvenue',
      image: { id: asset.id, filename: asset.filename },
    };
    await saveDraft(database.db, 'essais/medias', { _uid: 'r1', component: 'page', body: [hero] });

    const used = await call('GET', asset.id);
    expect(used.body.usage).toEqual([
      expect.objectContaining({ fullSlug: 'essais/medias', inDraft: true, inPublished: false, inBin: false }),
    ]);
    const refused = await call('DELETE', asset.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Cette image est utilisée par une page\u202F: retirez-la d’abord.');
    expect((await image(`${asset.filename}?w=640`)).status).toBe(200);

    await saveDraft(database.db, 'essais/medias', { _uid: 'r1', component: 'page', body: [] });
    expect((await call('GET', asset.id)).body.usage).toEqual([]);
    expect((await call('DELETE', asset.id)).status).toBe(204);
    expect((await call('GET', asset.id)).status).toBe(404);
    expect((await image(`${asset.filename}?w=640`)).status).toBe(404);
    // Its variants went with it.
    const variants = await readdir(path.join(folder, 'variants')).catch(() => []);
    const key = asset.filename.split('/')[2];
    expect(variants.some((name) => name === key)).toBe(false);
  });

  it('does not count another image whose id starts the same (/medias/1/ is not /medias/12/)', async () => {
    const { body } = await upload(await photo(), 'autre.jpg', BEARER, 'Autre');
    const longer = `/medias/${body.asset.id}0/10x10/0123456789abcdef/x.jpg`;
    await saveDraft(database.db, 'essais/autre', { _uid: 'r2', component: 'page', body: [{ filename: longer }] });
    expect((await call('GET', body.asset.id)).body.usage).toEqual([]);
  });
});
