import { describe, expect, it } from 'vitest';
import { LOCAL_PUBLIC_TOKEN } from '@/content/access-tokens';
import {
  assetWithAlt,
  assetWithUrl,
  EMPTY_ASSET,
  previewableUrl,
  readAsset,
  readAssets,
} from '@/site/studio/fields/asset-value';
import {
  CONTENT_API_PUBLIC_TOKEN,
  datasourceEntriesUrl,
  parseDatasourceAnswer,
  parseStoriesAnswer,
  storyChoices,
} from '@/site/studio/fields/choice-sources';
import { datetimeParts, datetimeValue } from '@/site/studio/fields/datetime-value';
import { blockFieldProblems } from '@/site/studio/fields/field-problems';
import {
  EMPTY_LINK,
  linkOfType,
  linkText,
  linkWithAnchor,
  linkWithNewTab,
  linkWithText,
  readLink,
} from '@/site/studio/fields/multilink-value';
import { numberForInput, numberFromInput, numberLimits } from '@/site/studio/fields/number-value';
import { choicesWithStored, choiceSource, relationValue, relationValues } from '@/site/studio/fields/option-choices';
import { richTextLinkAddress, richTextLinkAttrs } from '@/site/studio/fields/rich-text-link';
import { lengthCount } from '@/site/studio/fields/text-limits';
import { linkHref } from '@/site/routing/link-href';
import { richTextLinkHref } from '@/site/ui/rich-text-link-href';
import type { StoryblokMultilink } from '@/vocabulary/block-types';

const STORIES = parseStoriesAnswer({
  stories: [
    { uuid: 'u-contact', name: 'Contact', fullSlug: 'contact', isFolder: false, contentType: 'page', extra: 1 },
    { uuid: 'u-esch', name: 'Esch', fullSlug: 'concessions/esch', isFolder: false, contentType: 'location' },
    { uuid: 'u-folder', name: 'Concessions', fullSlug: 'concessions', isFolder: true, contentType: null },
    { uuid: 'u-kia', name: 'Kia', fullSlug: 'kia/', isFolder: false, contentType: 'page' },
  ],
});

describe('number fields', () => {
  it('stores what a French editor types as Storyblok’s number text', () => {
    expect(numberFromInput('5,99')).toBe('5.99');
    expect(numberFromInput('27 990')).toBe('27990');
    expect(numberFromInput('27\u202f990,5')).toBe('27990.5');
    expect(numberFromInput('-3')).toBe('-3');
    expect(numberFromInput('')).toBe('');
    // A wrong value is kept for the schema interpreter to name, not silently changed.
    expect(numberFromInput('12abc')).toBe('12abc');
  });

  it('shows a stored number in French', () => {
    expect(numberForInput('5.99')).toBe('5,99');
    expect(numberForInput('27990')).toBe('27990');
    expect(numberForInput(42.5)).toBe('42,5');
    expect(numberForInput(undefined)).toBe('');
    expect(numberForInput('abc')).toBe('abc');
  });

  it('reads the limits the schema sets, as text or numbers', () => {
    expect(numberLimits({ min_value: 0, max_value: '20', decimals: '' })).toEqual({ min: 0, max: 20, decimals: null });
    expect(numberLimits({})).toEqual({ min: null, max: null, decimals: null });
  });

  it('is checked by the server’s rules once typed: a comma becomes a valid number, too many decimals do not', () => {
    const block = (value: string) => ({
      _uid: 'u',
      component: 'vehicle_summary',
      financing_rate: numberFromInput(value),
    });
    expect(blockFieldProblems(block('5,99'))).toEqual({});
    expect(blockFieldProblems(block('5,999')).financing_rate).toBeDefined();
    expect(blockFieldProblems(block('30')).financing_rate).toBeDefined();
  });
});

describe('datetime fields', () => {
  it('splits Storyblok’s `YYYY-MM-DD HH:mm` into the date and time inputs', () => {
    expect(datetimeParts('2026-12-24 09:30')).toEqual({ date: '2026-12-24', time: '09:30' });
    expect(datetimeParts('2026-12-24')).toEqual({ date: '2026-12-24', time: '' });
    expect(datetimeParts('24/12/2026')).toEqual({ date: '', time: '' });
    expect(datetimeParts(undefined)).toEqual({ date: '', time: '' });
  });

  it('stores a date and time as Storyblok does, midnight for a date alone', () => {
    expect(datetimeValue('2026-12-24', '09:30')).toBe('2026-12-24 09:30');
    expect(datetimeValue('2026-12-24', '')).toBe('2026-12-24 00:00');
    expect(datetimeValue('2026-12-24', '09:30', true)).toBe('2026-12-24 00:00');
    expect(datetimeValue('', '09:30')).toBe('');
    // What it stores passes the schema interpreter.
    const closure = { _uid: 'u', component: 'closure', from_date: datetimeValue('2026-12-24', '', true) };
    expect(blockFieldProblems(closure).from_date).toBeUndefined();
    expect(blockFieldProblems({ ...closure, from_date: '' }).from_date).toBeDefined();
  });
});

