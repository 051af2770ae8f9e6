import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { renderBlock } from '@/registry/render-blocks';
import { PreviewBridge } from '@/site/preview/preview-bridge';
import { getPublishedLinks } from '@/content/stories';
import { loadConfig, loadPage } from '@/site/page-data';
import { breadcrumbTrail } from '@/site/seo/breadcrumb-trail';
import { JsonLd } from '@/site/seo/json-ld';
import { structuredData } from '@/site/seo/structured-data';
import { Breadcrumbs } from '@/site/shell/breadcrumbs';
import { storyMetadata } from '@/site/seo/story-metadata';
import { SiteShell } from '@/site/shell/site-shell';

type Props = { params: Promise<{ slug?: string[] }> };

// Pages render on first request and stay cached until their content tags are revalidated.
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  // Nothing is prerendered at build time: the build must not need the database.
  return [];
}

async function version() {
  return (await draftMode()).isEnabled ? 'draft' : 'published';
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug = [] } = await params;
  const v = await version();
  const page = await loadPage(slug, v);
  if (!page) return {};
  const config = await loadConfig(v);
  return storyMetadata(page, config.site_name);
}

export default async function ContentPage({ params }: Props) {
  const { slug = [] } = await params;
  const v = await version();
  const page = await loadPage(slug, v);
  if (!page) {
    console.warn(`Page Not Found: /${slug.join('/')}`);
    notFound();
  }
  const [config, links] = await Promise.all([loadConfig(v), getPublishedLinks()]);
  const preview = v === 'draft';
  const { story } = page;
  const isHome = page.path === '/';
  const crumbs = isHome ? [] : breadcrumbTrail(page.path, story.name, links);
  return (
    <SiteShell config={config}>
      <Breadcrumbs crumbs={crumbs} />
      {structuredData(story, config, crumbs, isHome).map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
      {renderBlock(story.content, {
        preview,
        params: page.params,
        story: { uuid: story.uuid, fullSlug: story.fullSlug, name: story.name, firstPublishedAt: story.firstPublishedAt },
      })}
      {preview && <PreviewBridge />}
    </SiteShell>
  );
}
