import { previewSpaceId, previewToken } from '@/content/access-tokens';
import { redirectToPath } from '@/site/http/same-origin-redirect';
import { startPreview } from '@/site/preview/preview-session';
import { isValidPreviewToken } from '@/site/preview/preview-token';

/**
 * Entry point of the visual editor's preview: `/api/draft?slug=/contact&_storyblok_tk[space_id]=…
 * &_storyblok_tk[timestamp]=…&_storyblok_tk[token]=…`. A valid signature turns draft mode on. Without a
 * preview token (production without STORYBLOK_PREVIEW_TOKEN) previews do not exist: 404.
 */
export async function GET(request: Request) {
  const secret = previewToken();
  const spaceId = previewSpaceId();
  if (!secret || !spaceId) {
    if (!spaceId) console.error('Preview refused: set STORYBLOK_SPACE_ID to the id of the Storyblok space.');
    return Response.json({ error: 'Not found' }, { status: 404 });
  }
  const url = new URL(request.url);
  const link = {
    spaceId: url.searchParams.get('_storyblok_tk[space_id]'),
    timestamp: url.searchParams.get('_storyblok_tk[timestamp]'),
    token: url.searchParams.get('_storyblok_tk[token]'),
  };
  if (!isValidPreviewToken(link, { previewToken: secret, spaceId })) {
    return Response.json({ error: 'Invalid or expired preview token' }, { status: 401 });
  }
  await startPreview();
  return redirectToPath(url.searchParams.get('slug') ?? '/', 307);
}
