import type { Metadata } from 'next';
import { StoryPage, storyPageMetadata } from '@/page/story-page';

type Props = { params: Promise<{ slug?: string[] }> };

// Pages render on first request and stay cached until their content tags are revalidated.
// Requests with a parameter some block reads (stock filters) are rewritten by proxy.ts to app/query/, cached per query.
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  // Nothing is prerendered at build time: the build must not need the database.
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storyPageMetadata((await params).slug ?? []);
}

export default async function ContentPage({ params }: Props) {
  return <StoryPage segments={(await params).slug ?? []} />;
}
