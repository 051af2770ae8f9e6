import { ConsentPanel } from './consent-panel';
import { COOKIE_POLICY_PATH, consentLabels } from './consent-labels';

/** The banner asking for cookie consent on a first visit; mounted once, in the site shell. */
export function ConsentBanner() {
  return <ConsentPanel mode="banner" labels={consentLabels()} policyHref={COOKIE_POLICY_PATH} />;
}
