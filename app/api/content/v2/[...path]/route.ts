import { getDb } from '@/db/client';
import { createAnswerCache } from '@/content/local-service/answer-cache';
import { serveContentOverHttp } from '@/content/local-service/serve-http';

/** Published answers, kept per content version and query as Storyblok's CDN keeps them. */
const answers = createAnswerCache();

/**
 * The local content service over HTTP, so any Storyblok client can read it (Content Delivery API v2).
 * The `token` query parameter decides the access: the public token `local` reads published content,
 * the preview token (STORYBLOK_PREVIEW_TOKEN) drafts too; anything else is a 401. A published answer is
 * computed once per content version (`cv`) and query: a list of 100 stories with links resolved costs tens
 * of milliseconds of CPU.
 */
export async function GET(request: Request) {
  return serveContentOverHttp(new URL(request.url), getDb, process.env, answers);
}

export const dynamic = 'force-dynamic';
