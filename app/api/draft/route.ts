import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { LOCAL_ACCESS_TOKEN } from '@/content/content-client';
import { isValidPreviewToken } from '@/site/preview/preview-token';

/**
 * Entry point of the visual editor's preview: `/api/draft?slug=/contact&_storyblok_tk[space_id]=…
 * &_storyblok_tk[timestamp]=…&_storyblok_tk[token]=…`. A valid token turns draft mode on.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const valid = isValidPreviewToken(
    {
      spaceId: url.searchParams.get('_storyblok_tk[space_id]'),
      timestamp: url.searchParams.get('_storyblok_tk[timestamp]'),
      token: url.searchParams.get('_storyblok_tk[token]'),
    },
    process.env.STORYBLOK_PREVIEW_TOKEN || process.env.STORYBLOK_TOKEN || LOCAL_ACCESS_TOKEN,
  );
  if (!valid) return Response.json({ error: 'Invalid or expired preview token' }, { status: 401 });
  (await draftMode()).enable();
  const slug = url.searchParams.get('slug') ?? '/';
  // Only same-site paths: never redirect to another origin.
  redirect(/^\/(?!\/)/.test(slug) ? slug : '/');
}
