import { z } from 'zod';
import type { Locale } from '@/site/i18n/locales';

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

const segment = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a lower-case path segment');
const overridesSchema = z.record(
  z.string(),
  z.object({ stock: segment, locations: segment, interest: segment, testDrive: segment }).partial(),
);

/**
 * Public runtime configuration: NEXT_PUBLIC_ROUTE_SEGMENTS may override segments per locale, as JSON,
 * e.g. {"fr-lu":{"locations":"sites"}}. Read at build time (NEXT_PUBLIC_ values are inlined).
 */
function parseOverrides(raw: string | undefined): Record<string, Partial<RouteSegments>> {
  if (!raw) return {};
  const parsed = overridesSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`NEXT_PUBLIC_ROUTE_SEGMENTS is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function routeSegments(locale: Locale, rawOverrides = process.env.NEXT_PUBLIC_ROUTE_SEGMENTS): RouteSegments {
  return { ...DEFAULT_ROUTE_SEGMENTS, ...BUILT_IN[locale], ...parseOverrides(rawOverrides)[locale] };
}
