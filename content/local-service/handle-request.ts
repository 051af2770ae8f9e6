import type { AccessLevel } from '@/content/access-tokens';
import type { Database } from '@/db/client';
import { isDatabaseUnavailable } from '@/db/database-unavailable';
import { listDatasourceEntries } from './datasource-entries';
import { errorResponse, jsonResponse, unauthorizedResponse, unavailableResponse } from './json-response';
import { listLinks } from './links';
import { getSingleStory } from './single-story';
import { getSpace } from './space';
import { requestInputProblem } from './request-input';
import { listStories } from './stories-list';

const API_PREFIX = '/v2/';

/**
 * The local Content Delivery API v2. `url.pathname` may carry any prefix
 * (`/api/content/v2/cdn/stories`, `/v2/cdn/links`): everything up to `/v2/` is dropped.
 * Always answers with JSON: bad input gives a 4xx with `{ error }` (or is ignored / clamped
 * where Storyblok does so); only a failing database gives a 500, or a 503 when it is unreachable.
 *
 * `access` is decided by the caller, as Storyblok decides it from the token: `public` reads
 * published content only (asking for `version=draft` is a 401), `preview` reads drafts too.
 */
export async function handleContentRequest(db: Database, url: URL, access: AccessLevel): Promise<Response> {
  try {
    return await dispatch(db, url, access);
  } catch (error) {
    // Bad input is answered above with a 4xx; reaching this means the database or the code failed. An
    // unreachable database is logged once per incident, by the connection (db/connection-incidents.ts).
    if (isDatabaseUnavailable(error)) return unavailableResponse();
    console.error('[content] local content service failed', url.pathname, error);
    return errorResponse(500, 'The local content service failed; see the server log');
  }
}

async function dispatch(db: Database, url: URL, access: AccessLevel): Promise<Response> {
  const start = url.pathname.indexOf(API_PREFIX);
  if (start === -1) return errorResponse(404, `Not a Content Delivery API v2 path: ${url.pathname}`);
  const path = url.pathname.slice(start + API_PREFIX.length);
  const params = url.searchParams;
  // Every endpoint reads the first `version` (see searchParamsRecord), so checking it here covers
  // stories, links and relations alike.
  if (access !== 'preview' && params.get('version') === 'draft') return unauthorizedResponse();

  const identifier = path.startsWith('cdn/stories/') ? decodePath(path.slice('cdn/stories/'.length)) : path;
  if (identifier === undefined) return errorResponse(400, `The story path "${path}" is not valid percent-encoding`);
  // One check for every parameter and the path, before any of them can reach SQL.
  const problem = requestInputProblem(url, identifier);
  if (problem) return errorResponse(400, problem);

  if (path === 'cdn/stories' || path === 'cdn/stories/') return listStories(db, params);
  if (path.startsWith('cdn/stories/')) return getSingleStory(db, identifier, params);
  if (path === 'cdn/links' || path === 'cdn/links/') return listLinks(db, params);
  if (path === 'cdn/datasource_entries' || path === 'cdn/datasource_entries/') {
    return listDatasourceEntries(db, params);
  }
  if (path === 'cdn/spaces/me' || path === 'cdn/spaces/me/') {
    const space = await getSpace(db);
    return jsonResponse({
      space: { id: space.id, name: space.name, domain: space.domain, version: space.cv, language_codes: [] },
    });
  }
  return errorResponse(
    404,
    `Unknown endpoint "${path}"; this service answers cdn/stories, cdn/links, cdn/datasource_entries and cdn/spaces/me`,
  );
}

function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}
