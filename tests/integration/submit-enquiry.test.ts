import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSeed } from '@/content/seed-loader';
import type { Database } from '@/db/client';
import { leads, vehicles } from '@/db/schema';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';
import { randomVehicles } from '../fixtures/stock/random-vehicles';

// The form action's answer to every kind of submission, over the real seed (locations, models, lease offers)
// and vehicles in stock: each refusal with its status, field and exact words, each confirmation, and what is
// stored. Two seams are replaced, as in lease-offers.test.ts: the process-wide database and Next's data cache.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));

vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));
vi.mock('next/cache', () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
}));

const { submitEnquiry } = await import('@/site/enquiries/submit-enquiry');

let database: TestDatabase;

/** A Monday morning in Luxembourg (UTC+1): the slots below are days ahead, within showroom and workshop hours. */
const NOW = new Date('2027-03-01T08:00:00Z');
/** A vehicle in stock at Bertrange, one at the tyre-only site (which takes no test drive). */
const AT_BERTRANGE = 1000;
const AT_TYRE_SITE = 1001;

beforeAll(async () => {
  vi.stubEnv('STORYBLOK_TOKEN', '');
  database = await openTestDatabase();
  testDb.current = Promise.resolve(database.db);
  await loadSeed(database.db, path.join(process.cwd(), 'content/seed'));
  const [first, second] = randomVehicles(2);
  await database.db.insert(vehicles).values([
    { ...first!, id: AT_BERTRANGE, dealership: 'bertrange', makeName: 'Kia', modelName: 'EV3', trim: 'EV3 Air' },
    { ...second!, id: AT_TYRE_SITE, dealership: 'vmal' },
  ]);
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await database?.close();
});

let visitor = 0;
/** A visitor of their own (address, e-mail), so the rate limits of one case never reach another. */
function contact() {
  visitor += 1;
  return {
    civility: 'madame',
    firstName: 'Anne',
    lastName: 'Muller',
    email: `anne.${visitor}@example.lu`,
    phone: '+352 621 123 456',
    preferredContact: 'email',
    privacyConsent: 'on',
  };
}

function send(type: string, fields: Record<string, string>, meta: Record<string, string> = {}) {
  const entries: [string, FormDataEntryValue][] = [
    ...Object.entries({ form: type, page: '/formulaires/contact', ...meta }),
    ...Object.entries(fields),
  ];
  return submitEnquiry({ entries }, { ip: `10.0.0.${visitor}`, now: NOW });
}

const storedLead = async (email: string) => {
  const [row] = await database.db.select().from(leads).where(eq(leads.email, email));
  if (!row) return null;
  // The row less what differs from run to run: its id, reference and time, the hash in its key.
  const { reference, createdAt, idempotencyKey, ...rest } = row;
  return {
    ...rest,
    id: typeof rest.id,
    reference: typeof reference,
    createdAt: createdAt instanceof Date,
    key: idempotencyKey.slice(0, 8),
  };
};

describe('what reading the post refuses', () => {
  it('a file', async () => {
    const answer = await submitEnquiry(
      {
        entries: [
          ['form', 'contact'],
          ['upload', new File(['x'], 'x.txt')],
        ],
      },
      { ip: '10.1.0.1', now: NOW },
    );
    expect(answer).toMatchInlineSnapshot(`
      {
        "errors": {
          "form": "Ce formulaire n’accepte pas de fichier.",
        },
        "httpStatus": 400,
        "message": null,
        "status": "refused",
        "values": {},
      }
    `);
  });

  it('a field sent twice, named in the message', async () => {
    const answer = await submitEnquiry(
      {
        entries: [
          ['form', 'contact'],
          ['email', 'a@example.lu'],
          ['email', 'b@example.lu'],
        ],
      },
      { ip: '10.1.0.2', now: NOW },
    );
    expect(answer).toMatchInlineSnapshot(`
      {
        "errors": {
          "form": "Le champ email est envoyé deux fois.",
        },
        "httpStatus": 400,
        "message": null,
        "status": "refused",
        "values": {},
      }
    `);
  });

  it('an unknown form, keeping the values', async () => {
    expect(await send('quote', { message: 'Bonjour' })).toMatchInlineSnapshot(`
      {
        "errors": {
          "form": "Ce formulaire n’est pas reconnu.",
        },
        "httpStatus": 400,
        "message": null,
        "status": "refused",
        "values": {
          "message": "Bonjour",
        },
      }
    `);
  });

  it('the schema’s own messages, with status 422', async () => {
    expect(await send('contact', { subject: 'autre', message: '' })).toMatchInlineSnapshot(`
      {
        "errors": {
          "civility": "Choisissez une civilité.",
          "email": "Indiquez votre adresse e-mail.",
          "firstName": "Indiquez votre prénom.",
          "lastName": "Indiquez votre nom.",
          "location": "Choisissez une concession.",
          "message": "Écrivez votre message.",
          "preferredContact": "Indiquez comment vous préférez être contacté(e).",
          "privacyConsent": "Acceptez la politique de traitement des données pour envoyer votre demande.",
        },
        "httpStatus": 422,
        "message": null,
        "status": "refused",
        "values": {
          "message": "",
          "subject": "autre",
        },
      }
    `);
  });
});

