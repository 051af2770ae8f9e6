import type { Metadata } from 'next';
import { draftSession } from '@/site/preview/preview-session';
import type { ContentVersion } from '@/content/stories';
import type { PageSubject } from '@/blocks/page-subject';
import { canonicalQuery, pastLastPage } from '@/registry/block-queries';
import { renderBlock } from '@/registry/render-blocks';
import type { SearchParams } from '@/vocabulary/block-types';
import type { StoryOutline } from '@/vocabulary/story-outline';
import { STORYBLOK_EDITOR_ORIGIN } from '@/site/http/content-security-policy';
import { DraftBar, LiveEditing } from '@/site/preview/preview-parts';
import { loadBreadcrumbs } from '@/page/seo/load-breadcrumbs';
import { JsonLd } from '@/page/seo/json-ld';
import { storyMetadata } from '@/page/seo/story-metadata';
import { structuredData } from '@/page/seo/structured-data';
import { vehiclePageMetadata } from '@/page/seo/vehicle-metadata';
import { Breadcrumbs } from '@/site/shell/breadcrumbs';
import { SiteShell } from '@/site/shell/site-shell';
import { PrefetchPolicy } from '@/site/ui/prefetch-policy';
import { vehicleName } from '@/services/stock/vehicle-name';
import { loadConfig, loadPage, pageVehicle } from './load-page';
import { NotFoundPage } from './not-found-page';

/** No query: the cached page. The query route passes the request's parameters (stock filters...). */
const NO_QUERY: SearchParams = {};

async function contentVersion(): Promise<ContentVersion> {
  return (await draftSession()) ? 'draft' : 'published';
}

/**
 * When the query asks a list of the page for a page past its last: the query of the list's first page (the
 * page answers 404, not a clamped copy of the last page). Without a query, no list is asked for a page.
 */
function firstListPage(outline: StoryOutline, searchParams: SearchParams): Promise<string | null> {
  return searchParams === NO_QUERY ? Promise.resolve(null) : pastLastPage(outline, searchParams);
}

/** Metadata of the page at `segments`, by subject; `searchParams` make stock pages canonical to their filters. */
export async function storyPageMetadata(segments: string[], searchParams: SearchParams = NO_QUERY): Promise<Metadata> {
  const version = await contentVersion();
  const page = await loadPage(segments, version);
  const config = await loadConfig(version);
  // The 404's <title> is rendered by NotFoundPage itself: a render Next.js revalidates in the background
  // dropped the title of generateMetadata from the cached 404.
  if (!page.found || (await firstListPage(page.outline, searchParams)) !== null) {
    return { robots: { index: false, follow: true } };
  }
  const vehicle = pageVehicle(page);
  if (vehicle) return vehiclePageMetadata(vehicle.vehicle, config.site_name, vehicle.dealership?.name);
  return storyMetadata(page, config.site_name, canonicalQuery(page.outline, searchParams));
}

/** The page at `segments`, in the site shell, with breadcrumbs and structured data; its 404 view when nothing serves it. */
export async function StoryPage({
  segments,
  searchParams = NO_QUERY,
}: {
  segments: string[];
  searchParams?: SearchParams;
}) {
  const version = await contentVersion();
  const page = await loadPage(segments, version);
  if (!page.found) return <NotFoundPage path={page.path} kind={page.kind} version={version} />;
  const firstPage = await firstListPage(page.outline, searchParams);
  if (firstPage !== null) {
    return (
      <NotFoundPage
        path={page.path}
        kind="list-page-not-found"
        version={version}
        actionHref={`${page.path}${firstPage}`}
      />
    );
  }
  const { story, subject } = page;
  const preview = version === 'draft';
  const isHome = page.path === '/';
  const vehicle = pageVehicle(page);
  const [config, crumbs] = await Promise.all([
    loadConfig(version),
    loadBreadcrumbs(page.path, vehicle ? vehicleName(vehicle.vehicle) : story.name),
  ]);
  // A vehicle's forms are about the enquiry: no Car data there.
  const seoSubject: PageSubject = subject.kind === 'vehicle' && !vehicle ? { kind: 'content' } : subject;
  return (
    <PrefetchPolicy enabled={!preview}>
      <SiteShell
        config={config}
        keepScroll={story.content.component === 'page' && story.content.keep_scroll_position === true}
        preview={preview}
      >
        <Breadcrumbs crumbs={crumbs} />
        {structuredData(story, page.outline, seoSubject, config, crumbs, isHome).map((data, i) => (
          <JsonLd key={i} data={data} />
        ))}
        {renderBlock(story.content, {
          version,
          brand: page.brand,
          searchParams,
          path: page.path,
          subject,
          story: {
            uuid: story.uuid,
            fullSlug: story.fullSlug,
            name: story.name,
            firstPublishedAt: story.firstPublishedAt,
          },
        })}
        {preview && <LiveEditing storyUuid={story.uuid} editorOrigin={STORYBLOK_EDITOR_ORIGIN} />}
        {preview && <DraftBar />}
      </SiteShell>
    </PrefetchPolicy>
  );
}
