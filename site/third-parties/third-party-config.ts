/**
 * Google Tag Manager and Sentry, as configured by the environment of the running server (read at run
 * time, not inlined at build: one build serves every environment). A value that is set but malformed
 * stops the server with a message rather than silently sending nothing.
 */
export type GtmConfig = { id: string; origin: string };
export type SentryConfig = { dsn: string; environment: string; origin: string };
export type ThirdPartyConfig = { gtm: GtmConfig | null; sentry: SentryConfig | null };

type Env = Record<string, string | undefined>;

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** Google's address; a first-party server-side tagging domain replaces it (GTM_ORIGIN). */
export const DEFAULT_GTM_ORIGIN = 'https://www.googletagmanager.com';

export function readThirdPartyConfig(env: Env): ThirdPartyConfig {
  return { gtm: readGtm(env), sentry: readSentry(env) };
}

function readGtm(env: Env): GtmConfig | null {
  const id = env.NEXT_PUBLIC_GTM_ID?.trim();
  if (!id) return null;
  if (!GTM_ID.test(id)) throw new Error(`NEXT_PUBLIC_GTM_ID must look like GTM-XXXXXXX, not "${id}"`);
  return { id, origin: originOf('GTM_ORIGIN', env.GTM_ORIGIN?.trim() || DEFAULT_GTM_ORIGIN) };
}

function readSentry(env: Env): SentryConfig | null {
  const dsn = env.NEXT_PUBLIC_SENTRY_DSN?.trim();
  const environment = env.NEXT_PUBLIC_SENTRY_ENVIRONMENT?.trim();
  // Both or nothing: a DSN without an environment would mix production and test events.
  if (!dsn || !environment) return null;
  const url = URL.canParse(dsn) ? new URL(dsn) : null;
  if (!url || !url.username || !/\/\d+$/.test(url.pathname)) {
    throw new Error('NEXT_PUBLIC_SENTRY_DSN must be a Sentry DSN such as https://key@o1.ingest.sentry.io/123');
  }
  return { dsn, environment, origin: originOf('NEXT_PUBLIC_SENTRY_DSN', url.origin) };
}

function originOf(name: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`${name} must be an http(s) origin, not "${value}"`);
  return url.origin;
}

let cached: ThirdPartyConfig | undefined;

/** The configuration of this process (computed names keep Next from inlining build-time values). */
export function thirdPartyConfig(): ThirdPartyConfig {
  cached ??= readThirdPartyConfig(process.env);
  return cached;
}
