import { t } from '@/i18n/translate';
import { sitePaths } from '@/services/routing/site-paths';

/** The consent panel's words, translated on the server (the client bundle has no catalogue). */
export type ConsentLabels = Record<
  | 'title'
  | 'text'
  | 'acceptAll'
  | 'rejectAll'
  | 'customise'
  | 'save'
  | 'saved'
  | 'categories'
  | 'necessary'
  | 'necessaryHint'
  | 'analytics'
  | 'analyticsHint'
  | 'marketing'
  | 'marketingHint'
  | 'policyLink',
  string
>;

const KEYS = [
  'title',
  'text',
  'acceptAll',
  'rejectAll',
  'customise',
  'save',
  'saved',
  'categories',
  'necessary',
  'necessaryHint',
  'analytics',
  'analyticsHint',
  'marketing',
  'marketingHint',
  'policyLink',
] as const;

export function consentLabels(): ConsentLabels {
  return Object.fromEntries(KEYS.map((key) => [key, t(`consent.${key}`)])) as ConsentLabels;
}

/** The story that explains the cookies and holds the settings form (seed: `cookies`). */
export const COOKIE_POLICY_PATH = sitePaths().cookies;
