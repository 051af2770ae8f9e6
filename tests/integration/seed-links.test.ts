import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ISbStoryData } from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRecord } from '@/vocabulary/validate-block';
import { parseVehicleIllustrationPath } from '@/services/stock/vehicle-illustration';
import { resolveRoute } from '@/site/routing/resolve-route';
import { storyPath } from '@/services/routing/story-path';
import { publishedSeed } from '../fixtures/content/published-seed';
import type { TestDatabase } from '../fixtures/content/test-database';

// Crawls every link of every published seed story and fails on one that leads nowhere.
let database: TestDatabase;
let stories: ISbStoryData[];

beforeAll(async () => {
  ({ database, stories } = await publishedSeed());
}, 60_000);

afterAll(() => database?.close());

type Found = { from: string; target: string };

/** The story-relation field of the blocks that have one (their values are story uuids). */
const RELATION_FIELDS: Record<string, string> = {
  article: 'related',
  model_overview: 'model',
  opening_hours: 'location',
  advisers: 'location',
};

/** Every link, relation and asset in a content tree. */
function collect(node: unknown, from: string, out: { paths: Found[]; uuids: Found[]; assets: Found[] }) {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, from, out);
    return;
  }
  if (!isRecord(node)) return;
  const relation = typeof node.component === 'string' ? RELATION_FIELDS[node.component] : undefined;
  if (relation) {
    const value = node[relation];
    for (const target of Array.isArray(value) ? value : [value])
      if (typeof target === 'string' && target) out.uuids.push({ from, target });
  }
  if (node.fieldtype === 'multilink') {
    if (node.linktype === 'story') out.paths.push({ from, target: storyPath(String(node.cached_url ?? '')) });
    else if (node.linktype === 'url' && typeof node.url === 'string' && node.url.startsWith('/'))
      out.paths.push({ from, target: node.url });
  }
  if (node.fieldtype === 'asset' && typeof node.filename === 'string' && node.filename)
    out.assets.push({ from, target: node.filename });
  if (
    node.type === 'link' &&
    isRecord(node.attrs) &&
    typeof node.attrs.href === 'string' &&
    node.attrs.href.startsWith('/')
  ) {
    out.paths.push({ from, target: node.attrs.href });
  }
  for (const value of Object.values(node)) collect(value, from, out);
}

describe('seed content links', () => {
  it('has published stories to crawl', () => {
    expect(stories.length).toBeGreaterThan(5);
  });

  it('every internal link, relation and image leads somewhere', () => {
    const slugs = new Set(stories.map((s) => s.full_slug));
    const uuids = new Set(stories.map((s) => s.uuid));
    const out = { paths: [] as Found[], uuids: [] as Found[], assets: [] as Found[] };
    for (const story of stories) collect(story.content, story.full_slug, out);

    const broken: string[] = [];
    for (const { from, target } of out.paths) {
      const pathname = target.split(/[?#]/)[0] ?? '/';
      const candidates = resolveRoute(pathname.split('/').filter(Boolean));
      if (!candidates.some((c) => slugs.has(c.storySlug))) broken.push(`${from} → ${target}`);
    }
    for (const { from, target } of out.uuids) if (!uuids.has(target)) broken.push(`${from} → relation ${target}`);
    for (const { from, target } of out.assets) {
      if (target.startsWith('/api/vehicle-images/')) {
        if (!parseVehicleIllustrationPath(target.split('/').slice(3))) broken.push(`${from} → illustration ${target}`);
      } else if (target.startsWith('/') && !existsSync(path.join(process.cwd(), 'public', target)))
        broken.push(`${from} → image ${target}`);
    }
    expect(broken).toEqual([]);
    expect(out.paths.length).toBeGreaterThan(20);
  });
});
