import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StoryPage, storyPageMetadata } from '@/page/story-page';
import { searchParamsFromKey } from '@/registry/page-query';

type Props = { params: Promise<{ query: string; slug?: string[] }> };

/**
 * The story pages with the parameters their blocks read (stock filters, a lease configuration...):
 * proxy.ts rewrites `/stock?sort=price_asc&fuel=electric` to `/query/{key}/stock`, the key being the
 * parameters normalised and sorted (registry/block-queries.ts). Each such page renders once and stays cached, like a plain page,
 * until its tags are revalidated (`stock` for the results).
 */
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

async function route({ params }: Props) {
  const { query, slug = [] } = await params;
  const searchParams = searchParamsFromKey(query);
  if (!searchParams) notFound();
  return { segments: slug, searchParams };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { segments, searchParams } = await route(props);
  return storyPageMetadata(segments, searchParams);
}

export default async function QueryPage(props: Props) {
  const { segments, searchParams } = await route(props);
  return <StoryPage segments={segments} searchParams={searchParams} />;
}