describe('robots get the neutral answer and store nothing', () => {
  it('a filled trap field', async () => {
    const fields = { ...contact(), subject: 'autre', location: 'bertrange', message: 'Bonjour' };
    expect(await send('contact', fields, { website: 'https://spam.example' })).toMatchInlineSnapshot(`
      {
        "confirmation": {
          "calendarHref": null,
          "lines": [],
          "next": "Merci, votre message a bien été reçu.",
          "reference": null,
          "title": "Merci, votre demande est bien envoyée",
        },
        "status": "sent",
      }
    `);
    expect(await storedLead(fields.email)).toBeNull();
  });

  it('a form filled faster than a person can', async () => {
    const fields = { ...contact(), subject: 'autre', location: 'bertrange', message: 'Bonjour' };
    expect(await send('contact', fields, { elapsed: '1200' })).toMatchInlineSnapshot(`
      {
        "confirmation": {
          "calendarHref": null,
          "lines": [],
          "next": "Merci, votre message a bien été reçu.",
          "reference": null,
          "title": "Merci, votre demande est bien envoyée",
        },
        "status": "sent",
      }
    `);
    expect(await storedLead(fields.email)).toBeNull();
  });
});

describe('what only the server knows', () => {
  const drive = (fields: Record<string, string>) => send('test-drive', { ...contact(), ...fields });

  it('a vehicle no longer in stock', async () => {
    expect(await send('interest', { ...contact(), vehicle: '999999' })).toMatchInlineSnapshot(`
      {
        "errors": {
          "form": "Ce véhicule n’est plus en stock : votre demande n’a pas été envoyée.",
        },
        "httpStatus": 422,
        "message": null,
        "status": "refused",
        "values": {
          "civility": "madame",
          "email": "anne.3@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "phone": "+352 621 123 456",
          "preferredContact": "email",
          "privacyConsent": "on",
          "vehicle": "999999",
        },
      }
    `);
  });

  it('a brand that is not one of ours', async () => {
    expect(await drive({ brand: 'tesla', model: 'Model 3', location: 'bertrange', date: '2027-03-03', time: '10:30' }))
      .toMatchInlineSnapshot(`
      {
        "errors": {
          "brand": "Choisissez une marque.",
        },
        "httpStatus": 422,
        "message": null,
        "status": "refused",
        "values": {
          "brand": "tesla",
          "civility": "madame",
          "date": "2027-03-03",
          "email": "anne.4@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "location": "bertrange",
          "model": "Model 3",
          "phone": "+352 621 123 456",
          "preferredContact": "email",
          "privacyConsent": "on",
          "time": "10:30",
        },
      }
    `);
  });

  it('a model that is not of the brand', async () => {
    expect(await drive({ brand: 'kia', model: 'Corsa', location: 'bertrange', date: '2027-03-03', time: '10:30' }))
      .toMatchInlineSnapshot(`
      {
        "errors": {
          "model": "Choisissez un modèle de cette marque.",
        },
        "httpStatus": 422,
        "message": null,
        "status": "refused",
        "values": {
          "brand": "kia",
          "civility": "madame",
          "date": "2027-03-03",
          "email": "anne.5@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "location": "bertrange",
          "model": "Corsa",
          "phone": "+352 621 123 456",
          "preferredContact": "email",
          "privacyConsent": "on",
          "time": "10:30",
        },
      }
    `);
  });

  it('a site that is not a dealership', async () => {
    expect(await drive({ brand: 'kia', model: 'EV3', location: 'vmal', date: '2027-03-03', time: '10:30' }))
      .toMatchInlineSnapshot(`
      {
        "errors": {
          "location": "Choisissez une concession.",
        },
        "httpStatus": 422,
        "message": null,
        "status": "refused",
        "values": {
          "brand": "kia",
          "civility": "madame",
          "date": "2027-03-03",
          "email": "anne.6@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "location": "vmal",
          "model": "EV3",
          "phone": "+352 621 123 456",
          "preferredContact": "email",
          "privacyConsent": "on",
          "time": "10:30",
        },
      }
    `);
  });

  it('a dealership that does not sell the brand', async () => {
    expect(await drive({ brand: 'kia', model: 'EV3', location: 'esch-sur-alzette', date: '2027-03-03', time: '10:30' }))
      .toMatchInlineSnapshot(`
      {
        "errors": {
          "location": "Autopolis Esch-sur-Alzette ne vend pas Kia : choisissez une autre concession.",
        },
        "httpStatus": 422,
        "message": null,
        "status": "refused",
        "values": {
          "brand": "kia",
          "civility": "madame",
          "date": "2027-03-03",
          "email": "anne.7@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "location": "esch-sur-alzette",
          "model": "EV3",
          "phone": "+352 621 123 456",
          "preferredContact": "email",
          "privacyConsent": "on",
          "time": "10:30",
        },
      }
    `);
  });

  it('a site that takes no test drive online', async () => {
    expect(await send('test-drive', { ...contact(), vehicle: String(AT_TYRE_SITE), date: '2027-03-03', time: '10:30' }))
      .toMatchInlineSnapshot(`
      {
        "errors": {
          "location": "Centre pneus Vmal ne prend pas ce rendez-vous en ligne : appelez le +352 26 31 40 00.",
        },
        "httpStatus": 422,
        "message": null,
        "status": "refused",
        "values": {
          "civility": "madame",
          "date": "2027-03-03",
          "email": "anne.8@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "phone": "+352 621 123 456",
          "preferredContact": "email",
          "privacyConsent": "on",
          "time": "10:30",
          "vehicle": "1001",
        },
      }
    `);
  });

  it('a slot refused, for each reason, on the date or the time', async () => {
    const slots = {
      format: ['2027-13-03', '10:30'],
      past: ['2027-02-26', '10:30'],
      'too-soon': ['2027-03-01', '09:30'],
      'too-far': ['2027-06-01', '10:30'],
      closed: ['2027-03-29', '10:30'],
      'not-a-slot': ['2027-03-03', '10:00'],
    };
    const answers: Record<string, unknown> = {};
    for (const [reason, [date, time]] of Object.entries(slots)) {
      const answer = await drive({ brand: 'kia', model: 'EV3', location: 'bertrange', date: date!, time: time! });
      answers[reason] = answer.status === 'refused' ? [answer.httpStatus, answer.errors, answer.message] : answer;
    }
    expect(answers).toMatchInlineSnapshot(`
      {
        "closed": [
          422,
          {
            "date": "La concession est fermée ce jour-là : choisissez une autre date.",
          },
          null,
        ],
        "format": [
          422,
          {
            "date": "Choisissez une date et une heure.",
          },
          null,
        ],
        "not-a-slot": [
          422,
          {
            "time": "Choisissez une heure parmi les créneaux proposés.",
          },
          null,
        ],
        "past": [
          422,
          {
            "date": "Ce créneau est passé : choisissez une date à venir.",
          },
          null,
        ],
        "too-far": [
          422,
          {
            "date": "Les réservations sont ouvertes 60 jours à l’avance : choisissez une date plus proche.",
          },
          null,
        ],
        "too-soon": [
          422,
          {
            "time": "Réservez au moins 2 heures à l’avance : choisissez une heure plus tardive.",
          },
          null,
        ],
      }
    `);
  });

  it('an unknown site for a tyre appointment', async () => {
    const fields = { ...contact(), service: 'repair', location: 'luxembourg', plate: 'AB 1234' };
    expect(await send('tyre-appointment', { ...fields, date: '2027-03-03', time: '08:00' })).toMatchInlineSnapshot(`
      {
        "errors": {
          "location": "Choisissez une concession.",
        },
        "httpStatus": 422,
        "message": null,
        "status": "refused",
        "values": {
          "civility": "madame",
          "date": "2027-03-03",
          "email": "anne.15@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "location": "luxembourg",
          "phone": "+352 621 123 456",
          "plate": "AB 1234",
          "preferredContact": "email",
          "privacyConsent": "on",
          "service": "repair",
          "time": "08:00",
        },
      }
    `);
  });

  it('a lease offer no longer offered', async () => {
    const choice = { durationMonths: '36', annualKm: '20000', colour: 'Bleu Givré métallisé', location: 'bertrange' };
    expect(await send('lease-request', { ...contact(), ...choice, offer: 'kia-ev2' })).toMatchInlineSnapshot(`
      {
        "errors": {
          "form": "Cette offre de leasing n’est plus proposée : votre demande n’a pas été envoyée.",
        },
        "httpStatus": 422,
        "message": null,
        "status": "refused",
        "values": {
          "annualKm": "20000",
          "civility": "madame",
          "colour": "Bleu Givré métallisé",
          "durationMonths": "36",
          "email": "anne.16@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "location": "bertrange",
          "offer": "kia-ev2",
          "phone": "+352 621 123 456",
          "preferredContact": "email",
          "privacyConsent": "on",
        },
      }
    `);
  });

  it('a lease choice the offer does not have', async () => {
    const choice = { durationMonths: '36', annualKm: '5000', colour: 'Bleu Givré métallisé', location: 'bertrange' };
    expect(await send('lease-request', { ...contact(), ...choice, offer: 'kia-ev3' })).toMatchInlineSnapshot(`
      {
        "errors": {
          "form": "Cette combinaison de durée, de kilométrage et de couleur n’existe pas pour cette offre.",
        },
        "httpStatus": 422,
        "message": null,
        "status": "refused",
        "values": {
          "annualKm": "5000",
          "civility": "madame",
          "colour": "Bleu Givré métallisé",
          "durationMonths": "36",
          "email": "anne.17@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "location": "bertrange",
          "offer": "kia-ev3",
          "phone": "+352 621 123 456",
          "preferredContact": "email",
          "privacyConsent": "on",
        },
      }
    `);
  });

  it('a lease request to a dealership that does not sell the brand', async () => {
    const choice = { durationMonths: '36', annualKm: '20000', colour: 'Bleu Givré métallisé' };
    expect(await send('lease-request', { ...contact(), ...choice, offer: 'kia-ev3', location: 'esch-sur-alzette' }))
      .toMatchInlineSnapshot(`
      {
        "errors": {
          "location": "Choisissez une concession qui vend Kia.",
        },
        "httpStatus": 422,
        "message": null,
        "status": "refused",
        "values": {
          "annualKm": "20000",
          "civility": "madame",
          "colour": "Bleu Givré métallisé",
          "durationMonths": "36",
          "email": "anne.18@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "location": "esch-sur-alzette",
          "offer": "kia-ev3",
          "phone": "+352 621 123 456",
          "preferredContact": "email",
          "privacyConsent": "on",
        },
      }
    `);
  });

  it.each(['contact', 'trade-in', 'tyre-offer'])('an unknown site for a %s form', async (type) => {
    const person = contact();
    const fields = {
      ...person,
      location: 'luxembourg',
      subject: 'autre',
      message: 'Bonjour',
      tradeInMake: 'Renault',
      tradeInModel: 'Clio',
      tradeInYear: '2019',
      tradeInMileage: '85000',
      vehicleMake: 'Renault',
      vehicleModel: 'Clio',
      plate: 'AB 1234',
      tyreSize: '205/55 R16 91V',
      season: 'winter',
      quantity: '4',
      rims: 'no',
    };
    const own = {
      contact: ['subject', 'message'],
      'trade-in': ['tradeInMake', 'tradeInModel', 'tradeInYear', 'tradeInMileage'],
      'tyre-offer': ['vehicleMake', 'vehicleModel', 'plate', 'tyreSize', 'season', 'quantity', 'rims'],
    }[type]!;
    const posted = Object.fromEntries(
      Object.entries(fields).filter(([name]) => own.includes(name) || name in person || name === 'location'),
    );
    const answer = await send(type, posted);
    expect(answer.status === 'refused' && [answer.httpStatus, answer.errors, answer.message]).toEqual([
      422,
      { location: 'Choisissez une concession.' },
      null,
    ]);
  });
});

