import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeed } from '@/content/seed-loader';
import { handleContentRequest } from '@/content/local-service/handle-request';
import { saveDraft } from '@/content/local-service/publishing';
import { FIXTURE_SEED_DIR, FIXTURE_UUIDS as U } from '../fixtures/content/fixture-service';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// What `rels` and `links` hold, read raw and in-process: exactly the stories a reference names, no
// more (a stale or malformed reference is skipped, never a 500), and relations two levels deep only.

let database: TestDatabase;
/** uuids of the chain relais/a → b → c → d, each story naming the next in one `next` field (a single uuid, not a list). */
const chain: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };

beforeAll(async () => {
  database = await openTestDatabase();
  await loadSeed(database.db, FIXTURE_SEED_DIR, { reset: true });
  const db = database.db;
  chain.d = (await saveDraft(db, 'relais/d', { _uid: 'd', component: 'chainon', title: 'D' })).uuid;
  chain.c = (await saveDraft(db, 'relais/c', { _uid: 'c', component: 'chainon', next: chain.d })).uuid;
  chain.b = (await saveDraft(db, 'relais/b', { _uid: 'b', component: 'chainon', next: chain.c })).uuid;
  // `other` holds a story uuid too, but in a field nobody asks to resolve.
  chain.a = (
    await saveDraft(db, 'relais/a', { _uid: 'a', component: 'chainon', next: chain.b, other: U.renaultClio })
  ).uuid;

  // References that look like story links but are not: a url multilink that kept the id of the story it
  // linked to before, an object with a story linktype that is not a multilink, a url link mark that kept a
  // uuid, another mark with story attrs, and a link mark without attrs.
  await saveDraft(db, 'liens/pas-des-histoires', {
    _uid: 'not-story-links',
    component: 'page',
    website: { fieldtype: 'multilink', linktype: 'url', url: 'https://example.com', id: U.renaultClio, cached_url: '' },
    loose: { linktype: 'story', id: U.volkswagenGolf },
    text: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'site',
              marks: [{ type: 'link', attrs: { linktype: 'url', href: 'https://example.com', uuid: U.teslaModel3 } }],
            },
            { type: 'text', text: 'gras', marks: [{ type: 'bold', attrs: { linktype: 'story', uuid: U.peugeot208 } }] },
            { type: 'text', text: 'nu', marks: [{ type: 'link' }] },
          ],
        },
      ],
    },
  });

  // Story uuids written in capitals, as hand-written content may hold them: uuids compare case-insensitively.
  await saveDraft(db, 'liens/majuscules', {
    _uid: 'capitals',
    component: 'chainon',
    next: U.teslaModel3.toUpperCase(),
    cta: { fieldtype: 'multilink', linktype: 'story', id: U.renaultClio.toUpperCase() },
  });

  // Malformed references, as hand-written content can hold them: a uuid wrapped in a list where a
  // string belongs, and relation items that are not strings.
  await saveDraft(db, 'liens/malformes', {
    _uid: 'malformed',
    component: 'chainon',
    next: [null, [U.volkswagenGolf], 42, ''],
    cta: { fieldtype: 'multilink', linktype: 'story', id: [U.renaultClio] },
    text: {
      type: 'doc',
      content: [
        { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { linktype: 'story', uuid: [U.teslaModel3] } }] },
      ],
    },
  });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

type Extras = { rels: { uuid: string }[]; links: { uuid: string }[] };

async function get(path: string): Promise<{ status: number; body: Extras }> {
  const response = await handleContentRequest(
    database.db,
    new URL(`http://local-content.invalid/v2/${path}`),
    'preview',
  );
  return { status: response.status, body: (await response.json()) as Extras };
}

const uuidsOf = (items: { uuid: string }[]) => items.map((item) => item.uuid);

describe('resolve_relations', () => {
  it('follows relations two levels deep, from a field holding a single uuid, and no further', async () => {
    const { status, body } = await get('cdn/stories/relais/a?version=draft&resolve_relations=chainon.next');
    expect(status).toBe(200);
    expect(uuidsOf(body.rels)).toEqual([chain.b, chain.c]);
  });

  it('resolves only the fields asked for', async () => {
    // accueil's model-highlight holds car uuids, but only article.related is asked for.
    expect((await get('cdn/stories/accueil?resolve_relations=article.related')).body.rels).toEqual([]);
    const other = await get('cdn/stories/relais/a?version=draft&resolve_relations=chainon.other');
    expect(other.status).toBe(200);
    expect(uuidsOf(other.body.rels)).toEqual([U.renaultClio]);
  });

  it('rels is an empty list when no relation is asked for', async () => {
    expect((await get('cdn/stories/relais/a?version=draft')).body).toMatchObject({ rels: [], links: [] });
    expect((await get('cdn/stories?version=draft&starts_with=relais/')).body).toMatchObject({ rels: [], links: [] });
  });
});

describe('resolve_links', () => {
  it('resolves a story multilink and a story link mark in rich text', async () => {
    // The salon article's cta links to the Tesla, a link mark in its text to the Peugeot.
    const { status, body } = await get('cdn/stories/actualites/salon-auto-luxembourg?resolve_links=url');
    expect(status).toBe(200);
    expect(uuidsOf(body.links).sort()).toEqual([U.teslaModel3, U.peugeot208].sort());
  });

  it('resolves only story multilinks and story link marks', async () => {
    const { status, body } = await get('cdn/stories/liens/pas-des-histoires?version=draft&resolve_links=url');
    expect(status).toBe(200);
    expect(body.links).toEqual([]);
  });
});

describe('references in capitals', () => {
  it('resolve as in lower case', async () => {
    const { status, body } = await get(
      'cdn/stories/liens/majuscules?version=draft&resolve_links=url&resolve_relations=chainon.next',
    );
    expect(status).toBe(200);
    expect(uuidsOf(body.rels)).toEqual([U.teslaModel3]);
    // The Tesla's own links are collected too, since the client inlines links inside relations.
    expect(uuidsOf(body.links)).toContain(U.renaultClio);
  });
});

describe('malformed references', () => {
  it('are skipped, not a 500', async () => {
    const { status, body } = await get(
      'cdn/stories/liens/malformes?version=draft&resolve_links=url&resolve_relations=chainon.next',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ rels: [], links: [] });
  });
});
