import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getCv,
  onPublish,
  publishStory,
  saveDraft,
  unpublishStory,
  type PublishEvent,
} from '@/content/local-service/publishing';
import { stories } from '@/db/schema';
import { startFixtureService, type FixtureService } from '../fixtures/content/fixture-service';

let service: FixtureService;

beforeAll(async () => {
  service = await startFixtureService();
});

afterAll(async () => {
  await service?.close();
});

const LEGAL = 'mentions-legales';
const legalContent = (text: string) => ({
  _uid: 'legal-root',
  component: 'page',
  title: 'Mentions légales',
  body: [{ _uid: 'legal-text', component: 'text', text }],
});

async function legalText(version: 'draft' | 'published'): Promise<string> {
  const { data } = await service.client.getStory(LEGAL, { version });
  return (data.story.content.body as { text: string }[])[0]!.text;
}

async function spaceVersion(): Promise<number> {
  const { data } = await service.client.get('cdn/spaces/me', {});
  return data.space.version as number;
}

describe('publishing', () => {
  it('a saved draft is visible in draft only, and leaves cv alone', async () => {
    const cv = await getCv(service.db);
    await saveDraft(service.db, LEGAL, legalContent('Autopolis S.A., siège à Luxembourg-Gasperich.'));
    expect(await legalText('draft')).toBe('Autopolis S.A., siège à Luxembourg-Gasperich.');
    expect(await legalText('published')).toBe('Autopolis S.A., RCS Luxembourg B 000000.');
    expect(await getCv(service.db)).toBe(cv);
  });

  it('publishing copies the draft, bumps cv, then tells the listeners', async () => {
    const events: PublishEvent[] = [];
    const stop = onPublish((event) => {
      events.push(event);
    });
    const before = await spaceVersion();
    const { data: old } = await service.client.getStory(LEGAL);

    const { cv } = await publishStory(service.db, LEGAL);

    expect(cv).toBeGreaterThan(before);
    expect(await spaceVersion()).toBe(cv);
    const { data } = await service.client.getStory(LEGAL);
    expect(data.cv).toBe(cv);
    expect(await legalText('published')).toBe('Autopolis S.A., siège à Luxembourg-Gasperich.');
    expect(data.story.first_published_at).toBe(old.story.first_published_at);
    expect(Date.parse(data.story.published_at!)).toBeGreaterThan(Date.parse(old.story.published_at!));
    expect(events).toEqual([{ fullSlug: LEGAL, action: 'published' }]);
    stop();
  });

  it('unpublishing hides the story from published readers and bumps cv', async () => {
    const events: PublishEvent[] = [];
    const stop = onPublish((event) => {
      events.push(event);
    });
    const before = await getCv(service.db);

    const { cv } = await unpublishStory(service.db, LEGAL);

    expect(cv).toBeGreaterThan(before);
    await expect(service.client.getStory(LEGAL)).rejects.toMatchObject({ status: 404 });
    expect(await legalText('draft')).toBe('Autopolis S.A., siège à Luxembourg-Gasperich.');
    expect(events).toEqual([{ fullSlug: LEGAL, action: 'unpublished' }]);
    stop();
  });

  it('a new story gets its folders, and is published the first time', async () => {
    const slug = 'services/entretien/vidange';
    const saved = await saveDraft(
      service.db,
      slug,
      { _uid: 'vidange-root', component: 'page', title: 'Vidange et entretien' },
      'Vidange',
    );
    await expect(service.client.getStory(slug)).rejects.toMatchObject({ status: 404 });

    await publishStory(service.db, slug);

    const { data } = await service.client.getStory(slug);
    expect(data.story).toMatchObject({ id: saved.id, uuid: saved.uuid, name: 'Vidange', slug: 'vidange' });
    expect(data.story.first_published_at).toBe(data.story.published_at);
    const links = await service.client.get('cdn/links', { starts_with: 'services' });
    const folders = Object.values(links.data.links as Record<string, { slug: string; is_folder: boolean }>)
      .filter((link) => link.is_folder)
      .map((link) => link.slug)
      .sort();
    expect(folders).toEqual(['services', 'services/entretien']);
  });

  it('a full slug ending in / saves the startpage of its folder', async () => {
    await saveDraft(service.db, 'garantie/', { _uid: 'garantie-root', component: 'page', title: 'Garantie' });
    await publishStory(service.db, 'garantie/');

    const { data } = await service.client.getStory('garantie/');
    expect(data.story).toMatchObject({ full_slug: 'garantie/', slug: 'index', is_startpage: true, name: 'index' });
    const links = await service.client.get('cdn/links', { starts_with: 'garantie' });
    const folder = Object.values(
      links.data.links as Record<string, { id: number; slug: string; is_folder: boolean }>,
    ).find((link) => link.is_folder);
    expect(folder).toMatchObject({ slug: 'garantie' });
    expect(data.story.parent_id).toBe(folder?.id);
  });

  it('a full slug has at most 1000 characters', async () => {
    const longest = 'a'.repeat(1000);
    await expect(saveDraft(service.db, longest, { _uid: 'long', component: 'page' })).resolves.toMatchObject({
      fullSlug: longest,
    });
    await expect(saveDraft(service.db, `${longest}b`, { _uid: 'long', component: 'page' })).rejects.toMatchObject({
      status: 400,
      message: 'A full slug has at most 1000 characters',
    });
  });

  it('a story cannot become the folder of another one: 409, naming it', async () => {
    await expect(
      saveDraft(service.db, 'mentions-legales/annexe', { _uid: 'annexe', component: 'page' }),
    ).rejects.toMatchObject({
      status: 409,
      message: '« mentions-legales » est une page : elle ne peut pas être aussi un dossier.',
    });
  });

  it('refuses content that is not a block, a folder, or a slug that does not exist', async () => {
    await expect(saveDraft(service.db, 'page-vide', { title: 'Sans composant' })).rejects.toThrow(/component/);
    await expect(saveDraft(service.db, 'modeles', { _uid: 'x', component: 'page' })).rejects.toThrow(/dossier/);
    await expect(saveDraft(service.db, 'Mauvais Slug', { _uid: 'x', component: 'page' })).rejects.toThrow(/full slug/);
    await expect(publishStory(service.db, 'inexistant')).rejects.toThrow(/inexistant/);
  });
});

