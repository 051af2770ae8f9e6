import { describe, expect, it } from 'vitest';
import { describeChanges, type DisplayNames } from '@/content/local-service/describe-changes';

const schemas: DisplayNames = {
  page: { display_name: 'Page', schema: { body: {}, seo_title: { display_name: 'Titre SEO' } } },
  hero: { display_name: 'Héros', schema: { title: { display_name: 'Titre' }, text: {} } },
  faq: { display_name: 'FAQ', schema: { items: { display_name: 'Questions' } } },
  faq_item: { display_name: 'Question', schema: { question: {}, answer: { display_name: 'Réponse' } } },
  button: { schema: { label: {} } },
};

const hero = { _uid: 'h', component: 'hero', title: 'Bienvenue', text: 'Texte' };
const faq = {
  _uid: 'f',
  component: 'faq',
  items: [
    { _uid: 'q1', component: 'faq_item', question: 'Q1', answer: 'R1' },
    { _uid: 'q2', component: 'faq_item', question: 'Q2', answer: 'R2' },
  ],
};
const page = (body: unknown[], extra: Record<string, unknown> = {}) => ({
  name: 'Contact',
  fullSlug: 'contact',
  content: { _uid: 'root', component: 'page', body, ...extra },
});
const changes = (before: ReturnType<typeof page> | null, after: ReturnType<typeof page>) =>
  describeChanges(before, after, schemas);

describe('describeChanges', () => {
  it('says nothing when nothing changed, whatever the order of keys or an empty field left out', () => {
    const before = page([hero, faq], { seo_title: '' });
    const after = page([{ text: 'Texte', title: 'Bienvenue', component: 'hero', _uid: 'h' }, faq]);
    expect(changes(before, after)).toEqual([]);
  });

  it('names a created page', () => {
    expect(changes(null, page([hero]))).toEqual(['Page créée']);
  });

  it("names a changed field by the block's and the field's display names", () => {
    expect(changes(page([hero]), page([{ ...hero, title: 'Bonjour' }]))).toEqual(['Champ Titre du bloc Héros modifié']);
  });

  it('falls back to the technical names when a schema gives no display name', () => {
    const button = { _uid: 'b', component: 'button', label: 'Voir' };
    expect(
      changes(
        page([hero, button]),
        page([
          { ...hero, text: 'Autre' },
          { ...button, label: 'Lire' },
        ]),
      ),
    ).toEqual(['Champ text du bloc Héros modifié', 'Champ label du bloc button modifié']);
  });

  it('names a field of the page itself as the page', () => {
    expect(changes(page([hero]), page([hero], { seo_title: 'Contact' }))).toEqual([
      'Champ Titre SEO de la page modifié',
    ]);
  });

  it('names an added block once, its children with it', () => {
    expect(changes(page([hero]), page([hero, faq]))).toEqual(['Bloc FAQ ajouté']);
  });

  it('names a removed block once, its children with it', () => {
    expect(changes(page([hero, faq]), page([hero]))).toEqual(['Bloc FAQ supprimé']);
  });

  it('names blocks reordered, and not as changed', () => {
    expect(changes(page([hero, faq]), page([faq, hero]))).toEqual(['Blocs réordonnés']);
    const swapped = { ...faq, items: [faq.items[1], faq.items[0]] };
    expect(changes(page([faq]), page([swapped]))).toEqual(['Blocs réordonnés']);
  });

  it('says a sentence that comes back once, with its count', () => {
    const edited = { ...faq, items: faq.items.map((item) => ({ ...item, answer: `${item.answer} !` })) };
    expect(changes(page([faq]), page([edited]))).toEqual(['Champ Réponse du bloc Question modifié (×2)']);
  });

  it('names a block moved to another block', () => {
    const item = faq.items[0]!;
    const otherFaq = { _uid: 'f2', component: 'faq', items: [] as unknown[] };
    const before = page([faq, otherFaq]);
    const after = page([
      { ...faq, items: [faq.items[1]] },
      { ...otherFaq, items: [item] },
    ]);
    expect(changes(before, after)).toEqual(['Bloc Question déplacé']);
  });

  it('names a renamed page, a moved one and a block replaced by another of the same uid', () => {
    const before = page([hero]);
    expect(changes(before, { ...page([hero]), name: 'Nous contacter', fullSlug: 'services/contact' })).toEqual([
      'Nom de la page modifié',
      'Adresse de la page modifiée',
    ]);
    expect(changes(before, page([{ _uid: 'h', component: 'faq', items: [] }]))).toEqual([
      'Bloc FAQ ajouté',
      'Bloc Héros supprimé',
    ]);
  });

  it("reads the site's schemas when given none", () => {
    expect(describeChanges(page([hero]), page([hero, faq]))).toEqual([expect.stringMatching(/^Bloc .+ ajouté$/)]);
  });
});
