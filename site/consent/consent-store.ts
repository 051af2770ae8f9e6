import { consentCookie, consentFromCookieHeader, type Consent } from './consent-cookie';

/** The browser's side of the consent cookie: read it, change it, and tell whoever listens. */
const CHANGE_EVENT = 'site:consent-change';
const OPEN_EVENT = 'site:consent-open';

let cached: { header: string; consent: Consent | null } | null = null;

export function readConsent(): Consent | null {
  const header = document.cookie;
  if (cached?.header !== header) cached = { header, consent: consentFromCookieHeader(header) };
  return cached.consent;
}

export function saveConsent(consent: Consent): void {
  document.cookie = consentCookie(consent, window.location.protocol === 'https:');
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeToConsent(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

/** Opens the banner's settings again (the footer's « Gérer les cookies »). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function subscribeToOpenRequests(onOpen: () => void): () => void {
  window.addEventListener(OPEN_EVENT, onOpen);
  return () => window.removeEventListener(OPEN_EVENT, onOpen);
}
