import { describe, expect, it } from 'vitest';
import { MAX_FORM_POST_BYTES, mayCallServerAction, refuseFormPost } from '@/server/form-post-guard';
import { MAX_APPLICATION_POST_BYTES } from '@/site/http/form-post-limits';

const HOST = 'autopolis.lu';
const post = (headers: Record<string, string> = {}, url = '/contact', method = 'POST') => ({
  method,
  url,
  headers: { host: HOST, 'content-length': '100', ...headers },
});
const status = (request: ReturnType<typeof post>) => refuseFormPost(request)?.status ?? null;

describe('refuseFormPost', () => {
  it('lets a form posted from the site itself through', () => {
    expect(status(post())).toBeNull();
    expect(status(post({ origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' }))).toBeNull();
    // Behind a proxy, Next.js compares the origin with X-Forwarded-Host: so does the guard.
    expect(
      status(post({ origin: 'https://www.autopolis.lu', 'x-forwarded-host': 'www.autopolis.lu, inner' })),
    ).toBeNull();
  });

  it('refuses a post from another site with 403 and a page in French', () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: `https://${HOST}.evil.example` },
      { origin: 'null' },
      { origin: 'not a url' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'Cross-Site', origin: `https://${HOST}` },
    ];
    for (const headers of foreign) {
      const refusal = refuseFormPost(post(headers));
      expect(refusal?.status, JSON.stringify(headers)).toBe(403);
      expect(refusal?.headers['Content-Type']).toBe('text/html; charset=utf-8');
      expect(refusal?.headers['X-Content-Type-Options']).toBe('nosniff');
      expect(refusal?.body).toContain('<html lang="fr-LU">');
      expect(refusal?.body).toContain('Envoi refusé');
    }
  });

  it('refuses a body over the limit (413) or of unknown length (411)', () => {
    expect(status(post({ 'content-length': String(MAX_FORM_POST_BYTES) }))).toBeNull();
    expect(status(post({ 'content-length': String(MAX_FORM_POST_BYTES + 1) }))).toBe(413);
    const chunked = post({ 'transfer-encoding': 'chunked' });
    delete (chunked.headers as Record<string, string>)['content-length'];
    expect(status(chunked)).toBe(411);
    const empty = post();
    delete (empty.headers as Record<string, string>)['content-length'];
    expect(status(empty)).toBeNull();
  });

  it('takes a job application’s two 5 MB documents on an advert’s page only', () => {
    const application = String(MAX_APPLICATION_POST_BYTES);
    expect(status(post({ 'content-length': application }, '/carrieres/mecanicien-automobile-bertrange'))).toBeNull();
    expect(status(post({ 'content-length': String(MAX_APPLICATION_POST_BYTES + 1) }, '/carrieres/x'))).toBe(413);
    expect(status(post({ 'content-length': application }, '/contact'))).toBe(413);
    expect(status(post({ 'content-length': application }, '/carrieres/x/y'))).toBe(413);
  });

  it('leaves the API and other methods to their own checks, but not a post naming an action', () => {
    const foreign = { origin: 'https://evil.example' };
    expect(status(post(foreign, '/api/revalidate'))).toBeNull();
    // The studio's login form, posted without JavaScript (no action header), is a page's form like any other.
    expect(status(post(foreign, '/studio/connexion'))).toBe(403);
    expect(status(post(foreign, '/contact', 'GET'))).toBeNull();
    expect(status(post({ ...foreign, 'next-action': 'abc' }, '/studio/pages/contact'))).toBe(403);
    expect(mayCallServerAction(post({}, '/stock?x=/api/'))).toBe(true);
    expect(mayCallServerAction(post({}, '/api/content/v2/cdn/stories'))).toBe(false);
  });

  it('guards the stock alert form’s route like a page’s form: another site cannot ask for alerts', () => {
    expect(status(post({ 'sec-fetch-site': 'cross-site' }, '/api/alertes'))).toBe(403);
    expect(status(post({ origin: 'https://evil.example' }, '/api/alertes?x=1'))).toBe(403);
    expect(status(post({ 'sec-fetch-site': 'same-origin', origin: `https://${HOST}` }, '/api/alertes'))).toBeNull();
    expect(status(post({ 'content-length': String(MAX_FORM_POST_BYTES + 1) }, '/api/alertes'))).toBe(413);
    // A mail client's one-click unsubscribe comes from no page at all, and carries its signed token.
    expect(status(post({ origin: 'https://mail.example' }, '/api/alertes/abc/desabonner'))).toBeNull();
  });
});
