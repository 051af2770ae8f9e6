import { describe, expect, it } from 'vitest';
import { deliveryText, leadsToCsv, leadsToJson, type LeadExportRow } from '@/services/enquiries/leads-csv';

const HEADER =
  'reference,type,created_at,location,vehicle_id,civility,first_name,last_name,email,phone,preferred_contact,marketing_consent,message,details,details_fr,delivery';

function lead(overrides: Partial<LeadExportRow> = {}, fields: Record<string, unknown> = {}): LeadExportRow {
  return {
    reference: 'AP-7K3M9Q',
    type: 'test-drive',
    createdAt: new Date('2026-03-14T09:05:00.000Z'),
    location: 'bertrange',
    vehicleId: 4521,
    email: 'claire.muller@example.lu',
    fields: {
      civility: 'mme',
      firstName: 'Claire',
      lastName: 'Muller',
      email: 'claire.muller@example.lu',
      phone: '+352621123456',
      preferredContact: 'phone',
      privacyConsent: true,
      marketingConsent: false,
      message: 'Bonjour',
      ...fields,
    },
    ...overrides,
  };
}

/** The records of a file whose cells contain no quoted line breaks. */
function records(csv: string): string[] {
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(1, -2).split('\r\n');
}

describe('leadsToCsv', () => {
  it('starts with a BOM, then the header, one CRLF-terminated record per lead', () => {
    const csv = leadsToCsv([lead({ delivery: { status: 'delivered' } }), lead({ reference: 'AP-2', vehicleId: null })]);
    expect(csv.startsWith('\ufeffreference,')).toBe(true);
    expect(csv.charCodeAt(1)).toBe('r'.charCodeAt(0));
    expect(records(csv)).toEqual([
      HEADER,
      `AP-7K3M9Q,test-drive,2026-03-14T09:05:00.000Z,bertrange,4521,mme,Claire,Muller,claire.muller@example.lu,'+352621123456,phone,false,Bonjour,"{""privacyConsent"":true}",Accord pour le traitement des données\u202f: Oui,delivered`,
      `AP-2,test-drive,2026-03-14T09:05:00.000Z,bertrange,,mme,Claire,Muller,claire.muller@example.lu,'+352621123456,phone,false,Bonjour,"{""privacyConsent"":true}",Accord pour le traitement des données\u202f: Oui,`,
    ]);
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('writes only the header (and BOM) for no leads', () => {
    expect(leadsToCsv([])).toBe(`\ufeff${HEADER}\r\n`);
  });

  it('puts the per-form fields, sorted, as compact JSON in details, and nothing when there are none', () => {
    const withDetails = lead(
      {},
      { vehicle: 'Kia EV3', slot: '2026-03-20T09:00:00.000Z', tradeIn: { make: 'Škoda', mileageKm: 120000 } },
    );
    const [, row] = records(leadsToCsv([withDetails]));
    expect(row).toContain(
      `"{""privacyConsent"":true,""slot"":""2026-03-20T09:00:00.000Z"",""tradeIn"":{""make"":""Škoda"",""mileageKm"":120000},""vehicle"":""Kia EV3""}"`,
    );

    const bare = lead({ email: 'a@b.lu', fields: { email: 'a@b.lu' } });
    expect(records(leadsToCsv([bare]))[1]).toBe(
      'AP-7K3M9Q,test-drive,2026-03-14T09:05:00.000Z,bertrange,4521,,,,a@b.lu,,,,,,,',
    );
  });

  it('takes the e-mail from the lead, and leaves missing fields empty', () => {
    const row = records(
      leadsToCsv([lead({ email: 'stored@example.lu', fields: { email: 'typed@example.lu', marketingConsent: true } })]),
    )[1];
    expect(row).toBe('AP-7K3M9Q,test-drive,2026-03-14T09:05:00.000Z,bertrange,4521,,,,stored@example.lu,,,true,,,,');
  });

  it('writes the delivery status', () => {
    const rows = records(
      leadsToCsv([
        lead({ delivery: { status: 'pending' } }),
        lead({ delivery: { status: 'failed', attempts: 3 } }),
        lead({ delivery: { status: 'delivered' } }),
      ]),
    );
    expect(rows.slice(1).map((row) => row.split(',').at(-1))).toEqual(['pending', 'failed attempts 3', 'delivered']);
    expect(deliveryText({ status: 'failed', attempts: 1 })).toBe('failed attempts 1');
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    const csv = leadsToCsv([
      lead(
        {},
        {
          message: 'Bonjour, je cherche une "GT-Line"\r\nMerci\nClaire',
          lastName: 'Muller, née "Schmit"',
          firstName: 'a\rb',
        },
      ),
    ]);
    expect(csv).toContain(',"a\rb","Muller, née ""Schmit""",');
    expect(csv).toContain(',"Bonjour, je cherche une ""GT-Line""\r\nMerci\nClaire",');
    expect(leadsToCsv([lead({}, { message: 'Ligne 1\nLigne 2' })])).toContain(',"Ligne 1\nLigne 2",');
    expect(leadsToCsv([lead({}, { message: 'Ligne 1\rLigne 2' })])).toContain(',"Ligne 1\rLigne 2",');
  });

  it('leaves plain cells unquoted, accents and other scripts as they are', () => {
    const csv = leadsToCsv([
      lead({}, { firstName: 'Élodie', lastName: 'Müller-Łukasz', message: 'Très intéressée ; 日本語 ✓' }),
    ]);
    expect(csv).toContain(',Élodie,Müller-Łukasz,');
    expect(csv).toContain(',Très intéressée ; 日本語 ✓,');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('prefixes with a quote every cell a spreadsheet would run as a formula', () => {
    const csv = leadsToCsv([
      lead(
        { location: '@SUM(A1)' },
        {
          firstName: '=HYPERLINK("http://evil.example","clic")',
          lastName: '+1',
          civility: '-2+3',
          message: '\t=1',
          preferredContact: '\r=1',
        },
      ),
    ]);
    expect(records(csv)[1]).toBe(
      `AP-7K3M9Q,test-drive,2026-03-14T09:05:00.000Z,'@SUM(A1),4521,'-2+3,"'=HYPERLINK(""http://evil.example"",""clic"")",'+1,` +
        `claire.muller@example.lu,'+352621123456,"'\r=1",false,'\t=1,"{""privacyConsent"":true}",Accord pour le traitement des données\u202f: Oui,`,
    );
  });

  it('does not prefix cells where the sign is not first, nor empty cells', () => {
    const row = records(
      leadsToCsv([lead({}, { firstName: 'Jean-Marc', lastName: 'a=b', message: ' =1', civility: '' })]),
    )[1];
    expect(row).toContain(',4521,,Jean-Marc,a=b,');
    expect(row).toContain(',false, =1,');
  });

  it('keeps markup as text, neither escaped nor removed', () => {
    const row = records(leadsToCsv([lead({}, { message: '<script>alert(1)</script> & <b>gras</b>' })]))[1];
    expect(row).toContain(',<script>alert(1)</script> & <b>gras</b>,');
  });

  it('writes numbers and booleans of the form as text, and objects as JSON', () => {
    const row = records(
      leadsToCsv([lead({}, { civility: 3, firstName: true, lastName: ['a', 'b'], message: null })]),
    )[1];
    expect(row).toContain(',4521,3,true,"[""a"",""b""]",');
    expect(row).toContain(',phone,false,,');
  });
});

describe('leadsToCsv: details in French', () => {
  it('writes a business lease lead’s fields with their French labels, values in words', () => {
    const business = lead(
      { type: 'business-lease', vehicleId: null },
      {
        company: 'Bâtiments Weber & Fils S.à r.l.',
        vatNumber: 'LU26375245',
        fleetSize: 12,
        vehiclesWanted: 3,
        offerName: 'Kia EV3 Air 58,3 kWh 204 ch',
        marketingConsent: true,
      },
    );
    const [header, row] = records(leadsToCsv([business]));
    expect(header?.split(',').at(-2)).toBe('details_fr');
    // Quoted: the offer's name holds a comma.
    const french = [
      'Société\u202f: Bâtiments Weber & Fils S.à r.l.',
      'Taille de la flotte actuelle\u202f: 12',
      'Offre\u202f: Kia EV3 Air 58,3 kWh 204 ch',
      'Accord pour le traitement des données\u202f: Oui',
      'N° de TVA\u202f: LU26375245',
      'Véhicules souhaités\u202f: 3',
    ].join('\u202f; ');
    expect(row?.endsWith(`,"${french}",`)).toBe(true);
  });
});

describe('leadsToJson', () => {
  it('writes every lead with all its fields and its delivery, dates in ISO UTC', () => {
    const json = leadsToJson([
      lead(
        { delivery: { status: 'failed', attempts: 2 } },
        { message: '<script>x</script>', tradeIn: { make: 'Škoda' } },
      ),
      lead({ vehicleId: null }),
    ]);
    expect(json.endsWith('\n')).toBe(true);
    const parsed: unknown = JSON.parse(json);
    expect(parsed).toEqual([
      {
        reference: 'AP-7K3M9Q',
        type: 'test-drive',
        createdAt: '2026-03-14T09:05:00.000Z',
        location: 'bertrange',
        vehicleId: 4521,
        email: 'claire.muller@example.lu',
        fields: { ...lead().fields, message: '<script>x</script>', tradeIn: { make: 'Škoda' } },
        delivery: { status: 'failed', attempts: 2 },
      },
      expect.objectContaining({ vehicleId: null, delivery: null }),
    ]);
  });

  it('writes an empty array for no leads', () => {
    expect(leadsToJson([])).toBe('[]\n');
  });
});
