import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

type LocaleInput = { pathname: string; cookie?: string | null; acceptLanguage?: string | null };

/**
 * The visitor's locale: the path prefix (`/fr-lu/...`) first, then the NEXT_LOCALE cookie, then the
 * best Accept-Language match (`fr-LU`, then any `fr`), else fr-lu.
 */
export function resolveLocale(input: LocaleInput): Locale {
  return resolveLocaleAmong(input, LOCALES, DEFAULT_LOCALE);
}

/**
 * `resolveLocale` over any list of (lower-case) locales and fallback. The site has one locale, with which
 * every answer is fr-lu; the tests check the order of the rules with several.
 */
export function resolveLocaleAmong<L extends string>(input: LocaleInput, locales: readonly L[], fallback: L): L {
  const known = (value: string | null | undefined): L | undefined => locales.find((l) => l === value?.toLowerCase());
  const prefix = known(input.pathname.split('/')[1]);
  if (prefix) return prefix;
  const cookie = known(input.cookie);
  if (cookie) return cookie;
  return matchAcceptLanguage(input.acceptLanguage ?? '', locales) ?? fallback;
}

/** The path prefix locale, if the path starts with one. */
export function localePrefix(pathname: string): Locale | null {
  const prefix = pathname.split('/')[1]?.toLowerCase();
  return isLocale(prefix) ? prefix : null;
}

/**
 * The best of `locales` for an Accept-Language header, null for none: the ranges by q-value (q=0 and malformed
 * ones left out, ties in header order), and for each the locale with that exact tag, else one of its language.
 */
export function matchAcceptLanguage<L extends string>(header: string, locales: readonly L[]): L | null {
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
    const exact = locales.find((l) => l === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const sameLanguage = locales.find((l) => l.split('-')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}
