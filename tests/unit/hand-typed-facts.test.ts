import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factsInText, handTypedFacts } from '@/content/hand-typed-facts';
import { isEventHours } from '../fixtures/content/event-hours';

const SEED = path.join(process.cwd(), 'content/seed/stories');

async function storyFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? storyFiles(path.join(dir, e.name))
        : e.name.endsWith('.json') && e.name !== '_folder.json'
          ? [path.join(dir, e.name)]
          : [],
    ),
  );
  return nested.flat();
}

describe('hand-typed facts in a text', () => {
  it.each([
    ['Showroom lun.–ven. 8 h 30–19 h, sam. 9 h–17 h', 'hours'],
    ['ouvert de 08:30–18:00', 'hours'],
    ['du lundi au vendredi de 9 h à 18 h', 'hours'],
    ['atelier ouvert dès 7h30', 'hours'],
    ['jusqu’à 18 h 30 le samedi', 'hours'],
    ['Tél. +352 26 31 40 00', 'phone'],
    ['appelez le 26 31 40 00', 'phone'],
    ['plus de 300 véhicules en stock', 'count'],
    ['600 voitures disponibles', 'count'],
    ['kilométrage de 10 000 à 60 000 km par an', 'lease-mileage'],
    ['Durée de 24 à 60 mois, de 10\u202F000 à 40\u202F000 km/an', 'lease-mileage'],
    ['jusqu’à 50 000 km par an', 'lease-mileage'],
    ['entretien, assurance et pneus compris', 'lease-insurance'],
    ['en option : l’assurance tous risques, une carte de recharge', 'lease-insurance'],
    ['les pneus et l’assurance peuvent être ajoutés en option', 'lease-insurance'],
    ['entretien, pneus, assistance et, si vous le souhaitez, assurance sont compris', 'lease-insurance'],
    ['Assurance omnium avec une franchise fixe, protection juridique et conducteur incluses.', 'lease-insurance'],
    ['Recevez votre offre chiffrée le jour même : durée, kilométrage', 'reply-delay'],
    ['Recevez une offre HTVA détaillée sous 24 heures', 'reply-delay'],
    ['nous vous répondons sous un jour ouvrable.', 'reply-delay'],
    ['un conseiller leasing vous envoie sous un jour ouvrable une offre chiffrée', 'reply-delay'],
    ['Kia EV3 dès 299 €/mois en private lease', 'lease-price'],
    ['Lancia Ypsilon à partir de 279\u00A0€ par mois', 'lease-price'],
    ['mensualité de 1\u202F049 € / mois TVAC', 'lease-price'],
    ['Ducato dès 549 €/mois HTVA', 'business-price'],
    ['Kia EV3 en business lease : 429 € HTVA/mois sur 48 mois', 'business-price'],
    ['un loyer de 1\u202F049,50\u00A0€ hors TVA par mois', 'business-price'],
    ['Transit Custom à 479 € HT/mois', 'business-price'],
  ])('finds « %s » (%s)', (text, kind) => {
    expect(factsInText(text).map((f) => f.kind)).toContain(kind);
  });

  it.each([
    '0 à 100 km/h en 7,9 s',
    'Recharge de 10 à 80 % en 18 minutes',
    'Pour les sociétés de 1 à 4 véhicules',
    'De 5 à 500 véhicules, Autopolis gère votre flotte',
    'Garantie de 7 ans ou 150 000 km',
    'Dès 37 590 € TVAC',
    'Plus de 600 km d’autonomie WLTP',
    'Assistance 24 h/24',
    'Comptez 1 h 30 à 3 h selon le modèle',
    '48 mois, 25 000 km par an, entretien inclus.',
    'Garantie constructeur de 5 ans sans limitation de kilométrage',
    'en lien avec votre assurance, votre assurance peut le prendre en charge',
    'loyer ou amortissement, énergie, entretien, pneus, assurance et fiscalité',
    'le ramène le jour même dans la plupart des cas',
    'pour que votre voiture soit prête le jour même',
    'Notre partenaire financier répond en 48 heures ouvrables en général.',
    'entretien, pneus et {{lease_insurance}}, sous {{reply_delay}}, {{lease_mileage}}',
    'Kia EV3 dès {{lease_from:kia-ev3}} par mois',
    'Ducato dès {{business_from:fiat-ducato-business}}/mois HTVA',
    'Une facture mensuelle unique HTVA, détaillée par véhicule',
    'Tous nos prix professionnels sont exprimés HTVA.',
  ])('leaves « %s » alone', (text) => {
    expect(factsInText(text)).toEqual([]);
  });

  it('reads a paragraph whole, its marks and all: a fact split by bold text is still one fact', () => {
    const paragraph = {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Offre chiffrée remise ' },
        { type: 'text', text: 'le jour même', marks: [{ type: 'bold' }] },
      ],
    };
    const content = { component: 'rich_text', text: { type: 'doc', content: [paragraph] } };
    expect(handTypedFacts(content).map((f) => [f.kind, f.text])).toEqual([
      ['reply-delay', 'Offre chiffrée remise le jour même'],
    ]);
  });

  it('reads rich text and links that call a number typed by hand, and skips the data fields', () => {
    const content = {
      component: 'page',
      body: [
        {
          component: 'rich_text',
          text: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Tél. +352 26 58 21 00' }] }],
          },
        },
        { component: 'location', phone: '+352 26 58 21 00', body: [] },
        {
          component: 'button',
          label: 'Appeler',
          link: { linktype: 'url', url: 'tel:+35226582100', cached_url: 'tel:+35226582100' },
        },
        {
          component: 'button',
          label: 'Appeler',
          link: { linktype: 'url', url: '', cached_url: 'tel:+352 26 58 21 00' },
        },
        {
          component: 'button',
          label: 'Appeler le {{phone:niederkorn}}',
          link: { linktype: 'url', url: 'tel:{{phone:niederkorn}}', cached_url: 'tel:{{phone:niederkorn}}' },
        },
        {
          component: 'button',
          label: 'Itinéraire',
          link: { linktype: 'url', url: 'https://www.openstreetmap.org/?mlat=49.53&mlon=5.89', cached_url: '' },
        },
      ],
    };
    expect(handTypedFacts(content)).toEqual([
      {
        kind: 'phone',
        field: 'rich_text.text',
        path: 'body[0](rich_text).text',
        match: '+352 26 58 21 00',
        text: 'Tél. +352 26 58 21 00',
      },
      {
        kind: 'phone',
        field: 'button.link.url',
        path: 'body[2](button).link.url',
        match: 'tel:+35226582100',
        text: 'tel:+35226582100',
      },
      {
        kind: 'phone',
        field: 'button.link.cached_url',
        path: 'body[3](button).link.cached_url',
        match: 'tel:+352 26 58 21 00',
        text: 'tel:+352 26 58 21 00',
      },
    ]);
  });
});

describe('seed stories', () => {
  it('type no opening hours, phone numbers, stock counts or lease terms by hand in a published story', async () => {
    const found: string[] = [];
    for (const file of await storyFiles(SEED)) {
      const story = JSON.parse(await readFile(file, 'utf8')) as { published?: boolean; content: unknown };
      if (story.published === false) continue;
      const name = path.relative(SEED, file).replace(/\.json$/, '');
      for (const fact of handTypedFacts(story.content))
        if (!isEventHours(name, fact.match))
          found.push(`${name} ${fact.field} (${fact.kind}): « ${fact.match} » in « ${fact.text.slice(0, 160)} »`);
    }
    expect(found, `Hand-typed facts: show them with the data blocks or the fact tokens\n${found.join('\n')}`).toEqual(
      [],
    );
  });

  it('keep fact tokens out of the site configuration, which is not a page and is not resolved', async () => {
    const config = await readFile(path.join(SEED, 'config.json'), 'utf8');
    expect(config).not.toMatch(/\{\{/);
  });
});
