import { contentAccessFor } from '@/content/access-tokens';
import type { Database } from '@/db/client';
import { handleContentRequest } from './handle-request';
import { errorResponse, unauthorizedResponse } from './json-response';

/**
 * The local Content Delivery API as any HTTP client reaches it. As on Storyblok, the `token` query
 * parameter (where storyblok-js-client puts the access token) decides what may be read: the
 * preview token drafts and published content, the public token (`local`) published content only,
 * anything else nothing (401, before the database is touched).
 */
export async function serveContentOverHttp(
  url: URL,
  database: () => Promise<Database>,
  env: Record<string, string | undefined> = process.env,
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
  return handleContentRequest(await database(), url, access);
}
