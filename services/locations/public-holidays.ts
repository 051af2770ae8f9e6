/** A calendar day, `YYYY-MM-DD`. */
export type IsoDay = string;

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm), as a UTC date. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const isoDay = (date: Date): IsoDay => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/**
 * Luxembourg's legal public holidays of a year (Code du travail, art. L.232-2; Europe Day since 2019),
 * by day, with their French names.
 */
export function luxembourgPublicHolidays(year: number): Map<IsoDay, string> {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => isoDay(new Date(Date.UTC(year, month - 1, day)));
  return new Map([
    [fixed(1, 1), 'Jour de l’an'],
    [isoDay(plusDays(easter, 1)), 'Lundi de Pâques'],
    [fixed(5, 1), 'Fête du Travail'],
    [fixed(5, 9), 'Journée de l’Europe'],
    [isoDay(plusDays(easter, 39)), 'Ascension'],
    [isoDay(plusDays(easter, 50)), 'Lundi de Pentecôte'],
    [fixed(6, 23), 'Fête nationale'],
    [fixed(8, 15), 'Assomption'],
    [fixed(11, 1), 'Toussaint'],
    [fixed(12, 25), 'Noël'],
    [fixed(12, 26), 'Saint-Étienne'],
  ]);
}

/** The holiday's name when `day` is a Luxembourg public holiday, else null. */
export function publicHolidayName(day: IsoDay): string | null {
  return luxembourgPublicHolidays(Number(day.slice(0, 4))).get(day) ?? null;
}