describe('multilink fields', () => {
  const href = (link: unknown) => linkHref(link as StoryblokMultilink);

  it('reads a missing or partial link as Storyblok’s empty link, keeping keys it does not edit', () => {
    expect(readLink(undefined)).toEqual(EMPTY_LINK);
    expect(readLink({ linktype: 'url', url: 'https://a.lu', rel: 'x' })).toEqual({
      fieldtype: 'multilink',
      linktype: 'url',
      id: '',
      url: 'https://a.lu',
      cached_url: '',
      rel: 'x',
    });
  });

  it('links a story by its full slug and uuid, in the shape blocks read', () => {
    const link = linkWithText(EMPTY_LINK, '/contact', STORIES);
    expect(link).toEqual({ ...EMPTY_LINK, id: 'u-contact', cached_url: 'contact' });
    expect(href(link)).toBe('/contact');
    // A folder's start page is found without its trailing slash.
    expect(linkWithText(EMPTY_LINK, 'kia', STORIES)).toMatchObject({ id: 'u-kia', cached_url: 'kia/' });
    // A slug no story has is kept, without an id: the field shows it as unknown.
    expect(linkWithText(EMPTY_LINK, 'nulle-part', STORIES)).toMatchObject({ id: '', cached_url: 'nulle-part' });
    expect(href(linkWithAnchor(link, '#horaires'))).toBe('/contact#horaires');
    expect(linkWithAnchor(linkWithAnchor(link, 'x'), '')).toEqual(link);
  });

  it('drops a resolved story when the editor picks another page', () => {
    const resolved = readLink({ ...EMPTY_LINK, cached_url: 'contact', story: { full_slug: 'contact' } });
    expect(linkText(resolved)).toBe('contact');
    expect(linkWithText(resolved, 'concessions/esch', STORIES)).not.toHaveProperty('story');
  });

  it('links a URL and an e-mail address as blocks read them', () => {
    const url = linkWithText(linkOfType(EMPTY_LINK, 'url'), 'tel:{{phone:bertrange}}');
    expect(url).toMatchObject({
      linktype: 'url',
      url: 'tel:{{phone:bertrange}}',
      cached_url: 'tel:{{phone:bertrange}}',
    });
    const email = linkWithText(linkOfType(EMPTY_LINK, 'email'), ' info@autopolis.lu ');
    expect(email).toMatchObject({ linktype: 'email', email: 'info@autopolis.lu' });
    expect(href(email)).toBe('mailto:info@autopolis.lu');
    expect(href(linkWithText(linkOfType(EMPTY_LINK, 'url'), 'https://www.autopolis.lu/'))).toBe(
      'https://www.autopolis.lu/',
    );
  });

  it('empties a link whose type changes, and opens it in a new tab on request', () => {
    const story = linkWithText(EMPTY_LINK, 'contact', STORIES);
    expect(linkOfType(story, 'url')).toEqual({ ...EMPTY_LINK, linktype: 'url' });
    expect(linkOfType(story, 'story')).toBe(story);
    expect(linkOfType(linkOfType(story, 'email'), 'url')).not.toHaveProperty('email');
    expect(linkWithNewTab(story, true).target).toBe('_blank');
    expect(linkWithNewTab(linkWithNewTab(story, true), false)).toEqual(story);
  });

  it('writes links the schema interpreter accepts, and a required empty one it refuses', () => {
    const button = (link: unknown) => ({ _uid: 'u', component: 'button', label: 'Go', link });
    expect(blockFieldProblems(button(linkWithText(EMPTY_LINK, 'contact', STORIES)))).toEqual({});
    expect(blockFieldProblems(button(EMPTY_LINK)).link).toBeDefined();
  });
});

describe('asset fields', () => {
  it('reads an asset with every key blocks read, keeping the others', () => {
    expect(readAsset(undefined)).toEqual(EMPTY_ASSET);
    const seedAsset = {
      id: 1010,
      alt: 'Flotte',
      name: '',
      focus: '',
      title: '',
      filename: '/a.svg',
      copyright: '',
      fieldtype: 'asset',
    };
    expect(readAsset(seedAsset)).toEqual(seedAsset);
    expect(readAssets([seedAsset, null])).toEqual([seedAsset, EMPTY_ASSET]);
    expect(readAssets('x')).toEqual([]);
  });

  it('a new URL drops the old image’s id and focal point and keeps the alt text', () => {
    const asset = readAsset({
      id: 7,
      alt: 'Atelier',
      focus: '10x10:11x11',
      filename: '/assets/1600x900/a.svg',
      fieldtype: 'asset',
    });
    const moved = assetWithUrl(asset, ' /assets/800x500/b.svg ');
    expect(moved).toMatchObject({
      id: null,
      focus: null,
      alt: 'Atelier',
      filename: '/assets/800x500/b.svg',
      name: 'b.svg',
    });
    expect(assetWithUrl(asset, asset.filename!)).toBe(asset);
    expect(assetWithAlt(moved, 'Garage').alt).toBe('Garage');
  });

  it('previews only site paths and http(s) URLs', () => {
    expect(previewableUrl('/assets/1600x900/a.svg')).toBe(true);
    expect(previewableUrl('https://a.storyblok.com/f/1/a.jpg')).toBe(true);
    expect(previewableUrl('javascript:alert(1)')).toBe(false);
    expect(previewableUrl('data:image/svg+xml,<svg/>')).toBe(false);
    expect(previewableUrl('//evil.example/a.png')).toBe(false);
    expect(previewableUrl('')).toBe(false);
  });

  it('writes assets the schema interpreter accepts', () => {
    const hero = { _uid: 'u', component: 'media_text', text: { type: 'doc', content: [] } };
    expect(blockFieldProblems({ ...hero, image: assetWithUrl(EMPTY_ASSET, '/a.svg') }).image).toBeUndefined();
    expect(blockFieldProblems({ ...hero, image: EMPTY_ASSET }).image).toBeDefined();
  });
});