describe('what is stored, and the confirmation', () => {
  const confirmation = { confirmation: { reference: expect.any(String) } };
  const booking = { confirmation: { reference: expect.any(String), calendarHref: expect.any(String) } };

  it('a test drive of a vehicle in stock', async () => {
    const fields = { ...contact(), vehicle: String(AT_BERTRANGE), date: '2027-03-03', time: '10:30' };
    expect(await send('test-drive', fields)).toMatchInlineSnapshot(
      booking,
      `
      {
        "confirmation": {
          "calendarHref": Any<String>,
          "lines": [
            {
              "label": "Votre demande",
              "value": "Kia EV3 Air",
            },
            {
              "label": "Quand",
              "value": "3 mars 2027 à 10 h 30",
            },
            {
              "label": "Où",
              "value": "Autopolis Bertrange, 8, rue des Ateliers, L-8070 Bertrange",
            },
          ],
          "next": "L’équipe Autopolis Bertrange vous confirme le rendez-vous sous un jour ouvrable, par e-mail. Un empêchement ? Appelez le +352 26 31 40 00.",
          "reference": Any<String>,
          "title": "Merci, votre rendez-vous est réservé",
        },
        "status": "sent",
      }
    `,
    );
    expect(await storedLead(fields.email)).toMatchInlineSnapshot(`
      {
        "createdAt": true,
        "email": "anne.22@example.lu",
        "fields": {
          "brand": "",
          "civility": "madame",
          "date": "2027-03-03",
          "email": "anne.22@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "marketingConsent": false,
          "message": "",
          "model": "",
          "phone": "+352621123456",
          "preferredContact": "email",
          "privacyConsent": true,
          "time": "10:30",
          "vehicle": "1000",
          "vehicleName": "Kia EV3 Air",
          "vehiclePriceCents": 3910400,
        },
        "id": "number",
        "key": "content:",
        "location": "bertrange",
        "pagePath": "/formulaires/contact",
        "recipientEmail": "bertrange@autopolis.lu",
        "reference": "string",
        "site": {
          "email": "bertrange@autopolis.lu",
          "hours": {
            "friday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
            "monday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
            "saturday": [
              {
                "closes": "17:00",
                "opens": "09:00",
              },
            ],
            "sunday": [],
            "thursday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
            "tuesday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
            "wednesday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
          },
          "hoursOf": "showroom",
          "locality": "Bertrange",
          "name": "Autopolis Bertrange",
          "phone": "+352 26 31 40 00",
          "postalCode": "L-8070",
          "street": "8, rue des Ateliers",
        },
        "status": "nouveau",
        "type": "test-drive",
        "vehicleId": 1000,
      }
    `);
  });

  it('an interest in a vehicle in stock', async () => {
    const fields = { ...contact(), vehicle: String(AT_BERTRANGE), message: 'Est-il disponible ?' };
    expect(await send('interest', fields)).toMatchInlineSnapshot(
      confirmation,
      `
      {
        "confirmation": {
          "calendarHref": null,
          "lines": [
            {
              "label": "Votre demande",
              "value": "Kia EV3 Air",
            },
            {
              "label": "Où",
              "value": "Autopolis Bertrange, 8, rue des Ateliers, L-8070 Bertrange",
            },
          ],
          "next": "L’équipe Autopolis Bertrange vous répond sous un jour ouvrable, par e-mail.",
          "reference": Any<String>,
          "title": "Merci, votre demande est bien envoyée",
        },
        "status": "sent",
      }
    `,
    );
    expect(await storedLead(fields.email)).toMatchInlineSnapshot(`
      {
        "createdAt": true,
        "email": "anne.23@example.lu",
        "fields": {
          "civility": "madame",
          "email": "anne.23@example.lu",
          "financing": false,
          "firstName": "Anne",
          "lastName": "Muller",
          "marketingConsent": false,
          "message": "Est-il disponible ?",
          "phone": "+352621123456",
          "preferredContact": "email",
          "privacyConsent": true,
          "tradeInMake": "",
          "tradeInMileage": null,
          "tradeInModel": "",
          "tradeInYear": null,
          "vehicle": "1000",
          "vehicleName": "Kia EV3 Air",
          "vehiclePriceCents": 3910400,
        },
        "id": "number",
        "key": "content:",
        "location": "bertrange",
        "pagePath": "/formulaires/contact",
        "recipientEmail": "bertrange@autopolis.lu",
        "reference": "string",
        "site": {
          "email": "bertrange@autopolis.lu",
          "hours": {
            "friday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
            "monday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
            "saturday": [
              {
                "closes": "17:00",
                "opens": "09:00",
              },
            ],
            "sunday": [],
            "thursday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
            "tuesday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
            "wednesday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
          },
          "hoursOf": "showroom",
          "locality": "Bertrange",
          "name": "Autopolis Bertrange",
          "phone": "+352 26 31 40 00",
          "postalCode": "L-8070",
          "street": "8, rue des Ateliers",
        },
        "status": "nouveau",
        "type": "interest",
        "vehicleId": 1000,
      }
    `);
  });

  it('a test drive of a model, by phone', async () => {
    const fields = {
      ...contact(),
      preferredContact: 'phone',
      brand: 'kia',
      model: 'EV3',
      location: 'niederkorn',
      date: '2027-03-04',
      time: '14:30',
    };
    expect(await send('test-drive', fields)).toMatchInlineSnapshot(
      booking,
      `
      {
        "confirmation": {
          "calendarHref": Any<String>,
          "lines": [
            {
              "label": "Votre demande",
              "value": "Kia EV3",
            },
            {
              "label": "Quand",
              "value": "4 mars 2027 à 14 h 30",
            },
            {
              "label": "Où",
              "value": "Autopolis Niederkorn, 45, route de Pétange, L-4645 Niederkorn",
            },
          ],
          "next": "L’équipe Autopolis Niederkorn vous confirme le rendez-vous sous un jour ouvrable, par téléphone. Un empêchement ? Appelez le +352 26 58 21 00.",
          "reference": Any<String>,
          "title": "Merci, votre rendez-vous est réservé",
        },
        "status": "sent",
      }
    `,
    );
    expect(await storedLead(fields.email)).toMatchInlineSnapshot(`
      {
        "createdAt": true,
        "email": "anne.24@example.lu",
        "fields": {
          "brand": "kia",
          "civility": "madame",
          "date": "2027-03-04",
          "email": "anne.24@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "location": "niederkorn",
          "marketingConsent": false,
          "message": "",
          "model": "EV3",
          "phone": "+352621123456",
          "preferredContact": "phone",
          "privacyConsent": true,
          "time": "14:30",
        },
        "id": "number",
        "key": "content:",
        "location": "niederkorn",
        "pagePath": "/formulaires/contact",
        "recipientEmail": "niederkorn@autopolis.lu",
        "reference": "string",
        "site": {
          "email": "niederkorn@autopolis.lu",
          "hours": {
            "friday": [
              {
                "closes": "12:00",
                "opens": "08:30",
              },
              {
                "closes": "18:30",
                "opens": "13:30",
              },
            ],
            "monday": [
              {
                "closes": "12:00",
                "opens": "08:30",
              },
              {
                "closes": "18:30",
                "opens": "13:30",
              },
            ],
            "saturday": [
              {
                "closes": "16:00",
                "opens": "09:00",
              },
            ],
            "sunday": [],
            "thursday": [
              {
                "closes": "12:00",
                "opens": "08:30",
              },
              {
                "closes": "18:30",
                "opens": "13:30",
              },
            ],
            "tuesday": [
              {
                "closes": "12:00",
                "opens": "08:30",
              },
              {
                "closes": "18:30",
                "opens": "13:30",
              },
            ],
            "wednesday": [
              {
                "closes": "12:00",
                "opens": "08:30",
              },
              {
                "closes": "18:30",
                "opens": "13:30",
              },
            ],
          },
          "hoursOf": "showroom",
          "locality": "Niederkorn",
          "name": "Autopolis Niederkorn",
          "phone": "+352 26 58 21 00",
          "postalCode": "L-4645",
          "street": "45, route de Pétange",
        },
        "status": "nouveau",
        "type": "test-drive",
        "vehicleId": null,
      }
    `);
  });

  it('a tyre appointment', async () => {
    const fields = {
      ...contact(),
      service: 'change-with-storage',
      location: 'vmal',
      plate: 'AB 1234',
      date: '2027-03-03',
      time: '08:00',
    };
    expect(await send('tyre-appointment', fields)).toMatchInlineSnapshot(
      booking,
      `
      {
        "confirmation": {
          "calendarHref": Any<String>,
          "lines": [
            {
              "label": "Votre demande",
              "value": "Changement avec gardiennage (hôtel pneus)",
            },
            {
              "label": "Quand",
              "value": "3 mars 2027 à 8 h 00",
            },
            {
              "label": "Où",
              "value": "Centre pneus Vmal, 8, rue des Ateliers, L-8070 Bertrange",
            },
          ],
          "next": "L’équipe Centre pneus Vmal vous confirme le rendez-vous sous un jour ouvrable, par e-mail. Un empêchement ? Appelez le +352 26 31 40 00.",
          "reference": Any<String>,
          "title": "Merci, votre rendez-vous est réservé",
        },
        "status": "sent",
      }
    `,
    );
    expect(await storedLead(fields.email)).toMatchInlineSnapshot(`
      {
        "createdAt": true,
        "email": "anne.25@example.lu",
        "fields": {
          "civility": "madame",
          "date": "2027-03-03",
          "email": "anne.25@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "location": "vmal",
          "marketingConsent": false,
          "message": "",
          "phone": "+352621123456",
          "plate": "AB 1234",
          "preferredContact": "email",
          "privacyConsent": true,
          "service": "change-with-storage",
          "time": "08:00",
        },
        "id": "number",
        "key": "content:",
        "location": "vmal",
        "pagePath": "/formulaires/contact",
        "recipientEmail": "bertrange@autopolis.lu",
        "reference": "string",
        "site": {
          "email": "bertrange@autopolis.lu",
          "hours": {
            "friday": [
              {
                "closes": "18:00",
                "opens": "07:30",
              },
            ],
            "monday": [
              {
                "closes": "18:00",
                "opens": "07:30",
              },
            ],
            "saturday": [],
            "sunday": [],
            "thursday": [
              {
                "closes": "18:00",
                "opens": "07:30",
              },
            ],
            "tuesday": [
              {
                "closes": "18:00",
                "opens": "07:30",
              },
            ],
            "wednesday": [
              {
                "closes": "18:00",
                "opens": "07:30",
              },
            ],
          },
          "hoursOf": "workshop",
          "locality": "Bertrange",
          "name": "Centre pneus Vmal",
          "phone": "+352 26 31 40 00",
          "postalCode": "L-8070",
          "street": "8, rue des Ateliers",
        },
        "status": "nouveau",
        "type": "tyre-appointment",
        "vehicleId": null,
      }
    `);
  });

  it('a lease request, with the amounts of the offer', async () => {
    const fields = {
      ...contact(),
      offer: 'kia-ev3',
      durationMonths: '36',
      annualKm: '20000',
      colour: 'Bleu Givré métallisé',
      location: 'bertrange',
    };
    expect(await send('lease-request', fields)).toMatchInlineSnapshot(
      confirmation,
      `
      {
        "confirmation": {
          "calendarHref": null,
          "lines": [
            {
              "label": "Votre demande",
              "value": "Kia EV3 Air 81,4 kWh 204 ch",
            },
            {
              "label": "Durée",
              "value": "36 mois",
            },
            {
              "label": "Kilométrage",
              "value": "20 000 km/an",
            },
            {
              "label": "Couleur",
              "value": "Bleu Givré métallisé",
            },
            {
              "label": "Mensualité",
              "value": "574 € TVAC (490,60 € HTVA)",
            },
            {
              "label": "Où",
              "value": "Autopolis Bertrange, 8, rue des Ateliers, L-8070 Bertrange",
            },
          ],
          "next": "L’équipe Autopolis Bertrange vous répond sous un jour ouvrable, par e-mail.",
          "reference": Any<String>,
          "title": "Merci, votre demande est bien envoyée",
        },
        "status": "sent",
      }
    `,
    );
    expect(await storedLead(fields.email)).toMatchInlineSnapshot(`
      {
        "createdAt": true,
        "email": "anne.26@example.lu",
        "fields": {
          "annualKm": 20000,
          "civility": "madame",
          "colour": "Bleu Givré métallisé",
          "depositCents": 0,
          "durationMonths": 36,
          "email": "anne.26@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "location": "bertrange",
          "marketingConsent": false,
          "message": "",
          "monthlyExclVatCents": 49060,
          "monthlyInclVatCents": 57400,
          "offer": "kia-ev3",
          "offerName": "Kia EV3 Air 81,4 kWh 204 ch",
          "phone": "+352621123456",
          "preferredContact": "email",
          "privacyConsent": true,
        },
        "id": "number",
        "key": "content:",
        "location": "bertrange",
        "pagePath": "/formulaires/contact",
        "recipientEmail": "bertrange@autopolis.lu",
        "reference": "string",
        "site": {
          "email": "bertrange@autopolis.lu",
          "hours": {
            "friday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
            "monday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
            "saturday": [
              {
                "closes": "17:00",
                "opens": "09:00",
              },
            ],
            "sunday": [],
            "thursday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
            "tuesday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
            "wednesday": [
              {
                "closes": "19:00",
                "opens": "08:30",
              },
            ],
          },
          "hoursOf": "showroom",
          "locality": "Bertrange",
          "name": "Autopolis Bertrange",
          "phone": "+352 26 31 40 00",
          "postalCode": "L-8070",
          "street": "8, rue des Ateliers",
        },
        "status": "nouveau",
        "type": "lease-request",
        "vehicleId": null,
      }
    `);
  });

  it('a contact message', async () => {
    const fields = { ...contact(), subject: 'reprise', location: 'esch-sur-alzette', message: 'Bonjour' };
    expect(await send('contact', fields, { page: '//evil.example/x' })).toMatchInlineSnapshot(
      confirmation,
      `
      {
        "confirmation": {
          "calendarHref": null,
          "lines": [
            {
              "label": "Votre demande",
              "value": "La reprise de mon véhicule",
            },
            {
              "label": "Où",
              "value": "Autopolis Esch-sur-Alzette, 112, boulevard J.F. Kennedy, L-4171 Esch-sur-Alzette",
            },
          ],
          "next": "L’équipe Autopolis Esch-sur-Alzette vous répond sous un jour ouvrable, par e-mail.",
          "reference": Any<String>,
          "title": "Merci, votre demande est bien envoyée",
        },
        "status": "sent",
      }
    `,
    );
    expect(await storedLead(fields.email)).toMatchInlineSnapshot(`
      {
        "createdAt": true,
        "email": "anne.27@example.lu",
        "fields": {
          "civility": "madame",
          "email": "anne.27@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "location": "esch-sur-alzette",
          "marketingConsent": false,
          "message": "Bonjour",
          "phone": "+352621123456",
          "preferredContact": "email",
          "privacyConsent": true,
          "subject": "reprise",
        },
        "id": "number",
        "key": "content:",
        "location": "esch-sur-alzette",
        "pagePath": "/",
        "recipientEmail": "esch@autopolis.lu",
        "reference": "string",
        "site": {
          "email": "esch@autopolis.lu",
          "hours": {
            "friday": [
              {
                "closes": "18:30",
                "opens": "08:30",
              },
            ],
            "monday": [
              {
                "closes": "18:30",
                "opens": "08:30",
              },
            ],
            "saturday": [
              {
                "closes": "17:00",
                "opens": "09:00",
              },
            ],
            "sunday": [],
            "thursday": [
              {
                "closes": "18:30",
                "opens": "08:30",
              },
            ],
            "tuesday": [
              {
                "closes": "18:30",
                "opens": "08:30",
              },
            ],
            "wednesday": [
              {
                "closes": "18:30",
                "opens": "08:30",
              },
            ],
          },
          "hoursOf": "showroom",
          "locality": "Esch-sur-Alzette",
          "name": "Autopolis Esch-sur-Alzette",
          "phone": "+352 26 54 77 00",
          "postalCode": "L-4171",
          "street": "112, boulevard J.F. Kennedy",
        },
        "status": "nouveau",
        "type": "contact",
        "vehicleId": null,
      }
    `);
  });

  it('a trade-in estimate', async () => {
    const fields = {
      ...contact(),
      tradeInMake: 'Renault',
      tradeInModel: 'Clio',
      tradeInYear: '2019',
      tradeInMileage: '85000',
      location: 'niederkorn',
    };
    expect(await send('trade-in', fields)).toMatchInlineSnapshot(
      confirmation,
      `
      {
        "confirmation": {
          "calendarHref": null,
          "lines": [
            {
              "label": "Votre demande",
              "value": "Renault Clio",
            },
            {
              "label": "Où",
              "value": "Autopolis Niederkorn, 45, route de Pétange, L-4645 Niederkorn",
            },
          ],
          "next": "L’équipe Autopolis Niederkorn vous répond sous un jour ouvrable, par e-mail.",
          "reference": Any<String>,
          "title": "Merci, votre demande est bien envoyée",
        },
        "status": "sent",
      }
    `,
    );
  });

  it('a tyre offer', async () => {
    const fields = {
      ...contact(),
      vehicleMake: 'Renault',
      vehicleModel: 'Clio',
      plate: 'AB 1234',
      tyreSize: '205/55 R16 91V',
      season: 'winter',
      quantity: '4',
      rims: 'no',
      location: 'vmal',
    };
    expect(await send('tyre-offer', fields)).toMatchInlineSnapshot(
      confirmation,
      `
      {
        "confirmation": {
          "calendarHref": null,
          "lines": [
            {
              "label": "Votre demande",
              "value": "4 × 205/55 R16 91V",
            },
            {
              "label": "Où",
              "value": "Centre pneus Vmal, 8, rue des Ateliers, L-8070 Bertrange",
            },
          ],
          "next": "L’équipe Centre pneus Vmal vous répond sous un jour ouvrable, par e-mail.",
          "reference": Any<String>,
          "title": "Merci, votre demande est bien envoyée",
        },
        "status": "sent",
      }
    `,
    );
  });
});

