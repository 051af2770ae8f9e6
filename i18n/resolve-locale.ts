import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

/**
 * The visitor's locale: the path prefix (`/fr-lu/...`) first, then the NEXT_LOCALE cookie, then the
 * best Accept-Language match (`fr-LU`, then any `fr`), else fr-lu.
 */
export function resolveLocale(input: { pathname: string; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  const prefix = input.pathname.split('/')[1]?.toLowerCase();
  if (isLocale(prefix)) return prefix;
  if (isLocale(input.cookie)) return input.cookie.toLowerCase() as Locale;
  return matchAcceptLanguage(input.acceptLanguage ?? '') ?? DEFAULT_LOCALE;
}

/** The path prefix locale, if the path starts with one. */
export function localePrefix(pathname: string): Locale | null {
  const prefix = pathname.split('/')[1]?.toLowerCase();
  return isLocale(prefix) ? prefix : null;
}

function matchAcceptLanguage(header: string): Locale | null {
  const ranges = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranges) {
    const exact = LOCALES.find((l) => l === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const sameLanguage = LOCALES.find((l) => l.split('-')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}
