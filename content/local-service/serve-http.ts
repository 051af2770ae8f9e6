import { contentAccessFor } from '@/content/access-tokens';
import type { Database } from '@/db/client';
import type { AnswerCache } from './answer-cache';
import { handleContentRequest } from './handle-request';
import { errorResponse, unauthorizedResponse } from './json-response';

/**
 * The local Content Delivery API as any HTTP client reaches it. As on Storyblok, the `token` query
 * parameter (where storyblok-js-client puts the access token) decides what may be read: the
 * preview token drafts and published content, the public token (`local`) published content only,
 * anything else nothing (401, before the database is touched). With `cache`, published answers are kept
 * per content version and query (content/local-service/answer-cache.ts); drafts are always read fresh.
 */
export async function serveContentOverHttp(
  url: URL,
  database: () => Promise<Database>,
  env: Record<string, string | undefined> = process.env,
  cache?: AnswerCache,
): Promise<Response> {
  let access;
  try {
    access = contentAccessFor(url.searchParams.get('token'), env);
  } catch (error) {
    // Only a development token that cannot be written to `.data/` gets here.
    console.error('[content] could not check the access token', error);
    return errorResponse(500, 'The access token could not be checked; see the server log');
  }
  if (!access) return unauthorizedResponse();
  const db = await database();
  // The service reads the first `version`, as URLSearchParams.get does.
  if (!cache || url.searchParams.get('version') === 'draft') return handleContentRequest(db, url, access);
  return cache.published(db, url.pathname, url.searchParams, () => handleContentRequest(db, url, access));
}
