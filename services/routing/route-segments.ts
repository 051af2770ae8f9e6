import type { Locale } from '@/i18n/locales';

/** Path segments that name a kind of page and differ per locale. */
export type RouteSegments = { stock: string; locations: string; interest: string; testDrive: string };
export type RouteSegmentKey = keyof RouteSegments;

export const DEFAULT_ROUTE_SEGMENTS: RouteSegments = {
  stock: 'stock',
  locations: 'locations',
  interest: 'interest',
  testDrive: 'test-drive',
};

const BUILT_IN: Record<Locale, Partial<RouteSegments>> = {
  'fr-lu': { stock: 'stock', locations: 'concessions', interest: 'interessee', testDrive: 'essai-routier' },
};

const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;
const KEYS = Object.keys(DEFAULT_ROUTE_SEGMENTS) as RouteSegmentKey[];

/**
 * Public runtime configuration: NEXT_PUBLIC_ROUTE_SEGMENTS may override segments per locale, as JSON,
 * e.g. {"fr-lu":{"locations":"sites"}}. Read at build time (NEXT_PUBLIC_ values are inlined).
 * Validated by hand, not with zod: this module also runs in the browser (error views) and must stay small.
 */
function parseOverrides(raw: string | undefined): Record<string, Partial<RouteSegments>> {
  if (!raw) return {};
  const fail = (why: string): never => {
    throw new Error(`NEXT_PUBLIC_ROUTE_SEGMENTS is invalid: ${why} (got ${raw})`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    fail('not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return fail('expected an object keyed by locale');
  const result: Record<string, Partial<RouteSegments>> = {};
  for (const [locale, overrides] of Object.entries(parsed)) {
    if (typeof overrides !== 'object' || overrides === null)
      return fail(`"${locale}" must map segment names to segments`);
    result[locale] = {};
    for (const [key, value] of Object.entries(overrides)) {
      if (!KEYS.includes(key as RouteSegmentKey)) fail(`unknown segment "${key}" (known: ${KEYS.join(', ')})`);
      if (typeof value !== 'string' || !SEGMENT.test(value))
        fail(`"${locale}.${key}" must be a lower-case path segment`);
      result[locale][key as RouteSegmentKey] = value as string;
    }
  }
  return result;
}

export function routeSegments(locale: Locale, rawOverrides = process.env.NEXT_PUBLIC_ROUTE_SEGMENTS): RouteSegments {
  return { ...DEFAULT_ROUTE_SEGMENTS, ...BUILT_IN[locale], ...parseOverrides(rawOverrides)[locale] };
}
