import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/site/i18n/locales';
import { localePrefix } from '@/site/i18n/resolve-locale';

/**
 * - `/fr-lu/...`: the visitor chose a locale; remember it in NEXT_LOCALE and serve the unprefixed address.
 * - A page opened by Storyblok's visual editor (`_storyblok_tk[...]` parameters): enter draft mode.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;

  if (searchParams.has('_storyblok_tk[token]') && !pathname.startsWith('/api/')) {
    const url = request.nextUrl.clone();
    url.pathname = '/api/draft';
    url.searchParams.set('slug', `${pathname}?${searchParams.toString()}`);
    return NextResponse.redirect(url, 307);
  }

  const locale = localePrefix(pathname);
  if (locale) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(locale.length + 1) || '/';
    const response = NextResponse.redirect(url, 301);
    response.cookies.set(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' });
    return response;
  }
  return NextResponse.next();
}

export const config = {
  // Static files and Next.js internals never need the proxy.
  matcher: ['/((?!_next/|assets/|fonts/|favicon.ico|sitemap.xml|robots.txt).*)'],
};
