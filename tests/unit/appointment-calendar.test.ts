import { describe, expect, it } from 'vitest';
import { appointmentIcs, type BookedAppointment } from '@/services/enquiries/appointment-calendar';

/** RFC 5545 read back independently: unfold (CRLF + one space or tab), then split into content lines. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const contentLines = (ics: string) => unfold(ics).split('\r\n').slice(0, -1);
const property = (ics: string, name: string) => {
  const found = contentLines(ics).filter((line) => line.startsWith(`${name}:`));
  expect(found, name).toHaveLength(1);
  return found[0]!.slice(name.length + 1);
};
/** A TEXT value unescaped (RFC 5545 §3.3.11): `\\`, `\;`, `\,`, `\n` / `\N`. */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
const octets = (line: string) => Buffer.byteLength(line, 'utf8');
/** The event's own properties: the time zone's rules have DTSTART lines of their own. */
const eventProperty = (ics: string, name: string) => {
  const event = unfold(ics).split('BEGIN:VEVENT\r\n')[1]!;
  return property(`BEGIN:VEVENT\r\n${event}`, name);
};
/** The zone's rules, as calendar programs read them (RFC 5545 §3.6.5): CET in winter, CEST from the last Sunday of March to the last Sunday of October. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Luxembourg',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];
const VTIMEZONE_NAMES = VTIMEZONE.map((line) => line.split(':')[0]!);

const summer: BookedAppointment = {
  reference: 'AP-7K3M9Q2X',
  kind: 'test-drive',
  location: 'bertrange',
  startsAt: new Date('2026-07-01T12:00:00Z'),
  durationMinutes: 60,
};
const winter: BookedAppointment = {
  reference: 'AP-4HXZ8N1C',
  kind: 'tyre-appointment',
  location: 'niederkorn',
  startsAt: new Date('2026-12-01T13:00:00Z'),
  durationMinutes: 30,
};
const site = {
  name: 'Autopolis Bertrange',
  address: 'Autopolis Bertrange, 1 rue des Mérovingiens, L-8070 Bertrange, Luxembourg',
};
const NOW = new Date('2026-06-20T08:15:42.123Z');
/** The words the route gives a booking's file (the catalogue's `enquiry.calendar`). */
const words = (title: string, reference: string) => ({ title, description: `Référence ${reference}` });
const TEST_DRIVE = words('Essai routier', summer.reference);
const TYRES = words('Rendez-vous pneus', winter.reference);

