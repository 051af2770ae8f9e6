import { cache } from 'react';
import type { ErrorKind } from '@/site/errors/error-kinds';
import { getStory, type ContentVersion, type Story } from '@/content/stories';
import type { BlockMap } from '@/registry/types';
import { formatProblems, parseBlock } from '@/registry/validate-block';
import { resolveRoute } from '@/site/routing/resolve-route';

export type PageData = { story: Story; route: string; params: Record<string, string>; path: string };
/** What a path resolves to: the page, or the error view to show when nothing serves it. */
export type PageLookup = { found: true; page: PageData } | { found: false; notFound: ErrorKind };

/**
 * The story that serves a path, trying the route's candidates in order. When none exists, the most
 * specific match decides the error view (a vehicle path without a vehicle: vehicle-not-found).
 * Memoised per request so metadata and page share one lookup.
 */
export const loadPage = cache(async (segments: readonly string[], version: ContentVersion): Promise<PageLookup> => {
  const path = `/${segments.join('/')}`;
  const candidates = resolveRoute(segments);
  for (const candidate of candidates) {
    const story = await getStory(candidate.storySlug, version);
    if (story && story.content.component !== 'config') {
      return { found: true, page: { story, route: candidate.route, params: candidate.params, path } };
    }
  }
  return { found: false, notFound: candidates.at(-1)?.notFound ?? 'page-not-found' };
});

/** The global settings (navigation, footer, contact) from the `config` story. */
export const loadConfig = cache(async (version: ContentVersion): Promise<BlockMap['config']> => {
  const story = await getStory('config', version);
  if (!story) throw new Error('The "config" story is missing: the site shell cannot render without it.');
  const parsed = parseBlock(story.content, 'config');
  if (!parsed.ok) throw new Error(`The "config" story is invalid: ${formatProblems(parsed.problems)}`);
  return parsed.block;
});
