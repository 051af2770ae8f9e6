/** The part of next.config's `images.remotePatterns` this site needs: Storyblok's asset host. */
export type RemoteImagePattern = { protocol: 'https'; hostname: string; pathname: string };

const SPACE_ID = /^\d{1,20}$/;

/**
 * Which Storyblok assets the image optimiser may fetch and resize: those of the configured space only
 * (`https://a.storyblok.com/f/{space id}/…`), so the site's optimiser cannot be used to fetch another space's
 * files. Without STORYBLOK_SPACE_ID (a space used without previews, or the local service, where an editor may
 * paste an asset's address) any space's files, on Storyblok's host only. Read when next.config loads (the build).
 */
export function storyblokImagePatterns(env: Record<string, string | undefined>): RemoteImagePattern[] {
  const space = env.STORYBLOK_SPACE_ID?.trim();
  if (space && !SPACE_ID.test(space)) throw new Error(`STORYBLOK_SPACE_ID must be a number (got “${space}”)`);
  return [{ protocol: 'https', hostname: 'a.storyblok.com', pathname: space ? `/f/${space}/**` : '/f/**' }];
}
