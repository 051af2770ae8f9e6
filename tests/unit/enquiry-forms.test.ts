import { describe, expect, it } from 'vitest';
import {
  BROWSER_ENQUIRY_SCHEMAS,
  fieldErrorsOf,
  type FieldErrors,
  type LeadType,
} from '@/services/enquiries/enquiry-forms';
import { ENQUIRY_SCHEMAS } from '@/services/enquiries/enquiry-schemas';

/**
 * Forms as a browser posts them: every value a string, a ticked checkbox `on`, an unticked one absent.
 * Expected outputs are written out by hand.
 */
type Posted = Record<string, unknown>;

const CONTACT: Record<string, string> = {
  civility: 'madame',
  firstName: 'Anne',
  lastName: 'Muller-Schmit',
  email: 'Anne.Muller@Example.LU',
  phone: '621 123 456',
  preferredContact: 'email',
  privacyConsent: 'on',
};
const CONTACT_OUT = {
  civility: 'madame',
  firstName: 'Anne',
  lastName: 'Muller-Schmit',
  email: 'anne.muller@example.lu',
  phone: '+352621123456',
  preferredContact: 'email',
  privacyConsent: true,
  marketingConsent: false,
};

const VALID: Record<LeadType, Posted> = {
  application: { job: 'mecanicien-automobile-bertrange', ...CONTACT, message: 'Disponible dès septembre.' },
  'test-drive': { vehicle: '12345', date: '2026-07-01', time: '14:00', ...CONTACT, message: '' },
  interest: {
    vehicle: '987',
    ...CONTACT,
    message: 'Est-il encore disponible ?',
    tradeInMake: '',
    tradeInModel: '',
    tradeInYear: '',
    tradeInMileage: '',
  },
  'trade-in': {
    tradeInMake: 'Volkswagen',
    tradeInModel: 'Golf VII',
    tradeInYear: '2017',
    tradeInMileage: '85 000',
    location: 'bertrange',
    ...CONTACT,
    message: '',
  },
  contact: {
    subject: 'leasing',
    location: 'esch-sur-alzette',
    ...CONTACT,
    message: 'Bonjour,\n\tje souhaite une offre.',
  },
  'lease-request': {
    offer: 'peugeot-e-208-allure',
    durationMonths: '48',
    annualKm: '15 000',
    colour: 'Blanc nacré',
    location: 'bertrange',
    ...CONTACT,
    message: '',
  },
  'tyre-offer': {
    vehicleMake: 'Peugeot',
    vehicleModel: '308 SW',
    plate: 'ab 1234',
    tyreSize: '205/55r16 91v',
    season: 'winter',
    quantity: '4',
    rims: 'no',
    location: 'niederkorn',
    ...CONTACT,
    message: '',
  },
  'tyre-appointment': {
    service: 'seasonal-change',
    location: 'vmal',
    date: '2026-11-02',
    time: '08:30',
    plate: ' ab   1234 ',
    ...CONTACT,
    message: '',
  },
  'business-lease': {
    offer: 'kia-ev3-business',
    company: ' Bâtiments Weber & Fils S.à r.l. ',
    vatNumber: 'lu 2637 5245',
    fleetSize: '12',
    vehiclesWanted: ' 3 ',
    location: 'bertrange',
    ...CONTACT,
    message: '',
  },
  'workshop-appointment': {
    service: 'climatisation',
    location: 'esch-sur-alzette',
    date: '2026-11-03',
    time: '09:00',
    plate: '',
    vehicleMake: 'Hyundai',
    vehicleModel: 'Tucson',
    mileage: '48 500',
    ...CONTACT,
    message: '',
  },
};

