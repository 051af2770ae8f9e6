import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_MODE_COOKIE } from '@/framework/next-internals';

// Draft mode needs Next.js's request scope; record whether the route turned it on, and the cookies it set.
type SetCookie = { name: string; value: string; options: Record<string, unknown> };
const draft = vi.hoisted(() => ({ enabled: false, cookies: [] as SetCookie[] }));
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    enable: () => {
      draft.enabled = true;
      // Next.js sets its draft cookie when draft mode is enabled.
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

const { GET } = await import('@/app/api/draft/route');

const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
  draft.enabled = false;
  draft.cookies = [];
});

function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}

function signedUrl(slug: string, token: string, space = '1', ts = Math.floor(Date.now() / 1000)) {
  const signature = createHash('sha1').update(`${space}:${token}:${ts}`).digest('hex');
  const query = new URLSearchParams({
    slug,
    '_storyblok_tk[space_id]': space,
    '_storyblok_tk[timestamp]': String(ts),
    '_storyblok_tk[token]': signature,
  });
  return `http://127.0.0.1/api/draft?${query}`;
}

describe('GET /api/draft', () => {
  it('does not exist in production without STORYBLOK_PREVIEW_TOKEN, whatever the link', async () => {
    setEnv({ NODE_ENV: 'production', STORYBLOK_PREVIEW_TOKEN: undefined, STORYBLOK_TOKEN: undefined });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const token of ['local', '', 'anything']) {
      const response = await GET(new Request(signedUrl('/contact', token)));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
    expect(draft.enabled).toBe(false);
    // The space id is set: nothing to tell the operator but the missing token, which is the normal production state.
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('does not fall back to the delivery token (STORYBLOK_TOKEN) as preview secret', async () => {
    setEnv({
      NODE_ENV: 'production',
      STORYBLOK_PREVIEW_TOKEN: undefined,
      STORYBLOK_TOKEN: 'delivery-token-0123456789',
      STORYBLOK_SPACE_ID: '1',
    });
    expect((await GET(new Request(signedUrl('/contact', 'delivery-token-0123456789')))).status).toBe(404);
    expect(draft.enabled).toBe(false);
  });

  it('is refused for a Storyblok space whose id is not configured', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setEnv({
      NODE_ENV: 'production',
      STORYBLOK_PREVIEW_TOKEN: 'preview-token-0123456789',
      STORYBLOK_TOKEN: 'delivery-token',
      STORYBLOK_SPACE_ID: undefined,
    });
    expect((await GET(new Request(signedUrl('/contact', 'preview-token-0123456789')))).status).toBe(404);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('STORYBLOK_SPACE_ID'));
    error.mockRestore();
  });

  it('turns draft mode on for a link signed with the preview token, and redirects to the page on this site', async () => {
    setEnv({
      NODE_ENV: 'production',
      STORYBLOK_PREVIEW_TOKEN: 'preview-token-0123456789',
      STORYBLOK_TOKEN: undefined,
      STORYBLOK_SPACE_ID: undefined,
    });
    const response = await GET(new Request(signedUrl('/contact?x=1', 'preview-token-0123456789')));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/contact?x=1');
    expect(draft.enabled).toBe(true);
    // Both cookies must survive inside the visual editor's cross-site iframe: partitioned, SameSite=None, Secure.
    const crossSite = {
      httpOnly: true,
      sameSite: 'none',
      secure: true,
      partitioned: true,
      path: '/',
      maxAge: 8 * 3600,
    };
    expect(draft.cookies.findLast((c) => c.name === DRAFT_MODE_COOKIE)).toEqual({
      name: DRAFT_MODE_COOKIE,
      value: 'bypass-id',
      options: crossSite,
    });
    const session = draft.cookies.findLast((c) => c.name === 'autopolis_live_edit');
    expect(session?.options).toEqual(crossSite);
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/);
  });

  it('refuses the old built-in secret and another space', async () => {
    setEnv({ NODE_ENV: 'production', STORYBLOK_PREVIEW_TOKEN: 'preview-token-0123456789', STORYBLOK_TOKEN: undefined });
    const refused = await GET(new Request(signedUrl('/contact', 'local')));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Invalid or expired preview token' });
    expect((await GET(new Request(signedUrl('/contact', 'preview-token-0123456789', '2')))).status).toBe(401);
    expect(draft.enabled).toBe(false);
  });
});