describe('saving a draft', () => {
  const block = { _uid: 'essai-root', component: 'page', title: 'Essai' };

  it('answers with the story it wrote, new or existing, and a new name renames it', async () => {
    const slug = 'essais/renomme';
    const created = await saveDraft(service.db, slug, block, 'Premier nom');
    const { data: first } = await service.client.getStory(slug, { version: 'draft' });
    expect(created).toEqual({ id: first.story.id, uuid: first.story.uuid, fullSlug: slug, version: 1 });

    const updated = await saveDraft(service.db, slug, { ...block, title: 'Essai 2' }, 'Second nom');
    expect(updated).toEqual({ ...created, version: 2 });
    const { data: second } = await service.client.getStory(slug, { version: 'draft' });
    expect(second.story).toMatchObject({ id: created.id, name: 'Second nom', content: { title: 'Essai 2' } });

    // Without a name, the story keeps the one it has.
    await saveDraft(service.db, slug, block);
    const { data: third } = await service.client.getStory(slug, { version: 'draft' });
    expect(third.story.name).toBe('Second nom');
  });

  it('refuses content or a name Postgres cannot store with a 400 naming the story and the part', async () => {
    await expect(saveDraft(service.db, 'essais/nul', { ...block, title: 'a\0b' })).rejects.toMatchObject({
      status: 400,
      message: 'Draft for "essais/nul": the content contains a NUL character (\\u0000), which cannot be stored',
    });
    await expect(saveDraft(service.db, 'essais/nul', block, 'a\0b')).rejects.toMatchObject({
      status: 400,
      message: 'Draft for "essais/nul": the name contains a NUL character (\\u0000), which cannot be stored',
    });
    // In an array, after an item that is fine.
    await expect(saveDraft(service.db, 'essais/nul', { ...block, tags: ['bien', 'a\0b'] })).rejects.toMatchObject({
      status: 400,
      message: 'Draft for "essais/nul": the content contains a NUL character (\\u0000), which cannot be stored',
    });
    await expect(saveDraft(service.db, 'essais/nul', { ...block, tags: [{ text: '\ud800' }] })).rejects.toMatchObject({
      status: 400,
      message:
        'Draft for "essais/nul": the content contains an unpaired surrogate (\\ud800-\\udfff), which cannot be stored',
    });
    await expect(service.client.getStory('essais/nul', { version: 'draft' })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses content nested 64 levels below its root block, in arrays or objects; 63 are stored', async () => {
    const arrays = (levels: number): unknown => (levels === 0 ? 'fond' : [arrays(levels - 1)]);
    const objects = (levels: number): unknown => (levels === 0 ? 'fond' : { plus: objects(levels - 1) });
    const tooDeep = {
      status: 400,
      message: 'Draft for "essais/profond": the content is nested more than 64 levels deep',
    };
    await expect(saveDraft(service.db, 'essais/profond', { ...block, body: arrays(64) })).rejects.toMatchObject(
      tooDeep,
    );
    await expect(saveDraft(service.db, 'essais/profond', { ...block, body: objects(64) })).rejects.toMatchObject(
      tooDeep,
    );

    await saveDraft(service.db, 'essais/profond', { ...block, body: arrays(63), more: objects(63) });
    const { data } = await service.client.getStory('essais/profond', { version: 'draft' });
    expect(data.story.content.body).toEqual(arrays(63));
    expect(data.story.content.more).toEqual(objects(63));
  });
});

describe('publishing and unpublishing name what is missing', () => {
  it('no such story: 404', async () => {
    await expect(publishStory(service.db, 'inexistant')).rejects.toMatchObject({
      status: 404,
      message: 'Aucune page à l’adresse « inexistant ».',
    });
    await expect(unpublishStory(service.db, 'inexistant')).rejects.toMatchObject({
      status: 404,
      message: 'Aucune page à l’adresse « inexistant ».',
    });
  });

  it('a folder: 422', async () => {
    await expect(publishStory(service.db, 'modeles')).rejects.toMatchObject({
      status: 422,
      message: '« modeles » est un dossier : il n’a pas de contenu.',
    });
    await expect(unpublishStory(service.db, 'modeles')).rejects.toMatchObject({
      status: 422,
      message: '« modeles » est un dossier : il n’a pas de contenu.',
    });
  });

  it('a story without a draft: 422 for publishing, and cv stays', async () => {
    const slug = 'essais/sans-brouillon';
    await saveDraft(service.db, slug, { _uid: 'sans', component: 'page' });
    await service.db.update(stories).set({ draft: null }).where(eq(stories.fullSlug, slug));
    const cv = await getCv(service.db);
    await expect(publishStory(service.db, slug)).rejects.toMatchObject({
      status: 422,
      message: 'La page « essais/sans-brouillon » n’a pas de brouillon à publier.',
    });
    expect(await getCv(service.db)).toBe(cv);
  });
});

describe('publish listeners', () => {
  it('a failing listener is logged and neither fails the publish nor stops the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: PublishEvent[] = [];
    const failure = new Error('the cache is down');
    const stopFailing = onPublish(() => {
      throw failure;
    });
    const stopHearing = onPublish((event) => {
      heard.push(event);
    });
    try {
      await saveDraft(service.db, 'essais/ecoute', { _uid: 'ecoute', component: 'page' });
      await expect(publishStory(service.db, 'essais/ecoute')).resolves.toEqual({ cv: expect.any(Number), version: 2 });
      const event = { fullSlug: 'essais/ecoute', action: 'published' };
      expect(heard).toEqual([event]);
      expect(error.mock.calls).toEqual([['[content] publish listener failed', event, failure]]);
    } finally {
      stopFailing();
      stopHearing();
      error.mockRestore();
    }
  });
});

