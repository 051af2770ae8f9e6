import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { getPublishedLinks } from '@/content/stories';
import { renderBlock } from '@/registry/render-blocks';
import type { SearchParams } from '@/registry/types';
import { loadLocation } from '@/site/locations/load-locations';
import { pageNotFound } from '@/site/errors/not-found-lifetime';
import { loadConfig, loadPage } from '@/site/page-data';
import { PreviewBridge } from '@/site/preview/preview-bridge';
import { breadcrumbTrail } from '@/site/seo/breadcrumb-trail';
import { JsonLd } from '@/site/seo/json-ld';
import { storyMetadata } from '@/site/seo/story-metadata';
import { structuredData } from '@/site/seo/structured-data';
import { vehicleMetadata } from '@/site/seo/vehicle-metadata';
import { vehicleStructuredData } from '@/site/seo/structured-data';
import { vehicleName } from '@/site/vehicles/vehicle-format';
import { pageVehicle } from '@/site/vehicles/vehicle-route';
import { Breadcrumbs } from '@/site/shell/breadcrumbs';
import { SiteShell } from '@/site/shell/site-shell';

/** No query: the cached page. The query route passes the request's parameters (stock filters...). */
const NO_QUERY: SearchParams = {};

async function contentVersion() {
  return (await draftMode()).isEnabled ? 'draft' : 'published';
}

/** Metadata of the story page at `segments`; `searchParams` make stock pages canonical to their filters. */
export async function storyPageMetadata(segments: string[], searchParams: SearchParams = NO_QUERY): Promise<Metadata> {
  const version = await contentVersion();
  const page = await loadPage(segments, version);
  if (!page) return {};
  const config = await loadConfig(version);
  return (await vehicleMetadata(page, config.site_name)) ?? storyMetadata(page, config.site_name, searchParams);
}

/** The story page at `segments`, in the site shell, with breadcrumbs and structured data; 404 when none. */
export async function StoryPage({ segments, searchParams = NO_QUERY }: { segments: string[]; searchParams?: SearchParams }) {
  const version = await contentVersion();
  const page = await loadPage(segments, version);
  if (!page) {
    console.warn(`Page Not Found: /${segments.join('/')}`);
    return pageNotFound();
  }
  const [config, links, vehicle] = await Promise.all([loadConfig(version), getPublishedLinks(), pageVehicle(page)]);
  const dealership = vehicle ? await loadLocation(vehicle.dealership, version) : null;
  const preview = version === 'draft';
  const { story } = page;
  const isHome = page.path === '/';
  const crumbs = isHome ? [] : breadcrumbTrail(page.path, vehicle ? vehicleName(vehicle) : story.name, links);
  return (
    <SiteShell config={config}>
      <Breadcrumbs crumbs={crumbs} />
      {[...structuredData(story, config, crumbs, isHome), ...(vehicle ? [vehicleStructuredData(vehicle, dealership)] : [])].map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
      {renderBlock(story.content, {
        preview,
        params: page.params,
        searchParams,
        path: page.path,
        story: { uuid: story.uuid, fullSlug: story.fullSlug, name: story.name, firstPublishedAt: story.firstPublishedAt },
      })}
      {preview && <PreviewBridge />}
    </SiteShell>
  );
}
