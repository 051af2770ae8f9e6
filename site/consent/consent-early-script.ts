import { createHash } from 'node:crypto';
import { CONSENT_COOKIE, CONSENT_VALUE_PATTERN } from './consent-cookie';

/**
 * The banner is in the server's HTML, so a first visit paints it with the page instead of after the
 * scripts (it was the largest paint of a first visit). It shows only once this inline script, run
 * before the body is painted, has found no stored choice: a returning visitor never sees it flash, and a
 * visitor without JavaScript (nothing optional can load) is not asked. Hydration then takes over.
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';

export const CONSENT_EARLY_SCRIPT = `if(!/(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_VALUE_PATTERN.source.slice(1, -1)}(?:;|$)/.test(document.cookie))document.documentElement.setAttribute(${JSON.stringify(CONSENT_ASK_ATTRIBUTE)},'')`;

/** Its CSP hash: pages rendered per request allow scripts by nonce, and this one by its hash. */
export const CONSENT_EARLY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(CONSENT_EARLY_SCRIPT).digest('base64')}'`;
