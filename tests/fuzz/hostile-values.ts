import { markupProbe, type ReflectionProbe } from './fuzz-checks';
import type { Random } from './seeded-random';

/**
 * Hostile values for URLs, headers and bodies. Each value is given as `raw`, the text exactly as it goes
 * into a URL (percent-escapes may be malformed on purpose, and nothing is escaped again), and `text`, its
 * decoded form for headers and JSON bodies. Markup payloads carry a per-request marker and the probe that
 * recognises them if a page echoes them unescaped.
 */
export const HOSTILE_KINDS = [
  'control',
  'percent',
  'number',
  'long',
  'unicode',
  'traversal',
  'prototype',
  'markup',
  'sql',
  'redirect',
  'empty',
] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];

export type HostileValue = { kind: HostileKind; raw: string; text: string; probe?: ReflectionProbe };

const CONTROL = [
  '%00',
  'a%00b',
  '%00.svg',
  '%0d%0a',
  '%0d%0aSet-Cookie:%20fz=1',
  '%0a',
  '%0d',
  '%09',
  '%01%02%1f%7f',
  '%0b%0c',
  '%c0%80',
  '%1b%5b31m',
];
const PERCENT = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%%',
  '%2',
  '%u0041',
  '%%32%35',
  '100%',
  '%25',
  '%ff',
  '%C3%28',
  '%F0%28%8C%BC',
  '%e2%82',
  'a%',
  '%%%',
];
const NUMBERS = [
  '99999999999999999999',
  '-99999999999999999999',
  '1e999999',
  '-1e999999',
  '1e-999999',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b11',
  '0o17',
  '-1',
  '-2147483649',
  '2147483648',
  '9007199254740993',
  '0',
  '00000000000000000001',
  '1.5',
  '.5',
  '5.',
  '1e3',
  '1_000',
  '%2B1',
  '%201',
  '1,2',
  '%EF%BC%91%EF%BC%92',
  '1.7976931348623157e309',
  '4294967296',
];
const UNICODE = [
  '%F0%9F%9A%97',
  '%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7',
  '%E2%80%AEkia',
  '%D8%B3%D9%8A%D8%A7%D8%B1%D8%A9',
  '%D7%A8%D7%9B%D7%91',
  'e%CC%81%CC%82%CC%83%CC%84%CC%85%CC%86%CC%87',
  '%ED%A0%80',
  '%ED%B0%80',
  'a%ED%A0%80b',
  '%EF%BB%BFkia',
  '%E2%80%8B',
  '%C4%B1',
  '%EF%AC%80',
  '%EF%BF%BF',
  '%EF%BC%8F',
  '%C2%A0',
  'K%C4%B0A',
  '%C3%A9lectrique',
  '%E9',
  '%F4%90%80%80',
];
const TRAVERSAL = [
  '../',
  '..%2f',
  '%2e%2e',
  '%2e%2e%2f',
  '..%5c',
  '....//',
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f',
  '%c0%ae%c0%ae/',
  './',
  '.',
  '..',
  '.%2e/',
  '%2e%2e;/',
];
const PROTOTYPE = [
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__lookupGetter__',
  'then',
  'length',
];
const SQL = [
  "'%20OR%201=1--",
  "'%20OR%20'1'='1",
  '%22%20OR%20%22%22=%22',
  '1;%20DROP%20TABLE%20vehicles--',
  "1'%20UNION%20SELECT%20NULL--",
  "'%3Bselect%20pg_sleep(0)--",
  '%25',
  '_',
  '*',
  '%5C%25',
  "'",
  '%22',
  '%5C',
  '$1',
  '%3B',
];
const REDIRECT = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/%09/evil.example',
  'https://evil.example',
  'http:evil.example',
  'https:/evil.example',
  '/%5Cevil.example',
  '%5C%5Cevil.example',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '%0d%0aLocation:%20http://evil.example',
  '%0D%0ALocation:%20http://evil.example',
  'http://evil.example%23@127.0.0.1',
  'http://127.0.0.1@evil.example',
  '//evil.example/%2e%2e',
  '/.//evil.example',
  '%2F%5Cevil.example',
  'javascript:alert(1)',
];
const EMPTY = [
  '',
  '%20',
  '+',
  '=',
  '%26',
  '%3D',
  ',',
  ',,,',
  '[]',
  'null',
  'undefined',
  'true',
  '{}',
  '[object%20Object]',
  '%7B%22a%22:1%7D',
];

