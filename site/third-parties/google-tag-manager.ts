import type { GtmConfig } from './third-party-config';

/**
 * Loads Google Tag Manager (after analytics consent). A page served from the cache before the visitor
 * accepted has a Content-Security-Policy without GTM's origin: the browser refuses the script, and
 * `onBlocked` lets the next link load its page in full, with a policy that admits it (no reload under the
 * visitor's eyes).
 */
export function loadGoogleTagManager({ id, origin }: GtmConfig, onBlocked: () => void): void {
  if (document.querySelector('script[data-gtm]')) return;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${origin}/gtm.js?id=${encodeURIComponent(id)}`;
  script.dataset.gtm = id;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (!event.blockedURI.startsWith(origin)) return;
    document.removeEventListener('securitypolicyviolation', onViolation);
    onBlocked();
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  document.head.append(script);
}
