import { cache } from 'react';
import { getStory, type ContentVersion, type Story } from '@/content/stories';
import type { BlockMap } from '@/registry/types';
import { formatProblems, parseBlock } from '@/registry/validate-block';
import { resolveRoute } from '@/site/routing/resolve-route';

export type PageData = { story: Story; route: string; params: Record<string, string>; path: string };

/**
 * The story that serves a path, trying the route's candidates in order; null when none exists.
 * Memoised per request so metadata and page share one lookup.
 */
export const loadPage = cache(async (segments: readonly string[], version: ContentVersion): Promise<PageData | null> => {
  const path = `/${segments.join('/')}`;
  for (const candidate of resolveRoute(segments)) {
    const story = await getStory(candidate.storySlug, version);
    if (story && story.content.component !== 'config') {
      return { story, route: candidate.route, params: candidate.params, path };
    }
  }
  return null;
});

/** The global settings (navigation, footer, contact) from the `config` story. */
export const loadConfig = cache(async (version: ContentVersion): Promise<BlockMap['config']> => {
  const story = await getStory('config', version);
  if (!story) throw new Error('The "config" story is missing: the site shell cannot render without it.');
  const parsed = parseBlock(story.content, 'config');
  if (!parsed.ok) throw new Error(`The "config" story is invalid: ${formatProblems(parsed.problems)}`);
  return parsed.block;
});