/** Markup and script payloads; `FZMARK` is replaced by the request's marker. */
const MARKUP = [
  '<script>FZMARK</script>',
  '"><img src=x onerror=FZMARK>',
  "'><svg onload=FZMARK>",
  'javascript:FZMARK',
  'JaVaScRiPt:FZMARK',
  '" onmouseover=FZMARK x="',
  "' onfocus=FZMARK autofocus x='",
  '</title><script>FZMARK</script>',
  '</script><script>FZMARK</script>',
  '<iframe src=javascript:FZMARK>',
  '<a href=//evil.example>FZMARK</a>',
  '{{FZMARK}}${FZMARK}',
];

/** Percent-encodes every character that may not appear as such in a URL (keeps existing escapes as they are). */
export function rawUrlText(text: string): string {
  return [...text].map((ch) => (/^[\x21-\x7e]$/.test(ch) && ch !== '#' ? ch : encodeURIComponent(ch))).join('');
}

/** The decoded form of a raw value, or the raw text when its escapes are malformed. */
export function decodedText(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

function value(kind: HostileKind, raw: string, probe?: ReflectionProbe): HostileValue {
  return { kind, raw, text: decodedText(raw), probe };
}

function longValue(rng: Random): string {
  const size = rng.between(10_000, 20_000);
  const unit = rng.pick([
    'a',
    '9',
    'a,',
    'kia,',
    '%F0%9F%98%80',
    '%3C',
    '..%2f',
    '%00',
    'x%20',
    '%ED%A0%80',
    'e%CC%81',
  ]);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-_.~';
  if (rng.chance(0.2)) return Array.from({ length: size }, () => alphabet[rng.int(alphabet.length)]).join('');
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size - (size % unit.length));
}

/** One hostile value of the given kind (or of a random kind); markup payloads carry `marker`. */
export function hostileValue(rng: Random, marker: string, kind: HostileKind = rng.pick(HOSTILE_KINDS)): HostileValue {
  switch (kind) {
    case 'control':
      return value(kind, rng.pick(CONTROL));
    case 'percent':
      return value(kind, rng.pick(PERCENT));
    case 'number':
      return value(kind, rng.pick(NUMBERS));
    case 'long':
      return value(kind, longValue(rng));
    case 'unicode':
      return value(kind, rng.pick(UNICODE));
    case 'traversal':
      return value(kind, rng.pick(TRAVERSAL));
    case 'prototype':
      return value(kind, rng.pick(PROTOTYPE));
    case 'sql':
      return value(kind, rng.pick(SQL));
    case 'redirect':
      return value(kind, rng.pick(REDIRECT));
    case 'empty':
      return value(kind, rng.pick(EMPTY));
    case 'markup': {
      const payload = rng.pick(MARKUP).replaceAll('FZMARK', marker);
      return { kind, raw: encodeURIComponent(payload), text: payload, probe: markupProbe(payload, marker) };
    }
  }
}

/** Weights of the kinds inside query strings and paths: short, sharp values more often than 20 KB ones. */
export const KIND_WEIGHTS: Readonly<Record<HostileKind, number>> = {
  control: 10,
  percent: 10,
  number: 12,
  long: 3,
  unicode: 9,
  traversal: 7,
  prototype: 10,
  markup: 12,
  sql: 6,
  redirect: 8,
  empty: 6,
};

export function weightedHostileValue(rng: Random, marker: string): HostileValue {
  return hostileValue(rng, marker, rng.weighted(KIND_WEIGHTS));
}

/**
 * A header value: printable ASCII, or Latin-1 bytes when `nonAscii` (what HTTP lets through). Header
 * values cannot carry CR, LF or NUL, so those are dropped from the decoded text.
 */
export function headerText(text: string, maxLength = 16_000): string {
  return [...text]
    .map((ch) => (ch.charCodeAt(0) <= 0xff ? ch : '?'))
    .join('')
    .replace(/[\x00-\x08\x0a-\x1f\x7f]/g, '')
    .slice(0, maxLength)
    .trim();
}

/** `length` Latin-1 characters above 0x7f: a header value the server reads as that many non-ASCII characters. */
export function nonAsciiHeader(rng: Random, length: number): string {
  const alphabet = 'éèàçüöäßøåñÿ¤µ±×÷©®°¶§¿¡';
  return Array.from({ length }, () => alphabet[rng.int(alphabet.length)]).join('');
}
