import StoryblokClient from 'storyblok-js-client';
import { getDb, type Database } from '@/db/client';
import { contentSource } from './content-config';
import { handleContentRequest } from './local-service/handle-request';

/** The local service answers in-process; this host only shapes the URLs the client builds. */
export const LOCAL_ENDPOINT = 'http://local-content.invalid/v2';
export const LOCAL_ACCESS_TOKEN = 'local';

/**
 * A `fetch` that hands each request of the Storyblok client to the local content service, without a socket.
 * This is the site's own server code, so it reads with preview access: it asks for `version=draft`
 * only when Next's draft mode is on (content/stories.ts), which only a valid preview link turns on.
 */
export function localContentFetch(database: () => Promise<Database> = getDb): typeof fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return handleContentRequest(await database(), url, 'preview');
  };
}

/** The client's ceiling (it never paces faster than this): in effect, no pacing. */
const LOCAL_RATE_LIMIT = 1000;

let client: StoryblokClient | undefined;

/**
 * The one content client: storyblok-js-client, talking to Storyblok when STORYBLOK_TOKEN is set,
 * else to the local content service. Caching is Next.js's job (see content/stories.ts), not the client's.
 */
export function contentClient(): StoryblokClient {
  if (client) return client;
  const source = contentSource();
  client =
    source.kind === 'storyblok'
      ? new StoryblokClient({
          accessToken: source.token,
          region: source.region,
          cache: { type: 'none', clear: 'manual' },
        })
      : new StoryblokClient({
          accessToken: LOCAL_ACCESS_TOKEN,
          endpoint: LOCAL_ENDPOINT,
          fetch: localContentFetch(),
          cache: { type: 'none', clear: 'manual' },
          // The client paces requests to Storyblok's limits (6 a second for a list of 1 000 links): the local
          // service, in-process, has none, and a draft render asks for several lists.
          rateLimit: LOCAL_RATE_LIMIT,
        });
  return client;
}
