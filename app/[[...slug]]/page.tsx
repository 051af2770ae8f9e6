import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { renderBlock } from '@/registry/render-blocks';
import { PreviewBridge } from '@/site/preview/preview-bridge';
import { loadConfig, loadPage } from '@/site/page-data';
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
  return storyMetadata(page.story, page.path, config.site_name);
}

export default async function ContentPage({ params }: Props) {
  const { slug = [] } = await params;
  const v = await version();
  const page = await loadPage(slug, v);
  if (!page) {
    console.warn(`Page Not Found: /${slug.join('/')}`);
    notFound();
  }
  const config = await loadConfig(v);
  const preview = v === 'draft';
  const { story } = page;
  return (
    <SiteShell config={config}>
      {renderBlock(story.content, {
        preview,
        params: page.params,
        story: { uuid: story.uuid, fullSlug: story.fullSlug, name: story.name, firstPublishedAt: story.firstPublishedAt },
      })}
      {preview && <PreviewBridge />}
    </SiteShell>
  );
}
