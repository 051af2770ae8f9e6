import type { APIRequestContext } from '@playwright/test';

/** Vehicle pages share one template: a few of them stand for all (first, middle, last of the sitemap). */
const VEHICLE_SAMPLE = 3;
const VEHICLE_PATH = /^\/stock\/\d+-/;

/** The paths of /sitemap.xml, with the vehicle pages reduced to a sample so a test visiting them all stays short. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const vehicles = paths.filter((path) => VEHICLE_PATH.test(path));
  const picks = new Set(
    Array.from({ length: Math.min(VEHICLE_SAMPLE, vehicles.length) }, (_, i) =>
      vehicles[Math.round((i * (vehicles.length - 1)) / Math.max(1, VEHICLE_SAMPLE - 1))]!,
    ),
  );
  return paths.filter((path) => !VEHICLE_PATH.test(path) || picks.has(path));
}
