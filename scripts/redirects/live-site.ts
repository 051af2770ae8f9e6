import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '../../db/client';
import { vehicles } from '../../db/schema';
import { contentClient } from '../../content/content-client';
import { LOCATIONS_FOLDER } from '../../content/content-folders';
import { fetchDatasourceEntries, fetchPublishedPageSlugs } from '../../content/redirect-sources';
import { vehiclePath } from '../../services/stock/vehicle-path';
import { DEFAULT_LOCALE } from '../../i18n/locales';
import { routeSegments } from '../../services/routing/route-segments';
import { makesOf, type SiteSources } from './seed-site';

/**
 * The site as the configured content service and database have it (the embedded ones by default, through
 * the running site's socket when it runs), or null when the content holds no page (a database never seeded).
 * Vehicles are read for the ids asked for only.
 */
export async function liveSite(): Promise<(Omit<SiteSources, 'vehicles'> & { vehicles: (ids: number[]) => Promise<Map<number, string>> }) | null> {
  const pageSlugs = await fetchPublishedPageSlugs();
  if (pageSlugs.length === 0) return null;
  const datasource = await fetchDatasourceEntries();
  const stories = await contentClient().getAll(
    'cdn/stories',
    { starts_with: LOCATIONS_FOLDER, content_type: 'location', version: 'published', per_page: 100 },
    'stories',
  );
  const locationSchema = z.object({ slug: z.string(), content: z.object({ brands_sold: z.unknown(), brands_serviced: z.unknown() }) });
  const locationBrands = new Map(z.array(locationSchema).parse(stories).map((s) => [s.slug, makesOf(s.content.brands_sold, s.content.brands_serviced)]));
  const stockSegment = routeSegments(DEFAULT_LOCALE).stock;
  return {
    pageSlugs,
    datasource,
    locationBrands,
    vehicles: async (ids) => {
      if (ids.length === 0) return new Map();
      const rows = await (await getDb())
        .select({ id: vehicles.id, make: vehicles.make, model: vehicles.model, trim: vehicles.trim })
        .from(vehicles)
        .where(inArray(vehicles.id, ids));
      return new Map(rows.map((row) => [row.id, vehiclePath(row, { stockSegment })]));
    },
  };
}
