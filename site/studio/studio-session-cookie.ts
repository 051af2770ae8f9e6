/** The studio's session cookie: an opaque random token (services/staff/sessions.ts keeps only its hash). */
export const STUDIO_SESSION_COOKIE = 'autopolis_studio';

/**
 * HttpOnly (no script reads it), SameSite=Lax (another site's POST does not carry it), Secure over https,
 * for the whole site (the management API lives under /api). No Max-Age: the server ends it after 12 h idle.
 */
export function studioCookieOptions(https: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: https, path: '/' };
}

/** The token in a `Cookie` header, or undefined. */
export function studioTokenFromCookies(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STUDIO_SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