// PGlite runs one transaction at a time, so two writers cannot really race on it (a PostgreSQL server
// can: content-publishing-race.test.ts). A trigger fails the story's first insert the way the losing
// writer's insert fails, with the server's own error going through the driver.
describe('a failed first insert of a new story', () => {
  async function failFirstInsert(slug: string, sqlState: string) {
    const statements = [
      'CREATE SEQUENCE fail_once',
      `CREATE FUNCTION fail_once() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          -- A sequence is not rolled back with the transaction: only the first attempt fails.
          IF nextval('fail_once') = 1 THEN
            RAISE EXCEPTION 'injected failure' USING ERRCODE = '${sqlState}';
          END IF;
          RETURN NEW;
        END $$`,
      `CREATE TRIGGER fail_once BEFORE INSERT ON stories FOR EACH ROW WHEN (NEW.full_slug = '${slug}') EXECUTE FUNCTION fail_once()`,
    ];
    for (const statement of statements) await service.db.execute(sql.raw(statement));
    return async () => {
      for (const statement of [
        'DROP TRIGGER fail_once ON stories',
        'DROP FUNCTION fail_once()',
        'DROP SEQUENCE fail_once',
      ]) {
        await service.db.execute(sql.raw(statement));
      }
    };
  }

  it('a unique violation (another writer created it first) is retried, and the draft saved', async () => {
    const slug = 'essais/course';
    const cleanUp = await failFirstInsert(slug, '23505');
    try {
      const saved = await saveDraft(service.db, slug, { _uid: 'course', component: 'page', title: 'Course' });
      const { data } = await service.client.getStory(slug, { version: 'draft' });
      expect(data.story).toMatchObject({ id: saved.id, uuid: saved.uuid, content: { title: 'Course' } });
    } finally {
      await cleanUp();
    }
  });

  it('any other failure reaches the caller, and nothing is written', async () => {
    const slug = 'essais/echec';
    const cleanUp = await failFirstInsert(slug, '40001');
    try {
      const failed = await saveDraft(service.db, slug, { _uid: 'echec', component: 'page' }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failed).toBeInstanceOf(Error);
      expect(causes(failed)).toContainEqual(expect.objectContaining({ code: '40001', message: 'injected failure' }));
      await expect(service.client.getStory(slug, { version: 'draft' })).rejects.toMatchObject({ status: 404 });
    } finally {
      await cleanUp();
    }
  });
});

/** An error and its causes, outermost first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e instanceof Error; e = e.cause) chain.push(e);
  return chain;
}
