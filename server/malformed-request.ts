import { t, type MessageKey } from '@/i18n/translate';
import { API_POLICY } from '@/site/http/content-security-policy';
import { SECURITY_HEADERS } from '@/site/http/security-headers';

/** Methods the site answers; TRACE, TRACK and CONNECT (and inventions) are refused before Next.js sees them. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

/**
 * Longer request targets are junk here (real addresses stay under 2 KB). Redirects echo the target in
 * `Location` (and Next.js's in `Refresh: 0;url=…` too): refused above this, no header line of theirs reaches
 * 8 KB, which proxies and CDNs in front commonly refuse (a 502 instead of the redirect).
 */
export const MAX_URL_LENGTH = 8000;

/**
 * The headers of every answer written here or in server.ts (next.config.ts's `headers()` never sees them):
 * the security headers, and a policy under which the small page of a refusal can run and load nothing.
 */
export const OWN_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
  'Content-Security-Policy': API_POLICY,
});

export type Refusal = { status: 400 | 405 | 414; headers: Record<string, string>; body: string };

/** A page of its own (Next.js never sees the request), in the catalogue's words. */
export const refusalPage = (title: MessageKey, text: MessageKey) =>
  `<!doctype html><html lang="fr-LU"><head><meta charset="utf-8"><title>${t(title)}</title></head><body><main><h1>${t(title)}</h1><p>${t(text)}</p><p><a href="/">${t('error.backToHome')}</a></p></main></body></html>`;
const page = refusalPage;

/**
 * The answer to a request Next.js cannot handle (it answers 500 to both), or null: an unsupported method
 * gets 405 with `Allow`; a path that is not valid percent-encoding (`/%`, `/%E0%A4%A`) gets 400; an
 * address over 8 KB gets 414.
 */
export function refuseMalformed(method: string | undefined, url: string | undefined): Refusal | null {
  const html = { ...OWN_ANSWER_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
  if (!method || !ALLOWED.has(method)) {
    return {
      status: 405,
      headers: { ...html, Allow: ALLOWED_METHODS.join(', ') },
      body: page('error.methodNotAllowedTitle', 'error.methodNotAllowedText'),
    };
  }
  if ((url ?? '').length > MAX_URL_LENGTH) {
    return {
      status: 414,
      headers: html,
      body: page('error.addressTooLongTitle', 'error.addressTooLongText'),
    };
  }
  const path = (url ?? '/').split('?')[0]!;
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return {
      status: 400,
      headers: html,
      body: page('error.addressMalformedTitle', 'error.addressMalformedText'),
    };
  }
}

/** `http://host` at the start of an absolute-form target (`GET http://host/path HTTP/1.1`). */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#\\]*/i;

/**
 * The 308 to the same address with backslashes made slashes and repeated slashes made one (`//stock` →
 * `/stock`), or null. Next.js sends the same redirect, but before its configured headers: answered
 * here, it carries them. The query is kept as sent; the `Location` is relative, so never another host. An
 * absolute-form target is sent to its path: Next.js took its `://` for repeated slashes and redirected it
 * to itself.
 */
export function repeatedSlashRedirect(
  url: string | undefined,
): { status: 308; headers: Record<string, string> } | null {
  const target = (url ?? '').replace(ABSOLUTE_FORM, '');
  const [path = '', ...query] = target.split('?');
  if (target === (url ?? '') && !/\\|\/\//.test(path)) return null;
  const location = [
    path
      .replace(/\\/g, '/')
      .replace(/\/\/+/g, '/')
      .replace(/^(?!\/)/, '/'),
    ...query,
  ]
    .join('?')
    // Node.js reads the target's bytes as Latin-1; a header carries them percent-encoded, as a browser would.
    .replace(/[^\x21-\x7e]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return { status: 308, headers: { ...OWN_ANSWER_HEADERS, Location: location } };
}