describe('limits', () => {
  it('a slot taken by as many visitors as it has places is full (409)', async () => {
    // Esch takes two test drives per slot.
    const slot = { brand: 'ford', model: 'Puma', location: 'esch-sur-alzette', date: '2027-03-05', time: '10:30' };
    expect((await send('test-drive', { ...contact(), ...slot })).status).toBe('sent');
    expect((await send('test-drive', { ...contact(), ...slot })).status).toBe('sent');
    expect(await send('test-drive', { ...contact(), ...slot })).toMatchInlineSnapshot(`
      {
        "errors": {
          "time": "Créneau complet : un autre visiteur vient de réserver la dernière place. Choisissez une autre heure : vos autres réponses sont conservées.",
        },
        "httpStatus": 409,
        "message": "Créneau complet : un autre visiteur vient de réserver la dernière place. Choisissez une autre heure : vos autres réponses sont conservées.",
        "status": "refused",
        "values": {
          "brand": "ford",
          "civility": "madame",
          "date": "2027-03-05",
          "email": "anne.32@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "location": "esch-sur-alzette",
          "model": "Puma",
          "phone": "+352 621 123 456",
          "preferredContact": "email",
          "privacyConsent": "on",
          "time": "10:30",
        },
      }
    `);
  });

  it('a sixth message from one address within the hour (429)', async () => {
    const fields = { ...contact(), subject: 'autre', location: 'bertrange' };
    for (let n = 1; n <= 5; n++)
      expect((await send('contact', { ...fields, message: `Message ${n}` })).status).toBe('sent');
    expect(await send('contact', { ...fields, message: 'Message 6' })).toMatchInlineSnapshot(`
      {
        "errors": {},
        "httpStatus": 429,
        "message": "Vous avez envoyé plusieurs demandes en peu de temps. Réessayez dans une heure ou appelez-nous : nous vous répondons volontiers.",
        "status": "refused",
        "values": {
          "civility": "madame",
          "email": "anne.33@example.lu",
          "firstName": "Anne",
          "lastName": "Muller",
          "location": "bertrange",
          "message": "Message 6",
          "phone": "+352 621 123 456",
          "preferredContact": "email",
          "privacyConsent": "on",
          "subject": "autre",
        },
      }
    `);
  });

  it('the same submission twice is one lead', async () => {
    const fields = { ...contact(), subject: 'autre', location: 'bertrange', message: 'Bonjour' };
    const first = await send('contact', fields, { submission: 'abcdefghijklmnop-1' });
    const second = await send('contact', fields, { submission: 'abcdefghijklmnop-1' });
    expect(first.status === 'sent' && second.status === 'sent').toBe(true);
    expect(first).toEqual(second);
  });

  it('a submission’s key sent again with other content is refused (409): never confirmed with what was not stored', async () => {
    const fields = { ...contact(), subject: 'autre', location: 'bertrange', message: 'Bonjour' };
    const key = { submission: 'abcdefghijklmnop-2' };
    expect((await send('contact', fields, key)).status).toBe('sent');
    for (const other of [
      { ...fields, message: 'Un autre message' },
      { ...fields, location: 'esch-sur-alzette' },
      { ...fields, email: `other.${fields.email}` },
    ]) {
      const refused = await send('contact', other, key);
      expect(refused).toMatchObject({
        status: 'refused',
        httpStatus: 409,
        errors: {},
        message:
          'Cette demande a déjà été envoyée avec un autre contenu : rechargez la page, puis envoyez-la à nouveau.',
      });
    }
    const stored = await database.db.select().from(leads).where(eq(leads.email, fields.email));
    expect(stored.map((lead) => lead.fields.message)).toEqual(['Bonjour']);
    // The same content again is still the same lead.
    expect((await send('contact', fields, key)).status).toBe('sent');
  });

  it('an address with a +tag counts as the address without it for the per-e-mail limit (429)', async () => {
    const fields = { ...contact(), subject: 'autre', location: 'bertrange' };
    const [name, domain] = fields.email.split('@') as [string, string];
    for (let n = 1; n <= 5; n++) {
      const sent = await send('contact', { ...fields, email: `${name}+${n}@${domain}`, message: `Message ${n}` });
      expect(sent.status, `message ${n}`).toBe('sent');
    }
    for (const email of [`${name}+6@${domain}`, `${name.toUpperCase()}@${domain.toUpperCase()}`, fields.email]) {
      expect(await send('contact', { ...fields, email, message: `Message to ${email}` }), email).toMatchObject({
        httpStatus: 429,
      });
    }
  });
});

