import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getCv,
  onPublish,
  publishStory,
  saveDraft,
  unpublishStory,
  type PublishEvent,
} from '@/content/local-service/publishing';
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
    const folder = Object.values(links.data.links as Record<string, { id: number; slug: string; is_folder: boolean }>).find(
      (link) => link.is_folder,
    );
    expect(folder).toMatchObject({ slug: 'garantie' });
    expect(data.story.parent_id).toBe(folder?.id);
  });

  it('a full slug has at most 1000 characters', async () => {
    const longest = 'a'.repeat(1000);
    await expect(saveDraft(service.db, longest, { _uid: 'long', component: 'page' })).resolves.toMatchObject({ fullSlug: longest });
    await expect(saveDraft(service.db, `${longest}b`, { _uid: 'long', component: 'page' })).rejects.toMatchObject({
      status: 400,
      message: 'A full slug has at most 1000 characters',
    });
  });

  it('a story cannot become the folder of another one: 409, naming it', async () => {
    await expect(saveDraft(service.db, 'mentions-legales/annexe', { _uid: 'annexe', component: 'page' })).rejects.toMatchObject({
      status: 409,
      message: '"mentions-legales" is a story, so it cannot also be a folder',
    });
  });

  it('refuses content that is not a block, a folder, or a slug that does not exist', async () => {
    await expect(saveDraft(service.db, 'page-vide', { title: 'Sans composant' })).rejects.toThrow(/component/);
    await expect(saveDraft(service.db, 'modeles', { _uid: 'x', component: 'page' })).rejects.toThrow(/folder/);
    await expect(saveDraft(service.db, 'Mauvais Slug', { _uid: 'x', component: 'page' })).rejects.toThrow(/full slug/);
    await expect(publishStory(service.db, 'inexistant')).rejects.toThrow(/inexistant/);
  });
});
