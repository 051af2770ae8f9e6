// Relative: next.config.ts loads this file, and its loader resolves `@/` from the project root, not from here.
import { CONSENT_EARLY_SCRIPT_HASH } from '../consent/consent-early-script';

/**
 * The visual editor that frames the site in preview: Storyblok's app, or the origin in
 * STORYBLOK_EDITOR_ORIGIN (Storyblok's beta app, or a local stand-in for the editor in tests). Only an
 * origin is taken from it: a path or anything after it would widen the policy.
 */
export const STORYBLOK_EDITOR_ORIGIN = editorOrigin(process.env.STORYBLOK_EDITOR_ORIGIN);

export function editorOrigin(configured: string | undefined): string {
  if (!configured) return 'https://app.storyblok.com';
  const url = URL.canParse(configured) ? new URL(configured) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== configured.replace(/\/$/, '')) {
    throw new Error(`STORYBLOK_EDITOR_ORIGIN must be an origin such as https://app.storyblok.com, not "${configured}"`);
  }
  return url.origin;
}

export type PolicyOptions = {
  /** Set on responses rendered for this request: scripts need it. Cached pages have none (see below). */
  nonce: string | null;
  /** Google Maps is loaded (NEXT_PUBLIC_GOOGLE_MAPS_API_KEY is set). */
  maps: boolean;
  /** Draft mode: the Storyblok bridge runs. */
  preview: boolean;
  /** The page frames pages of this origin (the studio shows a block at three widths). */
  framesSelf?: boolean;
  /** Google Tag Manager's and Sentry's origins: configured and accepted by the visitor (analytics consent). */
  analytics?: { gtm: string | null; sentry: string | null };
  /** `next dev`: React needs eval for its debugging aids. */
  development: boolean;
  https: boolean;
};

const MAPS_SCRIPTS = ['https://maps.googleapis.com'];
const MAPS_IMAGES = [
  'https://maps.googleapis.com',
  'https://maps.gstatic.com',
  'https://*.googleapis.com',
  'https://*.gstatic.com',
];
/** Where Google's tags send their hits (Google's CSP guide for Tag Manager and GA4). */
const GOOGLE_TAG_HITS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * The Content-Security-Policy of a page. A response rendered for its request gets a nonce and
 * `'strict-dynamic'`: only scripts Next.js marked with this request's nonce (and what they load) run, and
 * the root layout's consent script by its hash.
 * A page served from the render cache was rendered once for everyone, so no per-request nonce can be
 * in its HTML: its scripts are limited to this origin (and Maps when enabled), with inline scripts
 * allowed — it holds no request input to inject. Everything else is locked the same way for both.
 */
export function pagePolicy(options: PolicyOptions): string {
  const { nonce, maps, preview, framesSelf = false, analytics, development, https } = options;
  const gtm = analytics?.gtm ? [analytics.gtm, ...GOOGLE_TAG_HITS] : [];
  const sentry = analytics?.sentry ? [analytics.sentry] : [];
  const scripts = nonce
    ? [`'nonce-${nonce}'`, CONSENT_EARLY_SCRIPT_HASH, "'strict-dynamic'"]
    : ["'self'", "'unsafe-inline'", ...(maps ? MAPS_SCRIPTS : []), ...(analytics?.gtm ? [analytics.gtm] : [])];
  if (development) scripts.push("'unsafe-eval'");
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scripts],
    // React renders `style` attributes, which nonces cannot cover.
    ['style-src', "'self'", "'unsafe-inline'", ...(maps ? ['https://fonts.googleapis.com'] : [])],
    ['img-src', "'self'", 'data:', 'blob:', 'https://a.storyblok.com', ...(maps ? MAPS_IMAGES : []), ...gtm],
    ['font-src', "'self'", ...(maps ? ['https://fonts.gstatic.com'] : [])],
    [
      'connect-src',
      "'self'",
      ...(maps ? ['https://maps.googleapis.com'] : []),
      ...(preview ? [STORYBLOK_EDITOR_ORIGIN, 'https://api.storyblok.com'] : []),
      ...gtm,
      ...sentry,
    ],
    [
      'frame-src',
      ...(framesSelf ? ["'self'"] : []),
      ...(preview ? [STORYBLOK_EDITOR_ORIGIN] : []),
      ...(framesSelf || preview ? [] : ["'none'"]),
    ],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'", STORYBLOK_EDITOR_ORIGIN],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** API answers are data: nothing in them may run, load or be framed. */
export const API_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
