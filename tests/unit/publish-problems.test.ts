import { describe, expect, it } from 'vitest';
import { handTypedFactProblems, publishProblems, schemaProblems } from '@/content/publish-problems';

const page = (body: unknown[]) => ({ _uid: 'p', component: 'page', body });

describe('publishProblems', () => {
  it('finds nothing in a valid page', () => {
    expect(publishProblems(page([{ _uid: 'h', component: 'hero', title: 'Bienvenue' }]))).toEqual([]);
  });

  it('names each problem by its path from the root, in French', () => {
    const problems = schemaProblems(
      page([{ _uid: 'h', component: 'hero', title: '', buttons: [{ _uid: 'c', component: 'card', title: 'x' }] }]),
    );
    expect(problems).toContainEqual({ path: 'body[0](hero).title', message: 'obligatoire' });
    expect(problems).toContainEqual({
      path: 'body[0](hero).buttons[0]',
      message: expect.stringContaining('non autorisé ici'),
    });
  });

  it('refuses a block that is not a root component at the root', () => {
    expect(schemaProblems({ _uid: 'h', component: 'hero', title: 'x' })).toEqual([
      { path: '', message: 'le bloc «\u202fhero\u202f» ne peut pas être la racine d’une page' },
    ]);
    expect(schemaProblems({ _uid: 'x', component: 'carousel' })).toEqual([
      { path: '', message: 'bloc inconnu «\u202fcarousel\u202f»' },
    ]);
  });

  it('refuses a block where its field does not allow it, deeply, and more than the maximum', () => {
    const button = { _uid: 'b', component: 'button', label: 'x', link: { linktype: 'url', url: '/' } };
    const problems = schemaProblems(
      page([{ _uid: 'h', component: 'hero', title: 'T', buttons: [button, button, button] }]),
    );
    expect(problems).toContainEqual({ path: 'body[0](hero).buttons', message: '3 éléments, au plus 2' });
    expect(schemaProblems(page([{ _uid: 'b', component: 'button', label: 'x' }]))).toContainEqual({
      path: 'body[0]',
      message: expect.stringContaining('bloc «\u202fbutton\u202f» non autorisé ici'),
    });
  });

  it('names hand-typed hours, phone numbers and stock counts with the token to use', () => {
    const problems = handTypedFactProblems(
      page([
        { _uid: 'h', component: 'hero', title: 'Ouvert de 8 h à 18 h', text: 'Appelez le +352 26 31 40 00' },
        { _uid: 'r', component: 'hero', title: 'Plus de 300 véhicules en stock' },
        { _uid: 'l', component: 'card', title: 'Kia EV3 dès 299 €/mois' },
      ]),
    );
    expect(problems).toEqual([
      { path: 'body[0](hero).title', message: expect.stringContaining('{{showroom_hours:site}}') },
      { path: 'body[0](hero).text', message: expect.stringContaining('{{phone:site}}') },
      { path: 'body[1](hero).title', message: expect.stringContaining('{{stock_count}}') },
      { path: 'body[2](card).title', message: expect.stringContaining('{{lease_from:offre}}') },
    ]);
  });

  it("lets an article give its event's hours and lease amounts, but not a phone number typed by hand", () => {
    const article = {
      _uid: 'a',
      component: 'article',
      title: 'Portes ouvertes',
      body: {
        type: 'doc',
        content: [{ type: 'text', text: 'Samedi de 10 h à 18 h, leasing dès 279 €/mois, appelez le 26 31 40 00.' }],
      },
    };
    expect(handTypedFactProblems(article)).toEqual([
      { path: 'body', message: expect.stringContaining('{{phone:site}}') },
    ]);
  });
});
