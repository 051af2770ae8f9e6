import { describe, expect, it, vi } from 'vitest';
import {
  answerUnavailableOnDatabaseFault,
  fallbackView,
  viewHeaders,
  type UnavailableView,
} from '@/server/unavailable-answer';
import { fakeResponse, textOf } from '../fixtures/http/fake-response';
import { ERROR_DOCUMENT_ID, RSC_HEADER } from '@/framework/next-internals';

/** Messages a test puts in place of the French ones (to see them escaped); the others stay as they are. */
const overrides = vi.hoisted(() => new Map<string, string>());
vi.mock('@/i18n/translate', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/i18n/translate')>();
  return { ...actual, t: (...args: Parameters<typeof actual.t>) => overrides.get(args[0]) ?? actual.t(...args) };
});

const FAILED_PAGE = `<!DOCTYPE html><html id="${ERROR_DOCUMENT_ID}"><head></head><body></body></html>`;
const VIEW: UnavailableView = {
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from('<h1>Service momentanément indisponible</h1>'),
};

/** A page answer as Next.js starts it (status and headers set), with the replacement in place. */
function pageResponse(statusCode: number, databaseFailed: () => boolean) {
  const fake = fakeResponse({ 'content-type': 'text/html; charset=utf-8' });
  fake.res.statusCode = statusCode;
  answerUnavailableOnDatabaseFault(fake.res, { databaseFailed, view: () => Promise.resolve(VIEW) });
  return fake;
}

describe('answerUnavailableOnDatabaseFault', () => {
  it('passes a streamed page the database did not break through, every chunk', () => {
    const { res, sent } = pageResponse(200, () => true);
    res.write('<html><head></head>');
    res.write('<body>42 véhicules');
    res.end('</body></html>');
    expect(sent).toEqual([
      { method: 'write', args: ['<html><head></head>', undefined, undefined] },
      { method: 'write', args: ['<body>42 véhicules'] },
      { method: 'end', args: ['</body></html>'] },
    ]);
  });

  it('decides at the first byte: a fault seen then replaces the whole answer', async () => {
    const databaseFailed = vi.fn().mockReturnValueOnce(true).mockReturnValue(false);
    const { res, sent } = pageResponse(500, databaseFailed);
    res.write(FAILED_PAGE.slice(0, 40));
    res.end(FAILED_PAGE.slice(40));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(res.statusCode).toBe(503);
    expect(sent[0]?.method).toBe('end');
    expect(textOf(sent[0]?.args[0])).toBe('<h1>Service momentanément indisponible</h1>');
  });
});

describe('viewHeaders', () => {
  it('keeps the view’s own headers, not those of its transfer nor its cookies', () => {
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'nonce-view'",
      'x-content-type-options': 'nosniff',
      'set-cookie': 'session=1',
      connection: 'keep-alive',
      'keep-alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      'content-encoding': 'gzip',
      'content-length': '1234',
      date: 'Mon, 23 Nov 2026 04:00:00 GMT',
      etag: '"abc"',
      vary: RSC_HEADER,
    });
    expect(viewHeaders(headers)).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'nonce-view'",
      'x-content-type-options': 'nosniff',
    });
  });
});

describe('fallbackView', () => {
  it('is a French page that runs and loads nothing, with every security header', () => {
    const { headers, body } = fallbackView();
    expect(headers).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    });
    const html = body.toString('utf8');
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="fr-LU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Service momentanément indisponible<\/title><\/head><body[ >]/,
    );
    expect(html).toMatch(
      /<body[^>]*><main id="main"><h1>Service momentanément indisponible<\/h1><p>Le site ne peut pas afficher cette page pour le moment\. Réessayez dans quelques instants\.<\/p><\/main><\/body><\/html>$/,
    );
  });

  it('escapes its texts as HTML', () => {
    overrides.set('error.serviceUnavailableTitle', 'Garage <Dupont> & fils');
    overrides.set('error.serviceUnavailableText', 'Revenez <b>bientôt</b> & merci');
    try {
      const html = fallbackView().body.toString('utf8');
      expect(html).toContain('<title>Garage &lt;Dupont&gt; &amp; fils</title>');
      expect(html).toContain(
        '<h1>Garage &lt;Dupont&gt; &amp; fils</h1><p>Revenez &lt;b&gt;bientôt&lt;/b&gt; &amp; merci</p>',
      );
    } finally {
      overrides.clear();
    }
  });
});
