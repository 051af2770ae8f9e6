import { getDb } from '@/db/client';
import { serveContentOverHttp } from '@/content/local-service/serve-http';

/**
 * The local content service over HTTP, so any Storyblok client can read it (Content Delivery API v2).
 * The `token` query parameter decides the access: the public token `local` reads published content,
 * the preview token (STORYBLOK_PREVIEW_TOKEN) drafts too; anything else is a 401.
 */
export async function GET(request: Request) {
  return serveContentOverHttp(new URL(request.url), getDb);
}

export const dynamic = 'force-dynamic';
