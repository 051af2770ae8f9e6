/**
 * The visitor's cookie choices, kept 365 days in a first-party cookie that the proxy reads too (the
 * Content-Security-Policy admits analytics origins only once they are accepted). Necessary cookies need no
 * consent; analytics and marketing are off until chosen.
 */
export const CONSENT_COOKIE = 'site_consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type Consent = { analytics: boolean; marketing: boolean };
export const CONSENT_CATEGORIES = ['analytics', 'marketing'] as const;

/** A stored choice: a version, then analytics and marketing as 0 or 1. */
export const CONSENT_VALUE_PATTERN = /^v1\.a([01])\.m([01])$/;

/** The stored choice, or null when the visitor has not chosen (or the value is not ours). */
export function parseConsent(value: string | null | undefined): Consent | null {
  const match = CONSENT_VALUE_PATTERN.exec(value ?? '');
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : null;
}

export function serializeConsent({ analytics, marketing }: Consent): string {
  return `v1.a${analytics ? 1 : 0}.m${marketing ? 1 : 0}`;
}

/** The `Set-Cookie`/`document.cookie` string that stores a choice. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${serializeConsent(consent)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The consent cookie's value in a `Cookie` header or `document.cookie`. */
export function consentFromCookieHeader(header: string | null | undefined): Consent | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return parseConsent(rest.join('='));
  }
  return null;
}