describe('option fields', () => {
  it('knows where each field’s choices come from', () => {
    expect(choiceSource({ type: 'option', options: [{ name: 'Clair', value: 'light' }, { value: 'dark' }] })).toEqual({
      kind: 'own',
      choices: [
        { value: 'light', label: 'Clair' },
        { value: 'dark', label: 'dark' },
      ],
    });
    expect(choiceSource({ type: 'option', source: 'internal_stories', filter_content_type: ['location'] })).toEqual({
      kind: 'stories',
      contentTypes: ['location'],
    });
    expect(choiceSource({ type: 'options', source: 'internal', datasource_slug: 'marques' })).toEqual({
      kind: 'datasource',
      slug: 'marques',
    });
  });

  it('offers the stories of the content types the schema filters, by uuid; never folders', () => {
    expect(STORIES.map((story) => story.uuid)).toEqual(['u-esch', 'u-contact', 'u-kia']);
    expect(storyChoices(STORIES, ['location'])).toEqual([{ value: 'u-esch', label: 'Esch (concessions/esch)' }]);
    expect(storyChoices(STORIES, undefined)).toHaveLength(3);
    expect(() => parseStoriesAnswer({ stories: [{ uuid: 1 }] })).toThrow();
  });

  it('reads a datasource’s entries from the local content API with its public token', () => {
    expect(CONTENT_API_PUBLIC_TOKEN).toBe(LOCAL_PUBLIC_TOKEN);
    const url = new URL(datasourceEntriesUrl('marques'), 'http://x');
    expect(url.pathname).toBe('/api/content/v2/cdn/datasource_entries');
    expect(Object.fromEntries(url.searchParams)).toEqual({ datasource: 'marques', per_page: '1000', token: 'local' });
    expect(
      parseDatasourceAnswer({
        datasource_entries: [{ id: 1, name: 'Kia', value: 'kia', dimension_value: null }],
        cv: 1,
      }),
    ).toEqual([{ value: 'kia', label: 'Kia' }]);
    expect(() => parseDatasourceAnswer({ entries: [] })).toThrow();
  });

  it('keeps stored values the choices do not know, and reads resolved relations as uuids', () => {
    expect(relationValue({ uuid: 'u-esch', name: 'Esch' })).toBe('u-esch');
    expect(relationValues(['a', { uuid: 'b' }, 3])).toEqual(['a', 'b']);
    expect(relationValues(undefined)).toEqual([]);
    expect(choicesWithStored([{ value: 'a', label: 'A' }], ['a', 'gone', ''], (v) => `? ${v}`)).toEqual([
      { value: 'a', label: 'A' },
      { value: 'gone', label: '? gone' },
    ]);
  });
});

describe('text fields', () => {
  it('counts characters against max_length', () => {
    expect(lengthCount('abc', { max_length: '5' })).toEqual({ count: 3, max: 5, over: 0 });
    expect(lengthCount('abcdef', { max_length: 5 })).toEqual({ count: 6, max: 5, over: 1 });
    expect(lengthCount('abc', {})).toBeNull();
    expect(lengthCount('abc', { max_length: '' })).toBeNull();
  });
});

describe('rich-text links', () => {
  it('turns a typed address into Storyblok’s link attributes, which the site renders back to it', () => {
    for (const [typed, href] of [
      ['/contact', '/contact'],
      ['/contact#horaires', '/contact#horaires'],
      ['https://www.autopolis.lu/', 'https://www.autopolis.lu/'],
      ['info@autopolis.lu', 'mailto:info@autopolis.lu'],
      ['mailto:info@autopolis.lu', 'mailto:info@autopolis.lu'],
    ] as const) {
      const attrs = richTextLinkAttrs(typed);
      expect(richTextLinkHref(attrs!), typed).toBe(href);
    }
    expect(richTextLinkAttrs('/contact#horaires')).toEqual({
      href: '/contact',
      linktype: 'story',
      target: '_self',
      uuid: null,
      anchor: 'horaires',
    });
    expect(richTextLinkAttrs('info@autopolis.lu')).toMatchObject({ linktype: 'email', href: 'info@autopolis.lu' });
    expect(richTextLinkAttrs('   ')).toBeNull();
    expect(richTextLinkAddress({ href: '/contact', anchor: 'horaires' })).toBe('/contact#horaires');
    expect(richTextLinkAddress(undefined)).toBe('');
  });
});
