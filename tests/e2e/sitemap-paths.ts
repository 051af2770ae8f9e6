import { expect, type APIRequestContext } from '@playwright/test';

/** Pages of one family (a brand's models, lease offers, articles, vehicles) share a template: a few stand for all. */
const FAMILY_SAMPLE = 3;
/** A section with more pages than this is a family of one template; smaller ones are visited whole. */
const FAMILY_MIN = 7;
const VEHICLE_PATH = /^\/stock\/\d+-/;

/** First, middle and last of a list. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

/**
 * The paths of /sitemap.xml, with each large family reduced to a sample (vehicles; under a first segment
 * with more than six pages, the pages below it), so a test visiting them in a browser stays short; every
 * other page is kept. With `editorial: 'all'`, only vehicles are sampled: every story page is kept (its
 * title and description are an editor's words, while a vehicle's are built to fit by vehicle-metadata.ts).
 */
export async function sitemapPaths(
  request: APIRequestContext,
  { editorial = 'sample' }: { editorial?: 'sample' | 'all' } = {},
): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const family = (path: string) =>
    VEHICLE_PATH.test(path) ? 'vehicle' : path.split('/').length > 2 ? path.split('/')[1]! : null;
  const families = new Map<string, string[]>();
  for (const path of paths) {
    const name = family(path);
    if (name) families.set(name, [...(families.get(name) ?? []), path]);
  }
  const kept = new Set(
    [...families.entries()].flatMap(([name, members]) =>
      name === 'vehicle' || (editorial === 'sample' && members.length >= FAMILY_MIN)
        ? spread(members, FAMILY_SAMPLE)
        : members,
    ),
  );
  return paths.filter((path) => family(path) === null || kept.has(path));
}

/** The first vehicle page the sitemap lists, so a test depends on no particular id. */
export async function firstVehiclePath(request: APIRequestContext): Promise<string> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const path = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .find((p) => VEHICLE_PATH.test(p));
  expect(path, 'the sitemap lists at least one vehicle (is the demo stock loaded?)').toBeTruthy();
  return path!;
}
