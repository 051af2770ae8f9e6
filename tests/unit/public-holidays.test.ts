import { describe, expect, it } from 'vitest';
import { luxembourgPublicHolidays, publicHolidayName } from '@/services/locations/public-holidays';

/**
 * Written out by hand, not computed: Easter Sunday of each year and the holidays that follow it
 * (Easter Monday = +1 day, Ascension = +39, Whit Monday = +50).
 */
const EASTER: Record<number, { sunday: string; monday: string; ascension: string; whitMonday: string }> = {
  2024: { sunday: '2024-03-31', monday: '2024-04-01', ascension: '2024-05-09', whitMonday: '2024-05-20' },
  2025: { sunday: '2025-04-20', monday: '2025-04-21', ascension: '2025-05-29', whitMonday: '2025-06-09' },
  2026: { sunday: '2026-04-05', monday: '2026-04-06', ascension: '2026-05-14', whitMonday: '2026-05-25' },
  2027: { sunday: '2027-03-28', monday: '2027-03-29', ascension: '2027-05-06', whitMonday: '2027-05-17' },
  2028: { sunday: '2028-04-16', monday: '2028-04-17', ascension: '2028-05-25', whitMonday: '2028-06-05' },
  2029: { sunday: '2029-04-01', monday: '2029-04-02', ascension: '2029-05-10', whitMonday: '2029-05-21' },
  2030: { sunday: '2030-04-21', monday: '2030-04-22', ascension: '2030-05-30', whitMonday: '2030-06-10' },
};

/** Luxembourg's eleven legal public holidays of a year (Code du travail, art. L.232-2), by day and name. */
function expectedHolidays(year: number): [string, string][] {
  const easter = EASTER[year]!;
  return [
    [`${year}-01-01`, 'Jour de l’an'],
    [easter.monday, 'Lundi de Pâques'],
    [`${year}-05-01`, 'Fête du Travail'],
    [`${year}-05-09`, 'Journée de l’Europe'],
    [easter.ascension, 'Ascension'],
    [easter.whitMonday, 'Lundi de Pentecôte'],
    [`${year}-06-23`, 'Fête nationale'],
    [`${year}-08-15`, 'Assomption'],
    [`${year}-11-01`, 'Toussaint'],
    [`${year}-12-25`, 'Noël'],
    [`${year}-12-26`, 'Saint-Étienne'],
  ];
}

const YEARS = Object.keys(EASTER).map(Number);

describe('luxembourgPublicHolidays', () => {
  for (const year of YEARS) {
    it(`gives exactly the eleven public holidays of ${year}, with their names`, () => {
      const holidays = luxembourgPublicHolidays(year);
      const expected = expectedHolidays(year);
      expect([...holidays.keys()].sort()).toEqual([...new Set(expected.map(([day]) => day))].sort());
      for (const [day, name] of expected) {
        // 2024: Ascension fell on 9 May, Europe Day; the day is one holiday, under either name.
        const sameDay = expected.filter(([other]) => other === day).map(([, n]) => n);
        if (sameDay.length > 1) expect(sameDay, day).toContain(holidays.get(day));
        else expect(holidays.get(day), day).toBe(name);
        expect(publicHolidayName(day), day).not.toBeNull();
      }
    });
  }

  it('has eleven distinct days in a year where none coincide', () => {
    for (const year of YEARS.filter((y) => y !== 2024))
      expect(luxembourgPublicHolidays(year).size, String(year)).toBe(11);
  });

  it('puts Europe Day on 9 May, not the days around it', () => {
    for (const year of YEARS) {
      expect(publicHolidayName(`${year}-05-09`), String(year)).not.toBeNull();
      expect(publicHolidayName(`${year}-05-08`), String(year)).toBeNull();
      expect(publicHolidayName(`${year}-05-10`), String(year)).toBe(year === 2029 ? 'Ascension' : null);
    }
    expect(publicHolidayName('2026-05-09')).toBe('Journée de l’Europe');
  });

  it('does not make Easter Sunday, Good Friday or the days next to fixed holidays holidays', () => {
    for (const year of YEARS) {
      const { sunday } = EASTER[year]!;
      const goodFriday = new Date(Date.parse(`${sunday}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
      for (const day of [
        sunday,
        goodFriday,
        `${year}-01-02`,
        `${year}-06-22`,
        `${year}-06-24`,
        `${year}-08-14`,
        `${year}-08-16`,
        `${year}-10-31`,
        `${year}-12-24`,
        `${year}-12-27`,
      ]) {
        expect(publicHolidayName(day), day).toBeNull();
      }
    }
  });
});
