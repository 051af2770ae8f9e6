import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { sitePaths } from '@/services/routing/site-paths';

const SEED_STORIES = path.join(process.cwd(), 'content/seed/stories');

/** A story of the seed at `pagePath`: `{slug}.json`, or a folder's start page `{slug}/index.json`. */
const isSeedStory = (pagePath: string) =>
  existsSync(path.join(SEED_STORIES, `${pagePath}.json`)) ||
  existsSync(path.join(SEED_STORIES, pagePath, 'index.json'));

it('every path the code links to on its own is a story of the seed content', () => {
  // The home is the `home-page` story, at `/`.
  const { home, ...paths } = sitePaths();
  expect(home).toBe('/');
  expect(Object.entries(paths).filter(([, pagePath]) => !isSeedStory(pagePath))).toEqual([]);
});
