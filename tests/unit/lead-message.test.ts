import { describe, expect, it } from 'vitest';
import type { LeadType } from '@/db/schema';
import { headerText, leadEmail, leadWebhookPayload, type DeliverableLead } from '@/services/enquiries/lead-message';

/**
 * The e-mail a site receives for a lead, read as the salesperson reads it: labels in French, values as a
 * person writes them (dates, yes/no, civility), nested answers indented, and the same in the HTML part.
 * Every expected text is written out here, never produced by the code under test.
 */
const lead: DeliverableLead = {
  reference: 'AP-7K2M9Q',
  type: 'test-drive',
  email: 'claire.dupont@example.lu',
  location: 'bertrange',
  recipientEmail: 'bertrange@autopolis.lu',
  vehicleId: 4711,
  fields: {},
  pagePath: '/stock/kia-sportage-4711/essai-routier',
  createdAt: new Date('2026-03-02T09:00:00.000Z'),
};

/** The lines of the e-mail's text part that show the form (after the heading and the lead's own lines). */
function fieldText(fields: Record<string, unknown>): string {
  const parts = leadEmail({ ...lead, fields }).text.split('\n\n');
  expect(parts).toHaveLength(3);
  return parts[2]!.replace(/\n$/, '');
}

describe('the text of a lead e-mail', () => {
  it("shows the lead, then the form with the known fields first in a reader's order and the others as sent", () => {
    const email = leadEmail({
      ...lead,
      fields: {
        message: 'Bonjour,\r\nje voudrais essayer ce véhicule.\rMerci\nClaire',
        marketingConsent: true,
        slot: '2026-03-05T14:30:00.000Z',
        lastName: 'Dupont',
        civility: 'mrs',
        firstName: 'Claire',
        email: 'claire.dupont@example.lu',
        company: '',
        phone: '+352621123456',
        preferredContact: 'whatsapp',
        tradeIn: { make: 'Kia', model: 'Sportage 2019', mileageKm: 45000, firstRegistration: '2019-06-01' },
        accessories: ['attelage', 'tapis'],
      },
    });
    expect(email.text).toBe(
      [
        'Nouvelle demande d’essai — AP-7K2M9Q',
        '',
        'Référence : AP-7K2M9Q',
        'Reçue le : lundi 2 mars 2026 à 10:00',
        'Site : bertrange',
        'Véhicule (n° de stock) : 4711',
        'Page : /stock/kia-sportage-4711/essai-routier',
        '',
        'Civilité : Mme',
        'Prénom : Claire',
        'Nom : Dupont',
        'E-mail : claire.dupont@example.lu',
        'Téléphone : +352 621 123 456',
        'Contact préféré : WhatsApp',
        'Créneau : jeudi 5 mars 2026 à 15:30',
        'Reprise :',
        '  Marque : Kia',
        '  Modèle : Sportage 2019',
        '  Kilométrage (km) : 45000',
        '  Première immatriculation : 1 juin 2019',
        'Message : Bonjour,',
        '  je voudrais essayer ce véhicule.',
        '  Merci',
        '  Claire',
        'Accord pour les offres commerciales : Oui',
        'Société : —',
        'accessories : attelage, tapis',
        '',
      ].join('\n'),
    );
    expect(email.to).toBe('bertrange@autopolis.lu');
    expect(email.subject).toBe('Nouvelle demande d’essai — AP-7K2M9Q — Claire Dupont');
    expect(email.replyTo).toEqual({ name: 'Claire Dupont', address: 'claire.dupont@example.lu' });
  });

  it('leaves out the stock number of a lead about no vehicle, and names an unknown lead type plainly', () => {
    const email = leadEmail({ ...lead, type: 'callback' as LeadType, vehicleId: null, fields: { firstName: 'Léa' } });
    expect(email.text).toBe(
      [
        'Nouvelle demande — AP-7K2M9Q',
        '',
        'Référence : AP-7K2M9Q',
        'Reçue le : lundi 2 mars 2026 à 10:00',
        'Site : bertrange',
        'Page : /stock/kia-sportage-4711/essai-routier',
        '',
        'Prénom : Léa',
        '',
      ].join('\n'),
    );
    expect(email.subject).toBe('Nouvelle demande — AP-7K2M9Q — Léa');
  });

  it('writes an empty answer as a dash and yes/no in French', () => {
    expect(fieldText({ phone: null, vehicle: undefined, company: '', options: [], marketingConsent: false })).toBe(
      ['Téléphone : —', 'Véhicule : —', 'Accord pour les offres commerciales : Non', 'Société : —', 'options : —'].join(
        '\n',
      ),
    );
  });

  it('writes numbers as sent and translates only the values it knows', () => {
    expect(fieldText({ civility: 'dr', preferredContact: 'email', mileageKm: 45000, price: 27990.5, deposit: 0 })).toBe(
      ['Civilité : dr', 'Contact préféré : E-mail', 'Kilométrage (km) : 45000', 'Prix : 27990.5', 'Apport : 0'].join(
        '\n',
      ),
    );
    expect(fieldText({ civility: 'mr', preferredContact: 'phone' })).toBe(
      ['Civilité : M.', 'Contact préféré : Téléphone'].join('\n'),
    );
  });

  it('writes a list of plain values on one line, and a list holding objects as numbered entries', () => {
    expect(fieldText({ options: ['gps', 2, true, null] })).toBe('options : gps, 2, Oui, —');
    expect(fieldText({ accessories: [{ name: 'Attelage', price: 450 }, 'Tapis'] })).toBe(
      ['accessories :', '  1 :', '    Nom : Attelage', '    Prix : 450', '  2 : Tapis'].join('\n'),
    );
  });

  it('prints what is nested deeper than a form ever is as JSON', () => {
    expect(fieldText({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toBe(
      ['a :', '  b :', '    c :', '      d :', '        e : {"f":1}'].join('\n'),
    );
    expect(fieldText({ a: { b: { c: [{ x: { y: 1 } }] } } })).toBe(
      ['a :', '  b :', '    c :', '      1 :', '        x : {"y":1}'].join('\n'),
    );
  });

  it('writes dates and instants as a French reader reads them, in Luxembourg time', () => {
    expect(fieldText({ firstRegistration: '2019-06-01' })).toBe('Première immatriculation : 1 juin 2019');
    for (const slot of [
      '2026-03-05T14:30Z',
      '2026-03-05T14:30:00Z',
      '2026-03-05T14:30:00.000Z',
      '2026-03-05T15:30+01:00',
      '2026-03-05T12:30:00-02:00',
    ]) {
      expect(fieldText({ slot })).toBe('Créneau : jeudi 5 mars 2026 à 15:30');
    }
  });

  it('leaves text that only looks like a date as typed', () => {
    for (const value of [
      'Sportage 2019',
      '2019-13-45',
      '19-06-01',
      '2019-6-01',
      '2019-06-1',
      '2026-03-05T25:00Z',
      '2026-03-05T14:30+1:00',
      '2026-03-05T14:30+01:0',
      '2026-03-05 14:30',
    ]) {
      expect(fieldText({ model: value })).toBe(`Modèle : ${value}`);
    }
  });
});

describe('the HTML of a lead e-mail', () => {
  const th = (label: string) =>
    `<th style="padding:4px 12px 4px 0;vertical-align:top;text-align:left;font-weight:600;white-space:nowrap">${label}</th>`;
  const td = (cell: string) =>
    `<td style="padding:4px 12px 4px 0;vertical-align:top;text-align:left;white-space:pre-wrap">${cell}</td>`;
  const table = (rows: string) => `<table role="presentation" style="border-collapse:collapse">${rows}</table>`;

  it("is one document with the heading, the lead's table, a rule and the form's table, every value escaped", () => {
    const email = leadEmail({
      ...lead,
      type: 'contact',
      reference: 'AP-<B>',
      vehicleId: null,
      fields: { message: '<b>Merci</b> & "à bientôt"\nL\'équipe', tradeIn: { make: 'Kia' } },
    });
    const heading = 'Nouvelle demande de contact — AP-&#60;B&#62;';
    expect(email.html).toBe(
      [
        '<!doctype html>',
        `<html lang="fr"><head><meta charset="utf-8"><title>${heading}</title></head>`,
        '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">',
        `<h1 style="font-size:18px">${heading}</h1>`,
        table(
          [
            `<tr>${th('Référence')}${td('AP-&#60;B&#62;')}</tr>`,
            `<tr>${th('Reçue le')}${td('lundi 2 mars 2026 à 10:00')}</tr>`,
            `<tr>${th('Site')}${td('bertrange')}</tr>`,
            `<tr>${th('Page')}${td('/stock/kia-sportage-4711/essai-routier')}</tr>`,
          ].join(''),
        ),
        '<hr style="border:0;border-top:1px solid #ddd;margin:16px 0">',
        table(
          [
            `<tr>${th('Reprise')}${td(table(`<tr>${th('Marque')}${td('Kia')}</tr>`))}</tr>`,
            `<tr>${th('Message')}${td('&#60;b&#62;Merci&#60;/b&#62; &#38; &#34;à bientôt&#34;\nL&#39;équipe')}</tr>`,
          ].join(''),
        ),
        '</body></html>',
      ].join(''),
    );
  });
});

describe('the visitor in the headers', () => {
  it('names the visitor by the parts of the name that are text, or by the e-mail address', () => {
    expect(leadEmail({ ...lead, fields: { firstName: 42, lastName: 'Dupont' } }).subject).toBe(
      'Nouvelle demande d’essai — AP-7K2M9Q — Dupont',
    );
    expect(leadEmail({ ...lead, fields: { firstName: { text: 'Claire' }, lastName: 'Dupont' } }).replyTo).toEqual({
      name: 'Dupont',
      address: 'claire.dupont@example.lu',
    });
    expect(leadEmail({ ...lead, fields: {} }).subject).toBe(
      'Nouvelle demande d’essai — AP-7K2M9Q — claire.dupont@example.lu',
    );
  });

  it('has no reply-to for an address a header could not carry', () => {
    for (const email of [
      'claire dupont@example.lu',
      'claire@example.lu, direction@autopolis.lu',
      'Claire <claire@example.lu>',
      'claire.example.lu',
      'x claire@example.lu',
    ]) {
      expect(leadEmail({ ...lead, email, fields: { firstName: 'Claire' } }).replyTo).toBeUndefined();
    }
  });

  it('drops bidi and zero-width controls from the subject, whatever the form let through', () => {
    // A lead stored before the forms refused them, or posted some other way: the subject stays readable.
    const fields = { firstName: 'Cl\u202eaire\u200b', lastName: '\u2066Du\ufeffpont\u2069\u061c\u200f' };
    const email = leadEmail({ ...lead, fields });
    expect(email.subject).toBe('Nouvelle demande d’essai — AP-7K2M9Q — Claire Dupont');
    expect(email.replyTo?.name).toBe('Claire Dupont');
    expect(headerText('\u202a\u202b\u202c\u202d\u200c\u200d\u200e\u2067\u2068 Léa ')).toBe('Léa');
  });

  it('makes header text one trimmed line and cuts it with an ellipsis at the limit', () => {
    expect(headerText('  Claire\r\n\tDupont\u2028\u0085 ')).toBe('Claire Dupont');
    expect(headerText('a'.repeat(200))).toBe('a'.repeat(200));
    expect(headerText('a'.repeat(201))).toBe(`${'a'.repeat(199)}…`);
    expect(headerText('Claire Dupont', 6)).toBe('Clair…');
    expect(headerText('Claire', 6)).toBe('Claire');
  });
});

describe('the webhook body', () => {
  it('carries the lead as stored, its time as an ISO instant', () => {
    const fields = { firstName: 'Claire', slot: '2026-03-05T14:30:00.000Z' };
    expect(leadWebhookPayload({ ...lead, fields })).toEqual({
      reference: 'AP-7K2M9Q',
      type: 'test-drive',
      createdAt: '2026-03-02T09:00:00.000Z',
      location: 'bertrange',
      vehicleId: 4711,
      fields: { firstName: 'Claire', slot: '2026-03-05T14:30:00.000Z' },
      pagePath: '/stock/kia-sportage-4711/essai-routier',
    });
  });
});