const EXPECTED: Record<LeadType, Record<string, unknown>> = {
  application: { job: 'mecanicien-automobile-bertrange', ...CONTACT_OUT, message: 'Disponible dès septembre.' },
  'test-drive': {
    vehicle: '12345',
    brand: '',
    model: '',
    date: '2026-07-01',
    time: '14:00',
    ...CONTACT_OUT,
    message: '',
  },
  interest: {
    vehicle: '987',
    ...CONTACT_OUT,
    message: 'Est-il encore disponible ?',
    tradeInMake: '',
    tradeInModel: '',
    tradeInYear: null,
    tradeInMileage: null,
    financing: false,
  },
  'trade-in': {
    tradeInMake: 'Volkswagen',
    tradeInModel: 'Golf VII',
    tradeInYear: 2017,
    tradeInMileage: 85000,
    location: 'bertrange',
    ...CONTACT_OUT,
    message: '',
  },
  contact: {
    subject: 'leasing',
    location: 'esch-sur-alzette',
    ...CONTACT_OUT,
    message: 'Bonjour,\n\tje souhaite une offre.',
  },
  'lease-request': {
    offer: 'peugeot-e-208-allure',
    durationMonths: 48,
    annualKm: 15000,
    colour: 'Blanc nacré',
    location: 'bertrange',
    ...CONTACT_OUT,
    message: '',
  },
  'tyre-offer': {
    vehicleMake: 'Peugeot',
    vehicleModel: '308 SW',
    plate: 'AB 1234',
    tyreSize: '205/55 R16 91V',
    season: 'winter',
    quantity: 4,
    rims: 'no',
    location: 'niederkorn',
    ...CONTACT_OUT,
    message: '',
  },
  'tyre-appointment': {
    service: 'seasonal-change',
    location: 'vmal',
    date: '2026-11-02',
    time: '08:30',
    plate: 'AB 1234',
    ...CONTACT_OUT,
    message: '',
  },
  'business-lease': {
    offer: 'kia-ev3-business',
    company: 'Bâtiments Weber & Fils S.à r.l.',
    vatNumber: 'LU26375245',
    fleetSize: 12,
    vehiclesWanted: 3,
    location: 'bertrange',
    ...CONTACT_OUT,
    message: '',
  },
  'workshop-appointment': {
    service: 'climatisation',
    location: 'esch-sur-alzette',
    date: '2026-11-03',
    time: '09:00',
    plate: '',
    vehicleMake: 'Hyundai',
    vehicleModel: 'Tucson',
    mileage: 48500,
    ...CONTACT_OUT,
    message: '',
  },
};

const TYPES = Object.keys(VALID) as LeadType[];
const YEAR = new Date().getFullYear();

/** The messages of the site's forms all open like this; zod's own (English) ones never do. */
const FRENCH =
  /^(Indiquez|Choisissez|Acceptez|Écrivez|Votre message|Ce champ|Ce numéro|Ce véhicule|Cette|Le formulaire|Dites-nous|\d+ caractères au plus\.)/;

function parse(type: LeadType, posted: Posted) {
  return ENQUIRY_SCHEMAS[type].safeParse(posted);
}

/** The form's errors; fails the test when the form is accepted. */
function errorsOf(type: LeadType, posted: Posted): FieldErrors {
  const result = parse(type, posted);
  expect(result.success, `${type} should be refused: ${JSON.stringify(posted).slice(0, 200)}`).toBe(false);
  return result.success ? {} : fieldErrorsOf(result.error);
}

/** The form is refused on exactly `field` (and only there), with a French message; returns it. */
function refusedOn(type: LeadType, posted: Posted, field: string): string {
  const errors = errorsOf(type, posted);
  expect(Object.keys(errors), `${type} ${JSON.stringify(posted[field] ?? null).slice(0, 80)}`).toEqual([field]);
  const message = errors[field] ?? '';
  // Soft: every field answered in English is listed, not only the first.
  expect.soft(message, `${type}.${field} ${JSON.stringify(posted[field] ?? null).slice(0, 40)}`).toMatch(FRENCH);
  return message;
}

const accepted = (type: LeadType, posted: Posted) => {
  const result = parse(type, posted);
  expect(result.success, `${type}: ${result.success ? '' : JSON.stringify(fieldErrorsOf(result.error))}`).toBe(true);
  return result.success ? (result.data as Record<string, unknown>) : {};
};

const without = (posted: Posted, field: string) =>
  Object.fromEntries(Object.entries(posted).filter(([name]) => name !== field));

