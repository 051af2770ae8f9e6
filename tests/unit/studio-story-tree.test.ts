import { describe, expect, it } from 'vitest';
import { buildStoryTree, folderOf, searchStories, type StoryNode, type StoryRow } from '@/site/studio/pages/story-tree';

let nextId = 1;
function row(fullSlug: string, name: string, parentId: number | null, extra: Partial<StoryRow> = {}): StoryRow {
  return {
    id: nextId++,
    parentId,
    name,
    slug: fullSlug.split('/').at(-1) || 'index',
    fullSlug,
    isFolder: false,
    isStartpage: false,
    status: 'published',
    contentType: 'Page',
    protected: false,
    ...extra,
  };
}

const services = row('services', 'Services', null, { isFolder: true, status: null, contentType: null });
const utilitaires = row('vehicules-utilitaires', 'Véhicules utilitaires', null, {
  isFolder: true,
  status: null,
  contentType: null,
});
const ford = row('vehicules-utilitaires/ford', 'Ford', utilitaires.id, {
  isFolder: true,
  status: null,
  contentType: null,
});
const ROWS: StoryRow[] = [
  row('services/revision', 'Révision', services.id),
  row('contact', 'Contact', null),
  services,
  row('services/', 'Nos services', services.id, { isStartpage: true }),
  row('services/carrosserie', 'Carrosserie', services.id, { status: 'draft' }),
  ford,
  row('vehicules-utilitaires/ford/transit', 'Transit Custom', ford.id),
  row('vehicules-utilitaires/ford/ranger', 'Ranger', ford.id),
  row('promo-printemps', 'Offres de Pâques', null),
  utilitaires,
  row('home-page', 'Accueil', null, { protected: true }),
  row('orphan', 'Orpheline', 999),
];

const names = (nodes: StoryNode[]) => nodes.map((node) => node.name);
const byName = (nodes: StoryNode[], name: string) => nodes.find((node) => node.name === name)!;

describe('buildStoryTree', () => {
  const tree = buildStoryTree(ROWS);

  it('nests stories in their folders: folders first, then pages by name, a start page before all', () => {
    expect(names(tree)).toEqual([
      'Services',
      'Véhicules utilitaires',
      'Accueil',
      'Contact',
      'Offres de Pâques',
      'Orpheline',
    ]);
    expect(names(byName(tree, 'Services').children)).toEqual(['Nos services', 'Carrosserie', 'Révision']);
    expect(names(byName(byName(tree, 'Véhicules utilitaires').children, 'Ford').children)).toEqual([
      'Ranger',
      'Transit Custom',
    ]);
  });

  it('counts the pages inside each folder at any depth', () => {
    expect(byName(tree, 'Services').pageCount).toBe(3);
    expect(byName(tree, 'Véhicules utilitaires').pageCount).toBe(2);
  });

  it('keeps a story whose parent is missing, not a folder or itself, at the root', () => {
    expect(byName(tree, 'Orpheline').parentId).toBe(999);
    const contact = ROWS.find((r) => r.name === 'Contact')!;
    const odd = buildStoryTree([
      contact,
      row('contact/x', 'Sous une page', contact.id),
      { ...contact, id: 500, parentId: 500 },
    ]);
    expect(names(odd)).toEqual(['Contact', 'Contact', 'Sous une page']);
  });
});

describe('searchStories', () => {
  const tree = buildStoryTree(ROWS);
  const matchNames = (query: string) => {
    const found = searchStories(tree, query)!;
    return ROWS.filter((r) => found.matches.has(r.id))
      .map((r) => r.name)
      .sort();
  };

  it('is off for an empty query', () => {
    expect(searchStories(tree, '   ')).toBeNull();
  });

  it('matches pages by name or full slug, without regard to case or accents, every word', () => {
    expect(matchNames('contact')).toEqual(['Contact']);
    expect(matchNames('REVISION')).toEqual(['Révision']);
    expect(matchNames('révision')).toEqual(['Révision']);
    expect(matchNames('services carr')).toEqual(['Carrosserie']);
    expect(matchNames('services/')).toEqual(['Carrosserie', 'Nos services', 'Révision']);
    expect(matchNames('paques')).toEqual(['Offres de Pâques']);
    expect(matchNames('PÂQUES')).toEqual(['Offres de Pâques']);
    expect(matchNames('zzz')).toEqual([]);
  });

  it('never counts folders as matches, and opens every folder above a match', () => {
    const found = searchStories(tree, 'transit')!;
    expect(found.matches.size).toBe(1);
    expect(found.foldersOfMatches).toEqual(new Set([utilitaires.id, ford.id]));
    expect(searchStories(tree, 'utilitaires')!.matches.size).toBe(2);
  });
});

describe('folderOf', () => {
  it('names the folder holding a story or a start page', () => {
    expect(folderOf('services/revision')).toBe('services');
    expect(folderOf('a/b/c')).toBe('a/b');
    expect(folderOf('contact')).toBe('');
    expect(folderOf('news/')).toBe('news');
  });
});
