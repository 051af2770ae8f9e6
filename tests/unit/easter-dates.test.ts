import { describe, expect, it } from 'vitest';
import { luxembourgPublicHolidays } from '@/services/locations/public-holidays';

/**
 * Gregorian Easter Sundays, written out by hand from the published tables (checked against python-dateutil's
 * `easter()`, an independent implementation). The years are chosen so that every step of the computation
 * matters: other centuries (1818, 1886, 1900, 2285: the century corrections), the earliest and latest
 * possible dates (22 March: 1818, 2285; 25 April: 1886, 1943, 2038) and the two exceptions of the
 * algorithm (19 April 1981 and 2076, 18 April 1954 and 2049).
 */
const EASTER_SUNDAYS = [
  '1818-03-22',
  '1886-04-25',
  '1900-04-15',
  '1943-04-25',
  '1954-04-18',
  '1961-04-02',
  '1974-04-14',
  '1981-04-19',
  '1999-04-04',
  '2000-04-23',
  '2001-04-15',
  '2002-03-31',
  '2003-04-20',
  '2004-04-11',
  '2005-03-27',
  '2006-04-16',
  '2007-04-08',
  '2008-03-23',
  '2009-04-12',
  '2010-04-04',
  '2011-04-24',
  '2012-04-08',
  '2013-03-31',
  '2014-04-20',
  '2015-04-05',
  '2016-03-27',
  '2017-04-16',
  '2018-04-01',
  '2019-04-21',
  '2020-04-12',
  '2021-04-04',
  '2022-04-17',
  '2023-04-09',
  '2024-03-31',
  '2025-04-20',
  '2026-04-05',
  '2027-03-28',
  '2028-04-16',
  '2029-04-01',
  '2030-04-21',
  '2031-04-13',
  '2032-03-28',
  '2033-04-17',
  '2034-04-09',
  '2035-03-25',
  '2036-04-13',
  '2037-04-05',
  '2038-04-25',
  '2039-04-10',
  '2040-04-01',
  '2049-04-18',
  '2076-04-19',
  '2100-03-28',
  '2285-03-22',
];

/** Easter Monday, Ascension and Whit Monday, written out by hand for some of those years. */
const MOVABLE_HOLIDAYS: Record<number, [monday: string, ascension: string, whitMonday: string]> = {
  1818: ['1818-03-23', '1818-04-30', '1818-05-11'],
  2000: ['2000-04-24', '2000-06-01', '2000-06-12'],
  2008: ['2008-03-24', '2008-05-01', '2008-05-12'], // Ascension on 1 May
  2011: ['2011-04-25', '2011-06-02', '2011-06-13'],
  2019: ['2019-04-22', '2019-05-30', '2019-06-10'],
  2024: ['2024-04-01', '2024-05-09', '2024-05-20'], // Ascension on 9 May
  2025: ['2025-04-21', '2025-05-29', '2025-06-09'],
  2026: ['2026-04-06', '2026-05-14', '2026-05-25'],
  2027: ['2027-03-29', '2027-05-06', '2027-05-17'],
  2038: ['2038-04-26', '2038-06-03', '2038-06-14'],
  2100: ['2100-03-29', '2100-05-06', '2100-05-17'],
  2285: ['2285-03-23', '2285-04-30', '2285-05-11'],
};

/** Plain calendar arithmetic on a `YYYY-MM-DD` day (not the module's own helper). */
const after = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const FIXED_NAMES = [
  'Jour de l’an',
  'Fête du Travail',
  'Journée de l’Europe',
  'Fête nationale',
  'Assomption',
  'Toussaint',
  'Noël',
  'Saint-Étienne',
];

describe('Easter and the holidays that follow it', () => {
  it('the hand-written tables agree with each other', () => {
    for (const [year, [monday, ascension, whitMonday]] of Object.entries(MOVABLE_HOLIDAYS)) {
      const sunday = EASTER_SUNDAYS.find((day) => day.startsWith(`${year}-`))!;
      expect([after(sunday, 1), after(sunday, 39), after(sunday, 50)], year).toEqual([monday, ascension, whitMonday]);
    }
  });

  for (const sunday of EASTER_SUNDAYS) {
    const year = Number(sunday.slice(0, 4));
    it(`puts Easter Monday, Ascension and Whit Monday of ${year} after Easter Sunday ${sunday}`, () => {
      const holidays = luxembourgPublicHolidays(year);
      const [monday, ascension, whitMonday] = MOVABLE_HOLIDAYS[year] ?? [
        after(sunday, 1),
        after(sunday, 39),
        after(sunday, 50),
      ];
      expect(holidays.get(monday)).toBe('Lundi de Pâques');
      expect(holidays.get(ascension)).toBe('Ascension'); // over Fête du Travail (2008) or Journée de l’Europe (2024)
      expect(holidays.get(whitMonday)).toBe('Lundi de Pentecôte');
      // Easter Sunday itself and the days either side of the Monday holidays are not holidays.
      for (const day of [sunday, after(monday, 1), after(whitMonday, -1), after(whitMonday, 1)])
        expect(holidays.has(day), day).toBe(false);
      // The three movable holidays are the only ones besides the eight fixed ones.
      const movable = [...holidays].filter(([, name]) => !FIXED_NAMES.includes(name));
      expect(movable).toEqual([
        [monday, 'Lundi de Pâques'],
        [ascension, 'Ascension'],
        [whitMonday, 'Lundi de Pentecôte'],
      ]);
    });
  }
});
