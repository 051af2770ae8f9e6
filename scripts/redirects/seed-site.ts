import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isPageStory } from '../../content/content-folders';
import { generateDemoStock } from '../../services/stock/demo/generate-demo-stock';
import { vehiclePath } from '../../services/stock/vehicle-path';
import { isMake, type Make } from '../../services/stock/stock-vocabulary';
import { DEFAULT_LOCALE } from '../../i18n/locales';
import { routeSegments } from '../../services/routing/route-segments';

/**
 * The site as `npm run db:seed` makes it, read from the repository without a database: the published page
 * stories of content/seed, the `redirects` datasource of content/seed/datasources, the brands each site
 * sells or services, and the demo stock. The offline truth `npm run redirects:check` and the end-to-end
 * test compare the redirect table with.
 */
export type SiteSources = {
  pageSlugs: string[];
  datasource: { name: string; value: string }[];
  /** Location slug → the makes it sells or services (what `/{brand}/concessions/{site}` needs). */
  locationBrands: Map<string, Make[]>;
  /** Vehicle id → its canonical page. */
  vehicles: Map<number, string>;
};

const SEED_DIR = path.join(process.cwd(), 'content', 'seed');

type StoryFile = { published?: boolean; content?: { component?: string; brands_sold?: unknown; brands_serviced?: unknown } };

export function seedSite(seedDir: string = SEED_DIR): SiteSources {
  const storiesDir = path.join(seedDir, 'stories');
  const pageSlugs: string[] = [];
  const locationBrands = new Map<string, Make[]>();
  for (const entry of readdirSync(storiesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.json') || entry.name === '_folder.json') continue;
    const relative = path.relative(storiesDir, path.join(entry.parentPath, entry.name)).split(path.sep);
    const base = relative.pop()!.slice(0, -'.json'.length);
    const fullSlug = base === 'index' && relative.length > 0 ? `${relative.join('/')}/` : [...relative, base].join('/');
    const story = JSON.parse(readFileSync(path.join(entry.parentPath, entry.name), 'utf8')) as StoryFile;
    if (story.published === false || !isPageStory({ fullSlug, content: story.content })) continue;
    pageSlugs.push(fullSlug);
    if (story.content?.component === 'location') locationBrands.set(base, makesOf(story.content.brands_sold, story.content.brands_serviced));
  }
  pageSlugs.sort();

  let datasource: { name: string; value: string }[] = [];
  try {
    const file = JSON.parse(readFileSync(path.join(seedDir, 'datasources', 'redirects.json'), 'utf8')) as { entries: { name: string; value: string }[] };
    datasource = file.entries.map(({ name, value }) => ({ name, value }));
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }

  const stockSegment = routeSegments(DEFAULT_LOCALE).stock;
  const vehicles = new Map<number, string>();
  for (const vehicle of generateDemoStock()) vehicles.set(vehicle.id, vehiclePath(vehicle, { stockSegment }));
  return { pageSlugs, datasource, locationBrands, vehicles };
}

export function makesOf(...lists: unknown[]): Make[] {
  return [...new Set(lists.flatMap((list) => (Array.isArray(list) ? list.filter(isMake) : [])))];
}
