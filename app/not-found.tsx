import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { locationBrands } from '@/services/locations/location';
import { NotFoundView } from '@/site/errors/not-found-view';
import { loadLocations } from '@/site/locations/load-locations';
import { loadConfig } from '@/site/page-data';
import { SiteShell } from '@/site/shell/site-shell';

const atBuild = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

/** The site settings for the shell, or null when they cannot be read (the 404 view still shows). */
async function configOrNull() {
  // The build prerenders a generic 404 and has no database; every real 404 renders on request with the shell.
  if (atBuild()) return null;
  return loadConfig('published').catch((error: unknown) => {
    console.error(error);
    return null;
  });
}

/** Which brands each site carries, to tell brand-not-found from location-not-found; empty when unreadable. */
async function carriedBrands(): Promise<Record<string, string[]>> {
  if (atBuild()) return {};
  const locations = await loadLocations('published').catch((error: unknown) => {
    console.error(error);
    return [];
  });
  return Object.fromEntries(locations.map((l) => [l.slug, locationBrands(l)]));
}

export default async function NotFound() {
  const [config, brands] = await Promise.all([configOrNull(), carriedBrands()]);
  const view = <NotFoundView locationBrands={brands} />;
  return config ? <SiteShell config={config}>{view}</SiteShell> : <main id="main">{view}</main>;
}
