import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_MODE_COOKIE } from '@/framework/next-internals';

// Draft mode needs Next.js's request scope; record whether the route turned it on, and the cookies it set.
type SetCookie = { name: string; value: string; options: Record<string, unknown> };
const draft = vi.hoisted(() => ({ enabled: false, cookies: [] as SetCookie[] }));
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    enable: () => {
      draft.enabled = true;
      draft.cookies.push({ name: DRAFT_MODE_COOKIE, value: 'bypass-id', options: {} });
    },
    disable: () => (draft.enabled = false),
  }),
  cookies: async () => ({
    get: (name: string) => draft.cookies.findLast((cookie) => cookie.name === name),
    set: (name: string, value: string, options: Record<string, unknown>) =>
      draft.cookies.push({ name, value, options }),
  }),
}));

// Without STORYBLOK_PREVIEW_TOKEN sessions are signed with a secret the site keeps in its database.
vi.mock('@/services/staff/site-secrets', () => ({ siteSecret: async () => 'a-site-secret' }));
// One studio session, an éditeur's; any other token signs nobody in.
const SESSION = 'a'.repeat(43);
vi.mock('@/services/staff/sessions', () => ({
  signedInAccount: async (token: string | undefined) =>
    token === SESSION ? { id: 1, email: 'edith@example.lu', name: 'Édith', role: 'editeur', siteIds: [] } : null,
}));

const { GET } = await import('@/app/studio/apercu/route');

const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
  draft.enabled = false;
  draft.cookies = [];
});

const SIGNED_IN = { cookie: `autopolis_studio=${SESSION}` };
const basic = (password: string) => `Basic ${Buffer.from(`editeur:${password}`).toString('base64')}`;
const entry = (slug: string, headers: Record<string, string> = SIGNED_IN) =>
  new Request(`http://127.0.0.1/studio/apercu?${new URLSearchParams({ slug })}`, { headers });

describe('GET /studio/apercu', () => {
  it('turns draft mode on for the studio, for a working day, and redirects to the page on this site', async () => {
    Object.assign(process.env, { NODE_ENV: 'production' });
    const response = await GET(entry('/contact?x=1', { ...SIGNED_IN, 'sec-fetch-site': 'same-origin' }));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/contact?x=1');
    expect(draft.enabled).toBe(true);
    // Partitioned cookies serve both frames: Storyblok's cross-site one and the studio's same-origin one.
    const options = { httpOnly: true, sameSite: 'none', secure: true, partitioned: true, path: '/', maxAge: 8 * 3600 };
    expect(draft.cookies.findLast((c) => c.name === DRAFT_MODE_COOKIE)?.options).toEqual(options);
    const session = draft.cookies.findLast((c) => c.name === 'autopolis_live_edit');
    expect(session?.options).toEqual(options);
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/);
  });

  it('never redirects off the site', async () => {
    Object.assign(process.env, { NODE_ENV: 'production' });
    for (const slug of ['//evil.example', 'https://evil.example', '/\\evil.example', '/%5Cevil.example']) {
      const location = (await GET(entry(slug))).headers.get('location') ?? '';
      expect(new URL(location, 'http://127.0.0.1').origin, slug).toBe('http://127.0.0.1');
      expect(location, slug).not.toMatch(/^\/\/|\\/);
    }
  });

  it('does not exist without a studio session, nor for the retired STUDIO_PASSWORD still set', async () => {
    Object.assign(process.env, { NODE_ENV: 'production', STUDIO_PASSWORD: 'studio-password' });
    expect((await GET(entry('/contact', {}))).status).toBe(404);
    expect((await GET(entry('/contact', { cookie: `autopolis_studio=${'b'.repeat(43)}` }))).status).toBe(404);
    expect((await GET(entry('/contact', { authorization: basic('studio-password') }))).status).toBe(404);
    expect(draft.enabled).toBe(false);
    expect(draft.cookies).toEqual([]);
  });

  it('is refused when another site sends the editor’s browser there', async () => {
    Object.assign(process.env, { NODE_ENV: 'production' });
    for (const from of ['cross-site', 'same-site']) {
      const response = await GET(entry('/contact', { ...SIGNED_IN, 'sec-fetch-site': from }));
      expect(response.status, from).toBe(403);
    }
    expect(draft.enabled).toBe(false);
    // Typed in the address bar: the browser says `none`.
    expect((await GET(entry('/contact', { ...SIGNED_IN, 'sec-fetch-site': 'none' }))).status).toBe(307);
  });
});
