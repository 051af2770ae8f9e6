/** World manufacturer identifiers (VIN positions 1–3) of the brands sold. */
const WMI: Record<string, string> = {
  hyundai: 'KMH',
  kia: 'KNA',
  opel: 'W0V',
  jeep: '1C4',
  mg: 'LSJ',
  suzuki: 'TSM',
  ford: 'WF0',
  fiat: 'ZFA',
  abarth: 'ZFA',
  'alfa-romeo': 'ZAR',
  lancia: 'ZLA',
  isuzu: 'MPA',
  corvette: '1G1',
};

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const PLANT_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ123456789';
const YEAR_CHARS = 'ABCDEFGHJKLMNPRSTVWXY123456789'; // 2010 = A … 2030 = Y, 2031 = 1 …
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/**
 * A VIN in the ISO 3779 format, with a valid check digit (position 9): the brand's WMI, a model code, the
 * model year, and a plant code plus serial number taken from `serial`, so distinct serials (up to
 * 32 million) always give distinct VINs.
 */
export function demoVin(make: string, model: string, year: number, serial: number): string {
  const wmi = WMI[make] ?? 'ZZZ';
  let hash = 0;
  for (const char of model) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  let vds = '';
  for (let i = 0; i < 5; i++) {
    vds += VIN_CHARS[hash % VIN_CHARS.length];
    hash = Math.floor(hash / VIN_CHARS.length) + i * 7919;
  }
  const yearChar = YEAR_CHARS[(((year - 2010) % 30) + 30) % 30];
  const plant = PLANT_CHARS[Math.floor(serial / 1_000_000) % PLANT_CHARS.length];
  const vin = `${wmi}${vds}0${yearChar}${plant}${String(serial % 1_000_000).padStart(6, '0')}`;
  return `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
}

/** The check digit of a 17-character VIN (the 9th character is ignored). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = vin[i] ?? '0';
    const value = /\d/.test(char) ? Number(char) : (VALUES[char] ?? 0);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}