describe('appointmentIcs', () => {
  it('ends every line, the last included, with CRLF and has no bare CR or LF', () => {
    const ics = appointmentIcs(summer, site, TEST_DRIVE, NOW);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(contentLines(ics).map((line) => line.split(':')[0])).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'CALSCALE',
      'METHOD',
      ...VTIMEZONE_NAMES,
      'BEGIN',
      'UID',
      'DTSTAMP',
      'DTSTART;TZID=Europe/Luxembourg',
      'DTEND;TZID=Europe/Luxembourg',
      'SUMMARY',
      'LOCATION',
      'DESCRIPTION',
      'END',
      'END',
    ]);
    expect(contentLines(ics)[0]).toBe('BEGIN:VCALENDAR');
    expect(contentLines(ics).at(-1)).toBe('END:VCALENDAR');
    expect(property(ics, 'VERSION')).toBe('2.0');
    expect(property(ics, 'UID')).toBe('AP-7K3M9Q2X@autopolis.lu');
    expect(unescapeText(property(ics, 'DESCRIPTION'))).toBe('Référence AP-7K3M9Q2X');
  });

  it('gives start and end on Luxembourg’s clocks (TZID Europe/Luxembourg with its rules), in summer and in winter', () => {
    const TZ = 'DTSTART;TZID=Europe/Luxembourg';
    const TZ_END = 'DTEND;TZID=Europe/Luxembourg';
    // 1 July 2026 14:00 in Luxembourg (UTC+2), one hour.
    const july = appointmentIcs(summer, site, TEST_DRIVE, NOW);
    expect(eventProperty(july, TZ)).toBe('20260701T140000');
    expect(eventProperty(july, TZ_END)).toBe('20260701T150000');
    expect(eventProperty(july, 'DTSTAMP')).toBe('20260620T081542Z');
    // 1 December 2026 14:00 in Luxembourg (UTC+1), thirty minutes.
    const december = appointmentIcs(winter, site, TYRES, NOW);
    expect(eventProperty(december, TZ)).toBe('20261201T140000');
    expect(eventProperty(december, TZ_END)).toBe('20261201T143000');
    // The Saturday before the clocks go back (25 October 2026), and the Monday after: 9:00 both days.
    const before = appointmentIcs({ ...winter, startsAt: new Date('2026-10-24T07:00:00Z') }, site, TYRES, NOW);
    const after = appointmentIcs({ ...winter, startsAt: new Date('2026-10-26T08:00:00Z') }, site, TYRES, NOW);
    expect(eventProperty(before, TZ)).toBe('20261024T090000');
    expect(eventProperty(after, TZ)).toBe('20261026T090000');
    // An end past midnight moves to the next day, month and year.
    const newYear = appointmentIcs(
      { ...winter, startsAt: new Date('2026-12-31T22:30:00Z'), durationMinutes: 60 },
      site,
      TYRES,
      NOW,
    );
    expect(eventProperty(newYear, TZ)).toBe('20261231T233000');
    expect(eventProperty(newYear, TZ_END)).toBe('20270101T003000');
    // The zone is defined in the file, so a calendar without a time zone database still reads it right.
    for (const ics of [july, december, newYear]) {
      const lines = contentLines(ics);
      const start = lines.indexOf('BEGIN:VTIMEZONE');
      expect(lines.slice(start, start + VTIMEZONE.length)).toEqual(VTIMEZONE);
    }
  });

  it('puts the title and site name in the summary, the address in the location', () => {
    const ics = appointmentIcs(summer, { name: 'Niederkorn', address: 'Zone Hahneboesch' }, TEST_DRIVE, NOW);
    expect(unescapeText(property(ics, 'SUMMARY'))).toBe('Essai routier — Niederkorn');
    expect(unescapeText(property(ics, 'LOCATION'))).toBe('Zone Hahneboesch');
  });

  it('escapes commas, semicolons and backslashes in the site name and address', () => {
    const hostile = { name: 'Autopolis; Atelier, Pneus \\ Jantes', address: '1, rue X; L-8070 \\N Bertrange\\' };
    const ics = appointmentIcs(summer, hostile, TEST_DRIVE, NOW);
    expect(property(ics, 'SUMMARY')).toBe('Essai routier — Autopolis\\; Atelier\\, Pneus \\\\ Jantes');
    expect(property(ics, 'LOCATION')).toBe('1\\, rue X\\; L-8070 \\\\N Bertrange\\\\');
    expect(unescapeText(property(ics, 'SUMMARY'))).toBe(`Essai routier — ${hostile.name}`);
    expect(unescapeText(property(ics, 'LOCATION'))).toBe(hostile.address);
    // No unescaped separator is left in a value.
    for (const name of ['SUMMARY', 'LOCATION'])
      expect(property(ics, name).replace(/\\[\\;,nN]/g, '')).not.toMatch(/[\\;,]/);
  });

  it('escapes line breaks, so content cannot start a property or another event', () => {
    const hostile = {
      name: 'Autopolis\nEND:VEVENT\r\nBEGIN:VEVENT\rSUMMARY:Gratuit',
      address: 'Rue A\r\nATTACH:http://example.com/x.exe\nORGANIZER:mailto:x@example.com',
    };
    const ics = appointmentIcs(winter, hostile, TYRES, NOW);
    const lines = contentLines(ics);
    expect(lines).toHaveLength(15 + VTIMEZONE.length);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
    expect(lines.filter((line) => /^(ATTACH|ORGANIZER)[:;]/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('SUMMARY:'))).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(property(ics, 'SUMMARY')).toBe(
      'Rendez-vous pneus — Autopolis\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Gratuit',
    );
    // Each break, LF, CRLF or CR, reads back as one line break.
    expect(unescapeText(property(ics, 'SUMMARY'))).toBe(
      'Rendez-vous pneus — Autopolis\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Gratuit',
    );
    expect(unescapeText(property(ics, 'LOCATION'))).toBe(
      'Rue A\nATTACH:http://example.com/x.exe\nORGANIZER:mailto:x@example.com',
    );
  });

  it('leaves a line of exactly 75 octets whole and folds one of 76', () => {
    const exactly = appointmentIcs(summer, { ...site, address: 'a'.repeat(75 - 'LOCATION:'.length) }, TEST_DRIVE, NOW);
    expect(exactly.split('\r\n')).toContain(`LOCATION:${'a'.repeat(66)}`);
    const over = appointmentIcs(summer, { ...site, address: 'a'.repeat(76 - 'LOCATION:'.length) }, TEST_DRIVE, NOW);
    const physical = over.split('\r\n');
    const at = physical.indexOf(`LOCATION:${'a'.repeat(66)}`);
    expect(at).toBeGreaterThan(0);
    expect(physical[at + 1]).toBe(' a');
    // Short lines are never folded.
    expect(
      appointmentIcs(summer, { name: 'Bertrange', address: 'L-8070 Bertrange' }, { ...TEST_DRIVE, title: 'Essai' }, NOW)
        .split('\r\n')
        .filter((line) => line.startsWith(' ')),
    ).toEqual([]);
  });

  it('folds long lines with multi-byte characters: no line over 75 octets, no character split, unfolding gives the text back', () => {
    const address =
      'Autopolis Niederkorn — Zone d’activités « Hahneboesch », 2, rue de l’Église; L-4562 Differdange, Grand-Duché de Luxembourg 🚗🚙 €€€ ';
    const name = 'Concession Ünïcödé 日本語のテキスト 🚗'.repeat(4);
    for (const prefix of ['', 'é', 'éé', 'ééé', 'x🚗']) {
      const ics = appointmentIcs(winter, { name, address: prefix + address.repeat(3) }, TYRES, NOW);
      const physical = ics.split('\r\n').slice(0, -1);
      for (const line of physical) {
        expect(octets(line), line).toBeLessThanOrEqual(75);
        // Valid UTF-16 throughout: a surrogate pair split in two would not survive a UTF-8 round trip.
        expect(Buffer.from(line, 'utf8').toString('utf8'), line).toBe(line);
      }
      // Continuation lines start with exactly one space, and carry content.
      const continuations = physical.filter((line) => line.startsWith(' '));
      expect(continuations.length).toBeGreaterThan(4);
      for (const line of continuations) expect(line.length).toBeGreaterThan(1);
      // Folding uses the room it has: each folded piece but the last is within 4 octets (one character) of the limit.
      for (let i = 0; i < physical.length - 1; i++)
        if (physical[i + 1]!.startsWith(' ')) expect(octets(physical[i]!), physical[i]).toBeGreaterThan(71);
      expect(unescapeText(property(ics, 'LOCATION'))).toBe(prefix + address.repeat(3));
      expect(unescapeText(property(ics, 'SUMMARY'))).toBe(`Rendez-vous pneus — ${name}`);
    }
  });

  it('uses the current time as stamp by default', () => {
    const before = Date.now();
    const stamp = property(appointmentIcs(summer, site, TEST_DRIVE), 'DTSTAMP');
    const after = Date.now();
    const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/
      .exec(stamp)!
      .map(Number) as number[];
    const at = Date.UTC(y!, mo! - 1, d, h, mi, s);
    expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(at).toBeLessThanOrEqual(after);
  });
});