describe('ENQUIRY_SCHEMAS: valid forms', () => {
  for (const type of TYPES) {
    it(`parses and normalises a ${type} form`, () => {
      expect(accepted(type, VALID[type])).toEqual(EXPECTED[type]);
    });
  }

  it('covers every schema', () => {
    expect(Object.keys(ENQUIRY_SCHEMAS).sort()).toEqual([...TYPES].sort());
  });

  it('normalises e-mail, phone, plate, numbers and tyre sizes however they are typed', () => {
    const contact = (fields: Posted) => accepted('contact', { ...VALID.contact, ...fields });
    expect(contact({ email: '  ANNE@EXAMPLE.LU ' }).email).toBe('anne@example.lu');
    expect(contact({ phone: '+352 621 123 456' }).phone).toBe('+352621123456');
    expect(contact({ phone: '00352 26 31 40 00' }).phone).toBe('+35226314000');
    expect(contact({ phone: '+33 6 12 34 56 78' }).phone).toBe('+33612345678');
    expect(contact({ phone: '+1 212 555 0100' }).phone).toBe('+12125550100');
    expect(contact({ phone: '' }).phone).toBe('');
    expect(contact({ firstName: '  Anne  ', lastName: '\tMuller ' })).toMatchObject({
      firstName: 'Anne',
      lastName: 'Muller',
    });
    expect(contact({ marketingConsent: 'on' }).marketingConsent).toBe(true);
    expect(contact({ privacyConsent: true, marketingConsent: true })).toMatchObject({
      privacyConsent: true,
      marketingConsent: true,
    }); // react-hook-form
    expect(contact({ message: '  Bonjour  ' }).message).toBe('Bonjour');
    const tyres = (fields: Posted) => accepted('tyre-offer', { ...VALID['tyre-offer'], ...fields });
    expect(tyres({ plate: 'l-ab 123' }).plate).toBe('L-AB 123');
    expect(tyres({ plate: 'ab\u00a01234' }).plate).toBe('AB 1234');
    expect(tyres({ quantity: ' 2 ' }).quantity).toBe(2);
    expect(tyres({ tyreSize: '205/55 R16 91V' }).tyreSize).toBe('205/55 R16 91V');
    expect(tyres({ tyreSize: '205 / 55 r 16' }).tyreSize).toBe('205/55 R16');
    expect(tyres({ tyreSize: '225/40zr18 92y' }).tyreSize).toBe('225/40 ZR18 92Y');
    const tradeIn = (fields: Posted) => accepted('trade-in', { ...VALID['trade-in'], ...fields });
    expect(tradeIn({ tradeInMileage: '85000' }).tradeInMileage).toBe(85000);
    expect(tradeIn({ tradeInMileage: '85.000' }).tradeInMileage).toBe(85000);
    expect(tradeIn({ tradeInMileage: '85\u202f000' }).tradeInMileage).toBe(85000);
    expect(tradeIn({ tradeInMileage: '1 500 000' }).tradeInMileage).toBe(1_500_000);
    expect(tradeIn({ tradeInMileage: '0' }).tradeInMileage).toBe(0);
  });

  it('takes a test drive without a vehicle when brand, model and site are named', () => {
    const posted = {
      ...without(VALID['test-drive'], 'vehicle'),
      brand: 'peugeot',
      model: '308',
      location: 'bertrange',
    };
    expect(accepted('test-drive', posted)).toMatchObject({ brand: 'peugeot', model: '308', location: 'bertrange' });
  });

  it('takes an interest form with a complete trade-in, and financing ticked', () => {
    const posted = {
      ...VALID.interest,
      tradeInMake: 'Renault',
      tradeInModel: 'Clio',
      tradeInYear: '2018',
      tradeInMileage: '85 000',
      financing: 'on',
    };
    expect(accepted('interest', posted)).toMatchObject({
      tradeInMake: 'Renault',
      tradeInModel: 'Clio',
      tradeInYear: 2018,
      tradeInMileage: 85000,
      financing: true,
    });
    // Make and model are enough; the fields may also be left out entirely.
    expect(accepted('interest', { ...VALID.interest, tradeInMake: 'Renault', tradeInModel: 'Clio' })).toMatchObject({
      tradeInYear: null,
      tradeInMileage: null,
    });
    const bare = Object.fromEntries(Object.entries(VALID.interest).filter(([name]) => !name.startsWith('tradeIn')));
    expect(accepted('interest', bare)).toMatchObject({
      tradeInMake: '',
      tradeInModel: '',
      tradeInYear: null,
      tradeInMileage: null,
    });
  });

  it('accepts markup in a message as text: escaping is the renderer’s job', () => {
    const message =
      '<script>alert("x")</script> <img src=x onerror=alert(1)> & "quotes" \'apostrophes\' ${1+1} {{7*7}}';
    expect(accepted('contact', { ...VALID.contact, message }).message).toBe(message);
    expect(accepted('contact', { ...VALID.contact, lastName: '<b>Muller</b>' }).lastName).toBe('<b>Muller</b>');
  });
});

