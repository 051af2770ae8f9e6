import { t, type MessageKey } from '@/i18n/translate';

/** Methods the site answers; TRACE, TRACK and CONNECT (and inventions) are refused before Next.js sees them. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

/** Longer request targets are junk here (real addresses stay under 2 KB); refusing them keeps them out of redirects' `Location`. */
export const MAX_URL_LENGTH = 8192;

export type Refusal = { status: 400 | 405 | 414; headers: Record<string, string>; body: string };

/** A page of its own (Next.js never sees the request), in the catalogue's words. */
const page = (title: MessageKey, text: MessageKey) =>
  `<!doctype html><html lang="fr-LU"><head><meta charset="utf-8"><title>${t(title)}</title></head><body><main><h1>${t(title)}</h1><p>${t(text)}</p><p><a href="/">${t('error.backToHome')}</a></p></main></body></html>`;

/**
 * The answer to a request Next.js cannot handle (it answers 500 to both), or null: an unsupported method
 * gets 405 with `Allow`; a path that is not valid percent-encoding (`/%`, `/%E0%A4%A`) gets 400; an
 * address over 8 KB gets 414.
 */
export function refuseMalformed(method: string | undefined, url: string | undefined): Refusal | null {
  const html = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
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