describe('field names', () => {
  it('a field name longer than any form’s is refused (400)', async () => {
    const fields = {
      ...contact(),
      subject: 'autre',
      location: 'bertrange',
      message: 'Bonjour',
      ['n'.repeat(101)]: 'x',
    };
    expect(await send('contact', fields)).toMatchObject({
      status: 'refused',
      httpStatus: 400,
      errors: { form: 'Ce formulaire contient un champ qu’il n’envoie jamais.' },
    });
  });
});

describe('the phone number, asked only of a visitor who prefers to be called', () => {
  const message = { subject: 'atelier', location: 'bertrange', message: 'Bonjour' };
  const phoneOf = async (email: string) => (await storedLead(email))?.fields.phone;

  it('may be left blank by a visitor who prefers e-mail', async () => {
    const fields = { ...contact(), phone: '', preferredContact: 'email', ...message };
    expect((await send('contact', fields)).status).toBe('sent');
    expect(await phoneOf(fields.email)).toBe('');
  });

  it('is required, in French, of a visitor who prefers to be called', async () => {
    const answer = await send('contact', { ...contact(), phone: '', preferredContact: 'phone', ...message });
    expect(answer).toMatchObject({
      status: 'refused',
      httpStatus: 422,
      errors: { phone: 'Indiquez le numéro auquel vous appeler, ou choisissez d’être contacté(e) par e-mail.' },
    });
    expect(Object.keys(answer.status === 'refused' ? answer.errors : {})).toEqual(['phone']);
  });

  it('is listed with the other missing fields, not one submission later', async () => {
    const answer = await send('contact', { phone: '', preferredContact: 'phone', subject: 'atelier', message: '' });
    expect(answer.status === 'refused' ? Object.keys(answer.errors).sort() : []).toContain('phone');
  });

  it('is any valid international number, stored in E.164', async () => {
    for (const [typed, stored] of [
      ['+1 212 555 0100', '+12125550100'],
      ['+44 20 7946 0958', '+442079460958'],
      ['621 123 456', '+352621123456'],
    ]) {
      const fields = { ...contact(), phone: typed!, preferredContact: 'phone', ...message };
      expect((await send('contact', fields)).status, typed).toBe('sent');
      expect(await phoneOf(fields.email)).toBe(stored);
    }
  });

  it('is refused when its country has no such number, even from a visitor who prefers e-mail', async () => {
    for (const phone of ['06 12 34 56 78', '+352 112', '+33 6 12 34']) {
      const answer = await send('contact', { ...contact(), phone, preferredContact: 'email', ...message });
      expect(answer.status === 'refused' ? answer.errors : {}, phone).toEqual({
        phone:
          'Indiquez un numéro valide\u202f: avec l’indicatif du pays, par exemple +33 6 12 34 56 78, sauf pour un numéro luxembourgeois.',
      });
    }
  });
});