describe('ENQUIRY_SCHEMAS: refused forms, with one French message per field', () => {
  it('asks the business contact person’s phone whatever they prefer', () => {
    for (const preferredContact of ['email', 'phone']) {
      const message = refusedOn('business-lease', { ...VALID['business-lease'], phone: '', preferredContact }, 'phone');
      expect(message).toBe('Indiquez le numéro de téléphone de la personne de contact.');
    }
  });

  it('refuses a Luxembourg VAT number whose check digits are wrong, and one without its country', () => {
    const vat = (vatNumber: string) =>
      refusedOn('business-lease', { ...VALID['business-lease'], vatNumber }, 'vatNumber');
    expect(vat('LU26375246')).toMatch(/^Ce numéro de TVA luxembourgeois n’est pas valide\u202f: /);
    expect(vat('LU2637524')).toMatch(/^Indiquez un numéro de TVA luxembourgeois complet\u202f: LU suivi de 8 chiffres/);
    expect(vat('26375245')).toMatch(/^Indiquez un numéro de TVA intracommunautaire précédé du code de son pays/);
    expect(vat('')).toBe('Indiquez le numéro de TVA de la société.');
    const other = (vatNumber: string) =>
      accepted('business-lease', { ...VALID['business-lease'], vatNumber }).vatNumber;
    expect(other('be 0123.456.789')).toBe('BE0123456789');
    expect(other('FR12345678901')).toBe('FR12345678901');
  });

  it('asks for the phone of a visitor who prefers to be called, on every form', () => {
    // The business lease request asks for it always (below).
    for (const type of TYPES.filter((candidate) => candidate !== 'business-lease')) {
      const message = refusedOn(type, { ...VALID[type], phone: '', preferredContact: 'phone' }, 'phone');
      expect(message).toBe('Indiquez le numéro auquel vous appeler, ou choisissez d’être contacté(e) par e-mail.');
      expect(accepted(type, { ...VALID[type], phone: '', preferredContact: 'email' }).phone).toBe('');
    }
  });

  it('checks the phone’s shape in the browser and the number itself on the server', () => {
    expect(BROWSER_ENQUIRY_SCHEMAS.contact.safeParse({ ...VALID.contact, phone: '+352 112' }).success).toBe(true);
    refusedOn('contact', { ...VALID.contact, phone: '+352 112' }, 'phone');
    expect(BROWSER_ENQUIRY_SCHEMAS.contact.safeParse({ ...VALID.contact, phone: '12' }).success).toBe(false);
  });

  it('names every missing required field', () => {
    // The phone only once the visitor prefers to be called (below).
    const contactFields = ['civility', 'firstName', 'lastName', 'email', 'preferredContact', 'privacyConsent'];
    const required: Record<LeadType, string[]> = {
      application: ['job', ...contactFields],
      'test-drive': ['date', 'time', ...contactFields],
      interest: ['vehicle', ...contactFields],
      'trade-in': ['tradeInMake', 'tradeInModel', 'tradeInYear', 'tradeInMileage', 'location', ...contactFields],
      contact: ['subject', 'location', ...contactFields, 'message'],
      'lease-request': ['offer', 'durationMonths', 'annualKm', 'colour', 'location', ...contactFields],
      'tyre-offer': [
        'vehicleMake',
        'vehicleModel',
        'plate',
        'tyreSize',
        'season',
        'quantity',
        'rims',
        'location',
        ...contactFields,
      ],
      'tyre-appointment': ['service', 'location', 'date', 'time', 'plate', ...contactFields],
      // The contact person's phone is always asked (below).
      'business-lease': ['company', 'vatNumber', 'fleetSize', 'vehiclesWanted', 'location', ...contactFields, 'phone'],
      'workshop-appointment': [
        'service',
        'location',
        'date',
        'time',
        'vehicleMake',
        'vehicleModel',
        'mileage',
        ...contactFields,
      ],
    };
    for (const type of TYPES) {
      const errors = errorsOf(type, {});
      expect(Object.keys(errors).sort(), type).toEqual([...required[type]].sort());
      for (const [field, message] of Object.entries(errors)) expect.soft(message, `${type}.${field}`).toMatch(FRENCH);
      // One at a time, absent or empty.
      for (const field of required[type]) {
        refusedOn(type, without(VALID[type], field), field);
        if (field !== 'privacyConsent') refusedOn(type, { ...VALID[type], [field]: '' }, field);
        if (
          !['privacyConsent', 'tradeInYear', 'tradeInMileage', 'durationMonths', 'annualKm', 'quantity'].includes(field)
        )
          refusedOn(type, { ...VALID[type], [field]: '   ' }, field);
      }
    }
  });

  it('refuses a form without the privacy consent, or with anything but a tick', () => {
    for (const type of TYPES) {
      expect(refusedOn(type, without(VALID[type], 'privacyConsent'), 'privacyConsent')).toBe(
        'Acceptez la politique de traitement des données pour envoyer votre demande.',
      );
      for (const value of ['', 'off', 'false', 'no', 'ON', '1', false, 0, 1, null, ['on'], { on: true }])
        refusedOn(type, { ...VALID[type], privacyConsent: value }, 'privacyConsent');
    }
  });

  it('puts an unknown field on the form', () => {
    for (const type of TYPES) {
      for (const name of ['admin', 'status', 'recipientEmail', 'constructor', 'toString', 'Message']) {
        expect(errorsOf(type, { ...VALID[type], [name]: 'x' }), `${type} ${name}`).toEqual({
          form: 'Le formulaire contient des champs inconnus.',
        });
      }
      // A `__proto__` field as Object.fromEntries builds it from posted entries: an own property.
      const posted = Object.fromEntries([...Object.entries(VALID[type]), ['__proto__', 'x']]);
      expect(Object.hasOwn(posted, '__proto__')).toBe(true);
      expect(errorsOf(type, posted), type).toEqual({ form: 'Le formulaire contient des champs inconnus.' });
    }
    // Next to field errors, the unknown field still goes on the form.
    expect(errorsOf('contact', { ...VALID.contact, firstName: '', spam: 'x' })).toEqual({
      firstName: 'Indiquez votre prénom.',
      form: 'Le formulaire contient des champs inconnus.',
    });
  });

  it('refuses bidi and zero-width controls in a name, with a message the visitor can act on', () => {
    // They reach the staff's e-mail subject, where they can reverse or hide what follows them.
    const invisible = [
      '\u200b',
      '\u200c',
      '\u200d',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\ufeff',
      '\u061c',
    ];
    for (const character of invisible) {
      for (const field of ['firstName', 'lastName']) {
        const label = `${field} U+${character.charCodeAt(0).toString(16)}`;
        expect(refusedOn('contact', { ...VALID.contact, [field]: `An${character}ne` }, field), label).toBe(
          'Ce champ contient des caractères invisibles (sens d’écriture, espace sans largeur)\u202f: retirez-les.',
        );
        expect(refusedOn('trade-in', { ...VALID['trade-in'], [field]: `${character}Anne` }, field), label).toBeTruthy();
      }
    }
    // Letters of every script stay welcome, as do the narrow no-break space and the apostrophe.
    const names = { firstName: 'Zoë Ángel\u202fMarie', lastName: 'D’Almeida-محمد' };
    expect(accepted('contact', { ...VALID.contact, ...names })).toMatchObject(names);
  });

  it('refuses control characters and line breaks in a one-line field', () => {
    const hostile = [
      'An\u0000ne',
      'An\u001bne',
      'An\u2028ne',
      'An\u2029ne',
      'An\u007fne',
      'An\u0085ne',
      'An\u0008ne',
      'An\tne',
      'Anne\nBcc: x@example.com',
      'Anne\r\nX',
      'An\rne',
    ];
    for (const value of hostile) {
      for (const field of ['firstName', 'lastName']) {
        expect(refusedOn('contact', { ...VALID.contact, [field]: value }, field), JSON.stringify(value)).toBe(
          'Ce champ contient des caractères non autorisés.',
        );
      }
      refusedOn('tyre-offer', { ...VALID['tyre-offer'], vehicleModel: `308${value}` }, 'vehicleModel');
      refusedOn(
        'interest',
        { ...VALID.interest, tradeInMake: 'Renault', tradeInModel: `Clio${value}` },
        'tradeInModel',
      );
      refusedOn(
        'test-drive',
        { ...without(VALID['test-drive'], 'vehicle'), brand: `peugeot${value}`, model: '308', location: 'bertrange' },
        'brand',
      );
    }
  });

  it('allows line breaks and tabs in a message, not other control characters', () => {
    expect(accepted('contact', { ...VALID.contact, message: 'Ligne 1\r\nLigne 2\n\tLigne 3' }).message).toBe(
      'Ligne 1\r\nLigne 2\n\tLigne 3',
    );
    for (const value of [
      'a\u0000b',
      'a\u001bb',
      'a\u2028b',
      'a\u2029b',
      'a\u007fb',
      'a\u0085b',
      'a\u000bb',
      'a\u000cb',
    ]) {
      expect(refusedOn('contact', { ...VALID.contact, message: value }, 'message'), JSON.stringify(value)).toBe(
        'Votre message contient des caractères non autorisés.',
      );
    }
  });

  it('limits a message to 2000 characters and a name to 60', () => {
    expect(accepted('contact', { ...VALID.contact, message: 'm'.repeat(2000) }).message).toHaveLength(2000);
    expect(accepted('contact', { ...VALID.contact, message: ` ${'m'.repeat(2000)}\n` }).message).toHaveLength(2000); // trimmed first
    refusedOn('contact', { ...VALID.contact, message: 'm'.repeat(2001) }, 'message');
    refusedOn('interest', { ...VALID.interest, message: 'm'.repeat(2001) }, 'message');
    expect(accepted('contact', { ...VALID.contact, firstName: 'A'.repeat(60) }).firstName).toHaveLength(60);
    expect(accepted('contact', { ...VALID.contact, firstName: 'é'.repeat(60) }).firstName).toHaveLength(60);
    expect(refusedOn('contact', { ...VALID.contact, firstName: 'A'.repeat(61) }, 'firstName')).toBe(
      '60 caractères au plus.',
    );
    refusedOn('contact', { ...VALID.contact, lastName: 'B'.repeat(61) }, 'lastName');
    refusedOn(
      'contact',
      { ...VALID.contact, email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.lu` },
      'email',
    );
    refusedOn('contact', { ...VALID.contact, phone: '6'.repeat(31) }, 'phone');
  });

  it('refuses values outside a choice', () => {
    const cases: [LeadType, string, unknown][] = [
      ['contact', 'civility', 'mademoiselle'],
      ['contact', 'civility', 'Madame'],
      ['contact', 'preferredContact', 'sms'],
      ['contact', 'subject', 'spam'],
      ['contact', 'subject', '__proto__'],
      ['contact', 'subject', 'constructor'],
      ['tyre-offer', 'season', 'hiver'],
      ['tyre-offer', 'rims', 'oui'],
      ['tyre-appointment', 'service', 'oil-change'],
      ['contact', 'location', 'Bertrange'],
      ['contact', 'location', '../admin'],
      ['contact', 'location', 'a'.repeat(81)],
      ['interest', 'vehicle', '0'],
      ['interest', 'vehicle', '12a'],
      ['interest', 'vehicle', '-1'],
      ['lease-request', 'offer', 'Offre spéciale'],
      ['test-drive', 'date', '1/7/2026'],
      ['test-drive', 'time', '2 pm'],
    ];
    for (const [type, field, value] of cases) refusedOn(type, { ...VALID[type], [field]: value }, field);
  });

  it('refuses values that are not strings', () => {
    const values: unknown[] = [42, 0, true, ['Anne'], [], { value: 'Anne' }, { toString: 'x' }];
    const fields: [LeadType, string][] = [
      ['contact', 'firstName'],
      ['contact', 'email'],
      ['contact', 'phone'],
      ['contact', 'civility'],
      ['contact', 'subject'],
      ['contact', 'location'],
      ['contact', 'message'],
      ['interest', 'vehicle'],
      ['interest', 'message'],
      ['interest', 'tradeInMake'],
      ['interest', 'tradeInYear'],
      ['trade-in', 'tradeInYear'],
      ['trade-in', 'tradeInMileage'],
      ['tyre-offer', 'quantity'],
      ['tyre-offer', 'tyreSize'],
      ['tyre-offer', 'plate'],
      ['test-drive', 'date'],
      ['test-drive', 'brand'],
    ];
    for (const [type, field] of fields)
      for (const value of values) refusedOn(type, { ...VALID[type], [field]: value }, field);
  });

  it('bounds a vehicle’s year from 1950 to next year', () => {
    for (const type of ['trade-in', 'interest'] as const) {
      const withYear = (tradeInYear: string) => ({
        ...VALID[type],
        tradeInMake: 'Renault',
        tradeInModel: 'Clio',
        tradeInYear,
      });
      expect(accepted(type, withYear('1950')).tradeInYear).toBe(1950);
      expect(accepted(type, withYear(String(YEAR))).tradeInYear).toBe(YEAR);
      expect(accepted(type, withYear(String(YEAR + 1))).tradeInYear).toBe(YEAR + 1);
      for (const year of ['1949', String(YEAR + 2), '0', '20', '99999', '-2018', '2018.5']) {
        expect(refusedOn(type, withYear(year), 'tradeInYear'), `${type} ${year}`).toBe(
          `Indiquez une année entre 1950 et ${YEAR + 1}.`,
        );
      }
    }
  });

  it('answers a mistyped optional trade-in year or mileage in French', () => {
    for (const [field, value] of [
      ['tradeInYear', '2O18'],
      ['tradeInYear', 'abc'],
      ['tradeInYear', '-2018'],
      ['tradeInMileage', '85 000 km'],
      ['tradeInMileage', 'beaucoup'],
      ['tradeInYear', '  '],
      ['tradeInMileage', ' '],
    ] as const) {
      const posted = { ...VALID.interest, tradeInMake: 'Renault', tradeInModel: 'Clio', [field]: value };
      // Spaces alone are an empty field; anything else is refused with the field's own message.
      if (value.trim() === '')
        expect.soft(parse('interest', posted).success, `${field} ${JSON.stringify(value)}`).toBe(true);
      else refusedOn('interest', posted, field);
    }
  });

  it('bounds mileage, lease terms and tyre quantity', () => {
    const tyres = (quantity: string) => ({ ...VALID['tyre-offer'], quantity });
    expect(accepted('tyre-offer', tyres('1')).quantity).toBe(1);
    expect(accepted('tyre-offer', tyres('8')).quantity).toBe(8);
    for (const quantity of ['0', '9', '-1', '1e1', '4,5', 'quatre', '10']) {
      expect(refusedOn('tyre-offer', tyres(quantity), 'quantity'), quantity).toBe(
        'Indiquez un nombre de pneus entre 1 et 8.',
      );
    }
    refusedOn('trade-in', { ...VALID['trade-in'], tradeInMileage: '1 500 001' }, 'tradeInMileage');
    refusedOn('trade-in', { ...VALID['trade-in'], tradeInMileage: '-5' }, 'tradeInMileage');
    refusedOn('lease-request', { ...VALID['lease-request'], durationMonths: '0' }, 'durationMonths');
    refusedOn('lease-request', { ...VALID['lease-request'], durationMonths: '121' }, 'durationMonths');
    refusedOn('lease-request', { ...VALID['lease-request'], annualKm: '200 001' }, 'annualKm');
  });

  it('refuses invalid e-mail addresses, phones, plates and tyre sizes', () => {
    for (const email of [
      'anne',
      'anne@',
      '@example.lu',
      'anne@example',
      'anne @example.lu',
      'anne@example.lu\nbcc:x@y.z',
      'anne@exa mple.lu',
    ])
      refusedOn('contact', { ...VALID.contact, email }, 'email');
    for (const phone of ['12', '+1 202 555', '06 12 34 56 78', '0123456789', 'abc', '+352 621 123 456 789'])
      refusedOn('contact', { ...VALID.contact, phone }, 'phone');
    for (const plate of ['-AB 1234', 'AB_1234', 'A', 'ABCDEFGHIJKLM', 'AB 1234 ']) {
      if (plate.trim() === 'AB 1234') continue;
      refusedOn('tyre-offer', { ...VALID['tyre-offer'], plate }, 'plate');
    }
    for (const tyreSize of ['205/55', '205-55-16', 'R16', '205/55 R16 9V', '2055 R16', '<script>'])
      refusedOn('tyre-offer', { ...VALID['tyre-offer'], tyreSize }, 'tyreSize');
  });

  it('asks for the rest of a trade-in once begun on the interest form', () => {
    const interest = (fields: Posted) => ({ ...VALID.interest, ...fields });
    expect(refusedOn('interest', interest({ tradeInMake: 'Renault' }), 'tradeInModel')).toBe(
      'Indiquez le modèle du véhicule à reprendre.',
    );
    expect(refusedOn('interest', interest({ tradeInModel: 'Clio' }), 'tradeInMake')).toBe(
      'Indiquez la marque du véhicule à reprendre.',
    );
    for (const begun of [{ tradeInYear: '2018' }, { tradeInMileage: '0' }, { tradeInMileage: '85 000' }]) {
      expect(errorsOf('interest', interest(begun)), JSON.stringify(begun)).toEqual({
        tradeInMake: 'Indiquez la marque du véhicule à reprendre.',
        tradeInModel: 'Indiquez le modèle du véhicule à reprendre.',
      });
    }
    // Spaces only are not a beginning.
    expect(accepted('interest', interest({ tradeInMake: '  ', tradeInModel: ' ' }))).toMatchObject({
      tradeInMake: '',
      tradeInModel: '',
    });
  });

  it('asks a test drive without a vehicle for brand, model and site', () => {
    const noVehicle = without(VALID['test-drive'], 'vehicle');
    expect(errorsOf('test-drive', noVehicle)).toEqual({
      brand: 'Choisissez une marque.',
      model: 'Choisissez un modèle.',
      location: 'Choisissez une concession.',
    });
    expect(errorsOf('test-drive', { ...noVehicle, brand: '', model: ' ', location: '' })).toEqual({
      brand: 'Choisissez une marque.',
      model: 'Choisissez un modèle.',
      location: 'Choisissez une concession.',
    });
    expect(refusedOn('test-drive', { ...noVehicle, brand: 'peugeot', model: '308' }, 'location')).toBe(
      'Choisissez une concession.',
    );
    expect(refusedOn('test-drive', { ...noVehicle, brand: 'peugeot', location: 'bertrange' }, 'model')).toBe(
      'Choisissez un modèle.',
    );
    expect(refusedOn('test-drive', { ...noVehicle, model: '308', location: 'bertrange' }, 'brand')).toBe(
      'Choisissez une marque.',
    );
    // A blank vehicle is no vehicle: brand, model and site are then asked for; a malformed one is refused.
    expect(errorsOf('test-drive', { ...noVehicle, vehicle: '' })).toEqual({
      brand: 'Choisissez une marque.',
      model: 'Choisissez un modèle.',
      location: 'Choisissez une concession.',
    });
    expect(errorsOf('test-drive', { ...VALID['test-drive'], vehicle: '12abc' }).vehicle).toBe(
      'Ce véhicule n’est pas reconnu.',
    );
  });

  it('asks a workshop booking for the plate, or else the make and model', () => {
    const withPlate = { ...VALID['workshop-appointment'], plate: 'sk 4711', vehicleMake: '', vehicleModel: '' };
    expect(accepted('workshop-appointment', withPlate).plate).toBe('SK 4711');
    expect(errorsOf('workshop-appointment', { ...withPlate, plate: '' })).toEqual({
      vehicleMake: 'Indiquez la marque du véhicule, ou sa plaque d’immatriculation.',
      vehicleModel: 'Indiquez le modèle du véhicule, ou sa plaque d’immatriculation.',
    });
    refusedOn('workshop-appointment', { ...withPlate, plate: 'AB_1234' }, 'plate');
    refusedOn('workshop-appointment', { ...withPlate, mileage: '' }, 'mileage');
    refusedOn('workshop-appointment', { ...withPlate, mileage: '2 000 000' }, 'mileage');
    // The tyre form's own services are not the workshop's.
    refusedOn('workshop-appointment', { ...withPlate, service: 'seasonal-change' }, 'service');
  });

  it('keeps only the first message of a field', () => {
    // 61 characters with a control character: two issues, one message.
    const errors = errorsOf('contact', { ...VALID.contact, firstName: `${'A'.repeat(60)}\u0000` });
    expect(errors).toEqual({ firstName: '60 caractères au plus.' });
  });
});
