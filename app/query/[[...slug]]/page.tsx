import type { Metadata } from 'next';
import { StoryPage, storyPageMetadata } from '@/page/story-page';

type Props = { params: Promise<{ slug?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The same story pages, rendered per request with their query string: proxy.ts rewrites any page request
 * that carries one here (`/stock?fuel=electric` → `/query/stock?fuel=electric`), so filtered stock results
 * are live while every plain address stays a cached page.
 */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return storyPageMetadata((await params).slug ?? [], await searchParams);
}

export default async function QueryPage({ params, searchParams }: Props) {
  return <StoryPage segments={(await params).slug ?? []} searchParams={await searchParams} />;
}
