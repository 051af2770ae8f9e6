import { createHash, createHmac } from 'node:crypto';
import { LEASE_LIST_PARAMS, LEASE_SORTS } from '../../services/leases/lease-list-query';
import { PARAM_ORDER } from '../../services/stock/stock-query';
import {
  BODIES,
  CATEGORIES,
  CONDITIONS,
  DEALERSHIPS,
  FUELS,
  HYBRID_KINDS,
  MAKES,
  SORTS,
  TRANSMISSIONS,
} from '../../services/stock/stock-vocabulary';
import { LEASE_CHOICE_PARAMS } from '../../site/leases/lease-choice-params';
import type { ReflectionProbe } from './fuzz-checks';
import {
  headerText,
  hostileValue,
  nonAsciiHeader,
  rawUrlText,
  weightedHostileValue,
  type HostileKind,
  type HostileValue,
} from './hostile-values';
import { requestSeed, seededRandom, type Random } from './seeded-random';
import {
  DRAFT_MODE_COOKIE,
  NEXT_URL_HEADER,
  PREVIEW_DATA_COOKIE,
  ROUTER_PREFETCH_HEADER,
  ROUTER_SEGMENT_PREFETCH_HEADER,
  ROUTER_STATE_TREE_HEADER,
  RSC_HEADER,
  SERVER_ACTION_HEADER,
} from '@/framework/next-internals';

/**
 * The public inputs of the site as templates the generator fills with hostile values: every request of a
 * run is a pure function of (seed, index, context), so a failure is replayed with the same seed.
 */

/** Secrets the target server runs with, for the "right token" cases (all optional). */
export type FuzzSecrets = {
  managementToken?: string;
  previewToken?: string;
  webhookSecret?: string;
  stockSecret?: string;
};

/** Addresses read from the target (its sitemap), so templates use real vehicles, offers and sites. */
export type FuzzContext = {
  vehiclePaths: readonly string[];
  leasePaths: readonly string[];
  locationPaths: readonly string[];
  secrets: FuzzSecrets;
  /** Clock of the preview tokens (they are valid for an hour). */
  now: () => number;
  /** The contact form's server-action fields as the page renders them (read from the target), if found. */
  formAction?: FormActionFields;
  /** The studio's public forms' action fields (login, « Mot de passe oublié »), by path, if found. */
  studioForms?: Readonly<Record<string, FormActionFields>>;
};

/** What a form rendered for a visitor without JavaScript posts besides its fields: its action and state. */
export type FormActionFields = { ref: string; bound: string; key: string; actionId: string };

export const FUZZ_FAMILIES = [
  'stock',
  'brand-stock',
  'vehicle',
  'path',
  'lease',
  'location',
  'content-api',
  'draft',
  'webhook',
  'stock-webhook',
  'manage',
  'vehicle-images',
  'method',
  'header',
  'form-post',
  'studio',
] as const;
export type FuzzFamily = (typeof FUZZ_FAMILIES)[number] | 'corpus';

export type FuzzRequest = {
  index: number;
  family: FuzzFamily;
  method: string;
  /** Path and query exactly as sent: escapes may be malformed on purpose and are never re-encoded. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** Markup payloads this request carries, checked in HTML responses. */
  probes: ReflectionProbe[];
};

const FAMILY_WEIGHTS: Readonly<Record<(typeof FUZZ_FAMILIES)[number], number>> = {
  stock: 15,
  'brand-stock': 5,
  vehicle: 10,
  path: 11,
  lease: 6,
  location: 4,
  'content-api': 18,
  draft: 5,
  webhook: 4,
  'stock-webhook': 2,
  manage: 5,
  'vehicle-images': 3,
  method: 6,
  header: 6,
  'form-post': 10,
  studio: 5,
};

export const FALLBACK_CONTEXT: Omit<FuzzContext, 'secrets' | 'now'> = {
  vehiclePaths: ['/stock/1000001-1-abarth-500e-turismo'],
  leasePaths: ['/private-lease/kia-ev3'],
  locationPaths: ['/concessions/bertrange'],
};

/** What a template draws from: the request's random stream and marker, collecting the probes it uses. */
type Draw = {
  rng: Random;
  marker: string;
  ctx: FuzzContext;
  probes: ReflectionProbe[];
  hostile(kind?: HostileKind): HostileValue;
};

function draw(rng: Random, marker: string, ctx: FuzzContext): Draw {
  const probes: ReflectionProbe[] = [];
  return {
    rng,
    marker,
    ctx,
    probes,
    hostile(kind) {
      const value = kind ? hostileValue(rng, marker, kind) : weightedHostileValue(rng, marker);
      if (value.probe) probes.push(value.probe);
      return value;
    },
  };
}

type Template = (d: Draw) => Omit<FuzzRequest, 'index' | 'family' | 'probes'>;
const get = (path: string, headers: Record<string, string> = {}) => ({ method: 'GET', path, headers });

// ---------------------------------------------------------------- query strings

type ValidValues = Readonly<Record<string, readonly string[]>>;

const NUMBERS = ['0', '1', '2', '15000', '36', '2020', '50000'];

/** A parameter name as written: plain, bracketed (`a[]`, `a[0][b]`), or hostile itself. */
function paramName(d: Draw, name: string): string {
  const roll = d.rng.int(100);
  if (roll < 6) return `${name}[]`;
  if (roll < 9) return `${name}[0][b]`;
  if (roll < 11) return `${name}[${d.rng.pick(['__proto__', 'constructor', 'length', ''])}]`;
  if (roll < 15) return d.hostile().raw || name;
  if (roll < 17) return name.toUpperCase();
  return name;
}

function paramValue(d: Draw, name: string, valid: ValidValues): string {
  if (d.rng.chance(0.6)) return d.hostile().raw;
  const options = valid[name] ?? NUMBERS;
  if (d.rng.chance(0.15))
    return [rawUrlText(d.rng.pick(options)), d.hostile().raw].join(d.rng.pick([',', '%2C', ',,']));
  return rawUrlText(d.rng.pick(options));
}

/** 1–5 parameters, hostile or valid, sometimes repeated, bare (`a`), empty-named (`=x`) or doubled `&&`. */
function hostileQuery(d: Draw, names: readonly string[], valid: ValidValues = {}): string {
  const parts: string[] = [];
  const count = d.rng.between(1, 5);
  for (let i = 0; i < count; i++) {
    const name = d.rng.pick(names);
    const pair = `${paramName(d, name)}=${paramValue(d, name, valid)}`;
    parts.push(pair);
    if (d.rng.chance(0.12)) parts.push(`${name}=${paramValue(d, name, valid)}`);
  }
  const roll = d.rng.int(100);
  if (roll < 4) parts.push(d.rng.pick(names));
  else if (roll < 7) parts.push(`=${d.hostile().raw}`);
  else if (roll < 9) parts.push('', '');
  else if (roll < 11) parts.push(`${d.rng.pick(names)}=${d.rng.pick(names)}=${d.hostile().raw}`);
  return parts.join(d.rng.chance(0.05) ? ';' : '&');
}

const STOCK_VALID: ValidValues = {
  brand: MAKES,
  model: ['ev3', 'sportage', '500e', 'tucson', 'corsa'],
  fuel: FUELS,
  hybrid: HYBRID_KINDS,
  transmission: TRANSMISSIONS,
  dealership: DEALERSHIPS,
  body: BODIES,
  condition: CONDITIONS,
  category: CATEGORIES,
  sort: SORTS,
  page: ['1', '2', '3', '50'],
  price_min: ['5000', '20000'],
  price_max: ['30000', '100000'],
  year_min: ['2015', '2024'],
  year_max: ['2020', '2026'],
};

const LEASE_VALID: ValidValues = {
  brand: MAKES,
  fuel: FUELS,
  sort: LEASE_SORTS,
  [LEASE_CHOICE_PARAMS.durationMonths]: ['24', '36', '48', '60'],
  [LEASE_CHOICE_PARAMS.annualKm]: ['10000', '15000', '20000'],
  [LEASE_CHOICE_PARAMS.colour]: ['Blanc Clair', 'Noir'],
};

// ---------------------------------------------------------------- content API

const STORY_PARAMS = [
  'version',
  'token',
  'starts_with',
  'by_slugs',
  'excluding_slugs',
  'by_uuids',
  'by_uuids_ordered',
  'excluding_ids',
  'with_tag',
  'is_startpage',
  'level',
  'content_type',
  'sort_by',
  'per_page',
  'page',
  'resolve_relations',
  'resolve_links',
  'excluding_fields',
  'cv',
  'find_by',
  'search_term',
  'language',
  'fallback_lang',
  'resolve_level',
];
const CONTENT_VALID: ValidValues = {
  version: ['draft', 'published'],
  token: ['local', 'wrong-token'],
  starts_with: ['news/', 'kia/', 'private-lease/', 'concessions/'],
  by_slugs: ['news/*', 'kia/ev3,hyundai/*', '*'],
  excluding_slugs: ['news/*', 'templates/*'],
  by_uuids: ['00000000-0000-0000-0000-000000000000'],
  excluding_ids: ['1,2', '2147483648'],
  with_tag: ['a', 'a,b'],
  is_startpage: ['1', '0', 'true', 'false'],
  level: ['1', '2'],
  content_type: ['page', 'lease_offer', 'location'],
  sort_by: ['created_at:desc', 'name:asc', 'content.price:asc:int', 'content.x:desc:float', 'position:asc'],
  per_page: ['1', '25', '100', '101'],
  page: ['1', '2'],
  resolve_relations: ['lease_list.offers', 'page.body'],
  resolve_links: ['url', 'story', 'link', '1', '0'],
  excluding_fields: ['body', 'content'],
  cv: ['1', '0'],
  find_by: ['uuid'],
};
const FILTER_OPS = [
  'in',
  'not_in',
  'like',
  'not_like',
  'any_in_array',
  'all_in_array',
  'gt_int',
  'lt_int',
  'gt_float',
  'lt_float',
  'gt_date',
  'lt_date',
  'is',
];
const ODD_FILTER_OPS = ['nope', '__proto__', 'constructor', 'toString', '', 'IN', 'is_not', 'gt_int%00'];
const FILTER_FIELDS = [
  'component',
  'title',
  'price',
  'brand',
  'fuel',
  'tags',
  'name',
  '_uid',
  'body.component',
  '__proto__',
  'constructor',
  'content',
];
const FILTER_VALUES = [
  'x',
  'kia',
  '1',
  '1.5',
  '2024-01-01',
  '2024-01-01 10:00',
  'true',
  'false',
  'empty',
  'not_empty',
  '*',
  'a,b',
  '',
];
const LINK_PARAMS = [
  'starts_with',
  'version',
  'paginated',
  'per_page',
  'page',
  'include_dates',
  'with_parent',
  'cv',
  'sort_by',
  'token',
];
const DATASOURCE_PARAMS = ['datasource', 'dimension', 'per_page', 'page', 'cv', 'token'];

function filterQuery(d: Draw): string {
  const field = d.rng.chance(0.8) ? d.rng.pick(FILTER_FIELDS) : d.hostile().raw;
  const op = d.rng.chance(0.85)
    ? d.rng.pick(FILTER_OPS)
    : d.rng.chance(0.5)
      ? d.rng.pick(ODD_FILTER_OPS)
      : d.hostile().raw;
  const value = d.rng.chance(0.6) ? d.hostile().raw : rawUrlText(d.rng.pick(FILTER_VALUES));
  const shape = d.rng.int(100);
  if (shape < 60) return `filter_query[${field}][${op}]=${value}`;
  if (shape < 75) return `filter_query[__or][${d.rng.int(3)}][${field}][${op}]=${value}`;
  if (shape < 82) return `filter_query[${field}]=${value}`;
  if (shape < 87) return `filter_query=${value}`;
  if (shape < 92) return `filter_query[${field}][${op}][]=${value}`;
  if (shape < 96) return `filter_query[__or][${field}][${op}]=${value}`;
  return `filter_query[${field}][${op}][x][y]=${value}`;
}

const contentApi: Template = (d) => {
  const api = '/api/content/v2';
  const endpoint = d.rng.weighted({ stories: 40, story: 20, links: 12, datasource: 8, space: 5, other: 5 });
  const query = (names: readonly string[]) => {
    const parts = [hostileQuery(d, names, CONTENT_VALID)];
    if (endpoint === 'stories') for (let i = d.rng.int(3); i > 0; i--) parts.push(filterQuery(d));
    return parts.join('&');
  };
  switch (endpoint) {
    case 'stories':
      return get(`${api}/cdn/stories${d.rng.chance(0.1) ? '/' : ''}?${query(STORY_PARAMS)}`);
    case 'story': {
      const slug = d.rng.pick([
        d.hostile().raw,
        `news/${d.hostile().raw}`,
        `${d.hostile().raw}/${d.hostile().raw}`,
        'contact',
        'kia/',
        '12345678901234567890',
      ]);
      return get(
        `${api}/cdn/stories/${slug}?${query(['version', 'find_by', 'resolve_relations', 'resolve_links', 'excluding_fields', 'cv', 'token'])}`,
      );
    }
    case 'links':
      return get(`${api}/cdn/links?${query(LINK_PARAMS)}`);
    case 'datasource':
      return get(`${api}/cdn/datasource_entries?${query(DATASOURCE_PARAMS)}`);
    case 'space':
      return get(`${api}/cdn/spaces/me?${query(['token', 'cv', 'version'])}`);
    default:
      return get(
        `${api}/${d.rng.pick(['cdn/', '', 'cdn/stories/', 'v2/cdn/stories', 'cdn/spaces/'])}${d.hostile().raw}?${query(STORY_PARAMS)}`,
      );
  }
};

// ---------------------------------------------------------------- pages

const stock: Template = (d) => {
  const prefix = d.rng.chance(0.1) ? '/query/stock' : '/stock';
  return get(`${prefix}?${hostileQuery(d, PARAM_ORDER, STOCK_VALID)}`);
};

const brandStock: Template = (d) => {
  const brand = d.rng.chance(0.8) ? d.rng.pick(MAKES) : d.hostile().raw;
  const path = d.rng.pick([`/${brand}/stock`, `/${brand}/stock/`, `/${brand}`]);
  return get(`${path}?${hostileQuery(d, PARAM_ORDER, STOCK_VALID)}`);
};

const vehicle: Template = (d) => {
  const path = d.rng.pick(d.ctx.vehiclePaths);
  const slug = path.split('/').pop() ?? '1000001-x';
  const id = /^\d+/.exec(slug)?.[0] ?? '1000001';
  const h = () => d.hostile().raw;
  const variant = d.rng.int(13);
  const paths = [
    `${path}?${hostileQuery(d, ['x', 'photo', ...PARAM_ORDER], STOCK_VALID)}`,
    `/stock/${h()}`,
    `/stock/${id}-${h()}`,
    `/stock/${h()}-${id}`,
    `/${d.rng.pick(MAKES)}/stock/${h()}`,
    `/${h()}/stock/${id}`,
    `/${h()}/stock/${slug}`,
    `/stock/${id}/${d.rng.pick(['essai-routier', 'interessee', 'test-drive', 'interest'])}${d.rng.chance(0.5) ? `?${hostileQuery(d, ['nom', 'email', 'date', 'message'])}` : ''}`,
    `${path}/${d.rng.pick(['essai-routier', 'interessee'])}/${h()}`,
    `${path}/${h()}`,
    `/stock/${d.rng.pick(['99999999999999999999', '-1', '0', '0x10', '1e999999', '1000001.5', '01000001', '١٠٠٠٠٠١'].map(rawUrlText))}-${rawUrlText('x')}`,
    `/stock/${id}${d.rng.pick(['//evil.example', '/%5Cevil.example', '%2F%2Fevil.example', '?%0d%0aLocation:%20http://evil.example'])}`,
    `/${d.rng.pick(MAKES)}/stock/${id}-${h()}?${hostileQuery(d, ['x'])}`,
  ];
  return get(paths[variant] ?? path);
};

const arbitraryPath: Template = (d) => {
  const h = () => d.hostile().raw;
  const prefix = d.rng.pick([
    '',
    '/concessions',
    '/fr-lu',
    '/fr',
    '/FR-LU',
    '/en',
    '/news/page',
    '/private-lease',
    '/kia',
    '/query',
    '/_next',
    '/api',
    '/services',
    '/news',
  ]);
  const roll = d.rng.int(100);
  if (roll < 15) return get(`${prefix}/${d.hostile('redirect').raw}`);
  if (roll < 22) return get(`${prefix}/${h()}/${h()}`);
  if (roll < 30) return get(`${prefix}/${h()}?${hostileQuery(d, ['q', 'page', 'slug', 'x'])}`);
  return get(`${prefix}/${h()}`);
};

const lease: Template = (d) => {
  const roll = d.rng.int(100);
  if (roll < 45) {
    const list = d.rng.pick(['/private-lease', '/business-lease', '/private-lease/']);
    return get(`${list}?${hostileQuery(d, LEASE_LIST_PARAMS, LEASE_VALID)}`);
  }
  const offer = d.rng.chance(0.85) ? d.rng.pick(d.ctx.leasePaths) : `/private-lease/${d.hostile().raw}`;
  return get(`${offer}?${hostileQuery(d, [...Object.values(LEASE_CHOICE_PARAMS), ...LEASE_LIST_PARAMS], LEASE_VALID)}`);
};

const location: Template = (d) => {
  const page = d.rng.pick(['/concessions', '/concessions/', ...d.ctx.locationPaths]);
  return get(
    `${page}?${hostileQuery(d, ['q', 'q', 'q', 'brand', 'page'], { q: ['bertrange', 'L-8080', 'kia esch', '4320'] })}`,
  );
};

// ---------------------------------------------------------------- preview, webhooks, management

const sha1Hex = (text: string) => createHash('sha1').update(text).digest('hex');
const hmacHex = (secret: string, body: string | Uint8Array) => createHmac('sha1', secret).update(body).digest('hex');

function previewParams(d: Draw): string {
  const token = d.ctx.secrets.previewToken;
  if (token && d.rng.chance(0.5)) {
    // A valid signature, so the slug reaches the redirect: the open-redirect guard is what is tested.
    const ts = String(Math.floor(d.ctx.now() / 1000));
    const space = d.rng.pick(['1', '42', '9999999999999999999']);
    return `_storyblok_tk[space_id]=${space}&_storyblok_tk[timestamp]=${ts}&_storyblok_tk[token]=${sha1Hex(`${space}:${token}:${ts}`)}`;
  }
  const space = d.rng.chance(0.5) ? d.hostile().raw : '1';
  const ts = d.rng.chance(0.5) ? d.hostile('number').raw : String(Math.floor(d.ctx.now() / 1000));
  const tk = d.rng.chance(0.5) ? d.hostile().raw : sha1Hex(d.marker);
  const parts = [`_storyblok_tk[space_id]=${space}`, `_storyblok_tk[timestamp]=${ts}`, `_storyblok_tk[token]=${tk}`];
  return parts.filter(() => d.rng.chance(0.85)).join('&');
}

const draft: Template = (d) => {
  const roll = d.rng.int(100);
  if (roll < 10) return get(`/api/draft/disable${d.rng.chance(0.5) ? `?${hostileQuery(d, ['slug', 'x'])}` : ''}`);
  if (roll < 25) {
    // The proxy sends a page opened by the visual editor to /api/draft, the page's address as `slug`.
    const page = d.rng.pick(['', '/contact', '/stock', `/${d.hostile().raw}`, `/${d.hostile('redirect').raw}`]);
    return get(
      `${page || '/'}?${previewParams(d)}${d.rng.chance(0.5) ? `&${hostileQuery(d, ['slug', '_storyblok', 'x'])}` : ''}`,
    );
  }
  const slug = d.rng.chance(0.55)
    ? d.hostile('redirect').raw
    : d.rng.chance(0.5)
      ? `/${d.hostile().raw}`
      : d.hostile().raw;
  const extra = d.rng.chance(0.2) ? `&slug=${d.hostile().raw}` : '';
  return get(`/api/draft?slug=${slug}${extra}&${previewParams(d)}`);
};

/** JSON-ish bodies: wrong shapes, prototype keys, deep nesting, huge strings, invalid UTF-8. */
function hostileBody(d: Draw, valid: () => Record<string, unknown>): string | Uint8Array {
  const t = () => d.hostile().text;
  switch (d.rng.int(12)) {
    case 0:
      return '';
    case 1:
      return t();
    case 2:
      return JSON.stringify({ ...valid(), [d.rng.pick(['full_slug', 'action', 'story_id', 'content', 'name'])]: t() });
    case 3:
      // Written out: an object literal's `__proto__` would set the prototype, not a key.
      return `{"__proto__":{"action":"published","polluted":true},"constructor":{"prototype":{"polluted":true}},"action":${JSON.stringify(d.rng.pick(['published', 'toString', '__proto__']))}}`;
    case 4:
      return '['.repeat(d.rng.between(1000, 50_000));
    case 5:
      return JSON.stringify({ ...valid(), full_slug: 'x'.repeat(d.rng.between(100_000, 2_000_000)) });
    case 6:
      return Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]);
    case 7:
      return JSON.stringify(valid()).slice(0, -1);
    case 8:
      return JSON.stringify([valid(), t()]);
    case 9:
      return JSON.stringify({ ...valid(), story_id: d.rng.pick([1e308, -0, 1e20, null, true, [1], { a: 1 }]) });
    case 10:
      return JSON.stringify(d.rng.pick([null, 0, 'published', true, [], {}]));
    default:
      return JSON.stringify(valid());
  }
}

function signatureHeader(d: Draw, secret: string | undefined, body: string | Uint8Array): string {
  switch (d.rng.int(9)) {
    case 0:
      return nonAsciiHeader(d.rng, 40);
    case 1:
      return nonAsciiHeader(d.rng, d.rng.between(1, 80));
    case 2:
      return sha1Hex(d.marker);
    case 3:
      return sha1Hex(d.marker).toUpperCase();
    case 4:
      return `sha1=${sha1Hex(d.marker)}`;
    case 5:
      return headerText(d.hostile().text, 12_000);
    case 6:
      return secret ? hmacHex(secret, body) : sha1Hex(d.marker).slice(0, 39);
    case 7:
      return secret ? hmacHex(secret, body) : '';
    default:
      return 'a'.repeat(d.rng.pick([0, 1, 39, 40, 41, 8000]));
  }
}

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  '',
];

function signedPost(
  d: Draw,
  path: string,
  header: string,
  secret: string | undefined,
  valid: () => Record<string, unknown>,
) {
  const body = hostileBody(d, valid);
  const headers: Record<string, string> = { 'content-type': d.rng.pick(CONTENT_TYPES) };
  if (d.rng.chance(0.9)) headers[header] = signatureHeader(d, secret, body);
  if (d.rng.chance(0.1))
    headers[d.rng.pick(['Webhook-Signature', 'x-stock-signature', 'webhook-signature'])] = sha1Hex(d.marker);
  return { method: d.rng.chance(0.9) ? 'POST' : d.rng.pick(['PUT', 'PATCH', 'GET', 'DELETE']), path, headers, body };
}

const webhook: Template = (d) =>
  signedPost(
    d,
    `/api/revalidate${d.rng.chance(0.15) ? `?${hostileQuery(d, ['x', 'slug'])}` : ''}`,
    'webhook-signature',
    d.ctx.secrets.webhookSecret,
    () => ({
      action: d.rng.pick(['published', 'unpublished', 'deleted', 'moved', d.hostile().text]),
      full_slug: d.rng.chance(0.5) ? d.hostile().text : d.rng.pick(['contact', 'news/', 'kia/ev3', '']),
      story_id: d.rng.pick([1, '1', d.hostile().text]),
    }),
  );

const stockWebhook: Template = (d) =>
  signedPost(d, '/api/stock/revalidate', 'x-stock-signature', d.ctx.secrets.stockSecret, () => ({
    changed: d.rng.int(10),
    ids: [d.hostile().text],
  }));

const manage: Template = (d) => {
  const token = d.ctx.secrets.managementToken;
  const auth = d.rng.weighted({ none: 20, wrong: 25, nonAscii: 15, right: token ? 40 : 0 });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth === 'wrong')
    headers.authorization = d.rng.pick([
      `Bearer ${sha1Hex(d.marker)}`,
      `Bearer ${'x'.repeat(token?.length ?? 20)}`,
      'Bearer',
      'Basic Zm9vOmJhcg==',
      `Bearer ${headerText(d.hostile().text, 9000)}`,
    ]);
  if (auth === 'nonAscii')
    headers.authorization = `Bearer ${nonAsciiHeader(d.rng, d.rng.chance(0.7) && token ? token.length : d.rng.between(1, 64))}`;
  if (auth === 'right' && token) headers.authorization = `Bearer ${token}`;
  // With the right token, slugs stay under folders no story uses (`fuzz`, `fuzz-missing-…`), and no
  // traversal, so the run cannot change or publish the site's own content.
  const segment = () =>
    auth === 'right'
      ? d.hostile(
          d.rng.pick(['control', 'percent', 'number', 'unicode', 'prototype', 'markup', 'sql', 'empty'] as const),
        ).raw
      : d.hostile().raw;
  const validContent = () => ({ content: { _uid: d.marker, component: 'page', body: [] }, name: d.hostile().text });
  if (d.rng.chance(0.45)) {
    const slug =
      auth === 'right' ? `fuzz/${segment() || 'x'}` : d.rng.pick([segment(), `${segment()}/${segment()}`, 'contact']);
    const body = d.rng.chance(0.5) ? JSON.stringify(validContent()) : hostileBody(d, validContent);
    return { method: d.rng.chance(0.9) ? 'PUT' : 'PATCH', path: `/api/content/manage/stories/${slug}`, headers, body };
  }
  const action = d.rng.weighted({ publish: 45, unpublish: 35, other: 20 });
  const folder = auth === 'right' ? `fuzz-missing-${d.marker}/` : d.rng.pick(['', 'contact/', 'news/']);
  const tail = action === 'other' ? segment() : action;
  return {
    method: 'POST',
    path: `/api/content/manage/stories/${folder}${segment() || 'x'}/${tail}`,
    headers,
    body: d.rng.chance(0.3) ? hostileBody(d, validContent) : undefined,
  };
};

const vehicleImages: Template = (d) => {
  const body = d.rng.chance(0.6) ? d.rng.pick(BODIES) : d.hostile().raw;
  const colour = d.rng.chance(0.6) ? d.rng.pick(['grey', 'white', 'black', 'red', 'blue']) : d.hostile().raw;
  const angle = d.rng.chance(0.5)
    ? d.rng.pick(['three-quarter', 'side', 'front', 'rear', 'interior', 'dashboard'])
    : d.hostile().raw;
  const path = d.rng.pick([
    `${body}/${colour}/${angle}.svg`,
    `${body}/${colour}/${angle}`,
    d.hostile().raw,
    `${body}/${colour}/${angle}.svg/${d.hostile().raw}`,
    `${d.hostile().raw}.svg`,
  ]);
  return get(`/api/vehicle-images/${path}${d.rng.chance(0.2) ? `?${hostileQuery(d, ['w', 'h', 'format'])}` : ''}`);
};

const PAGES = [
  '/',
  '/stock',
  '/contact',
  '/concessions',
  '/private-lease',
  '/news',
  '/kia',
  '/status',
  '/robots.txt',
  '/sitemap.xml',
];
const APIS = [
  '/api/draft',
  '/api/draft/disable',
  '/api/revalidate',
  '/api/stock/revalidate',
  '/api/content/v2/cdn/stories',
  '/api/content/manage/stories/contact',
  '/api/vehicle-images/suv/grey/side.svg',
];

const method: Template = (d) => {
  const verb = d.rng.pick([
    'TRACE',
    'TRACK',
    'OPTIONS',
    'DELETE',
    'PATCH',
    'PUT',
    'POST',
    'HEAD',
    'PROPFIND',
    'FUZZ',
    'M-SEARCH',
  ]);
  const target = d.rng.pick([
    ...PAGES,
    ...APIS,
    ...d.ctx.vehiclePaths.slice(0, 3),
    `/${d.hostile().raw}`,
    `/stock?${hostileQuery(d, PARAM_ORDER, STOCK_VALID)}`,
  ]);
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (verb !== 'TRACE' && verb !== 'TRACK' && verb !== 'HEAD' && d.rng.chance(0.5)) {
    body = d.rng.pick([
      d.hostile().text,
      `${encodeURIComponent(d.hostile().text)}=1`,
      JSON.stringify({ a: d.hostile().text }),
    ]);
    headers['content-type'] = d.rng.pick(CONTENT_TYPES);
  }
  // A POST with a Next-Action header asks for a server action by id.
  if (verb === 'POST' && d.rng.chance(0.4))
    headers[SERVER_ACTION_HEADER] = d.rng.chance(0.5) ? sha1Hex(d.marker) : headerText(d.hostile().text, 2000) || 'x';
  return { method: verb, path: target, headers, body };
};

const header: Template = (d) => {
  const path = d.rng.pick([
    ...PAGES,
    d.rng.pick(d.ctx.vehiclePaths),
    '/stock?fuel=electric',
    '/api/content/v2/cdn/stories',
    '/fr-lu/contact',
    '/concessions?q=kia',
  ]);
  const headers: Record<string, string> = {};
  const h = () => headerText(d.hostile().text, 12_000);
  switch (d.rng.int(10)) {
    case 0:
      headers.cookie = `NEXT_LOCALE=${headerText(d.hostile().raw, 14_000)}`;
      break;
    case 1:
      headers.cookie = `NEXT_LOCALE=${'x'.repeat(d.rng.between(4000, 14_000))}; a=${d.hostile().raw}`;
      break;
    case 2:
      headers['accept-language'] = d.rng.pick([
        h(),
        '*;q=NaN',
        'fr-LU;q=1e999,de;q=-1',
        ',,,;;;q=',
        'x'.repeat(8000),
        Array.from({ length: 500 }, (_, i) => `l${i};q=0.${i % 10}`).join(','),
        nonAsciiHeader(d.rng, 40),
      ]);
      break;
    case 3:
      headers.cookie = `${DRAFT_MODE_COOKIE}=${d.hostile().raw}; ${PREVIEW_DATA_COOKIE}=${d.hostile().raw}`;
      break;
    case 4:
      Object.assign(headers, {
        [RSC_HEADER]: '1',
        [ROUTER_STATE_TREE_HEADER]: d.rng.chance(0.5)
          ? h()
          : encodeURIComponent(JSON.stringify(['', { children: [d.hostile().text, {}] }])),
      });
      break;
    case 5:
      Object.assign(headers, {
        [RSC_HEADER]: '1',
        [ROUTER_PREFETCH_HEADER]: d.rng.pick(['1', '2', h()]),
        [ROUTER_SEGMENT_PREFETCH_HEADER]: h() || '/_tree',
        [NEXT_URL_HEADER]: h() || '/',
      });
      break;
    case 6:
      // Headers Next.js used or uses between its own layers, sent by a client: attacks to try, old ones included
      // (x-middleware-subrequest skipped the proxy before Next.js 15.2.3), so literals, not framework/next-internals.ts.
      headers[
        d.rng.pick([
          'x-middleware-subrequest',
          'x-middleware-prefetch',
          'x-invoke-path',
          'x-matched-path',
          'x-nextjs-data',
          'x-now-route-matches',
        ])
      ] = h() || 'middleware:middleware:middleware:middleware:middleware';
      break;
    case 7:
      headers[
        d.rng.pick(['range', 'if-none-match', 'if-modified-since', 'accept', 'accept-encoding', 'content-type'])
      ] = h() || 'bytes=-1';
      break;
    case 8:
      headers.cookie = Array.from({ length: d.rng.between(50, 400) }, (_, i) => `c${i}=${d.hostile().raw.slice(0, 40)}`)
        .join('; ')
        .slice(0, 14_000);
      break;
    default:
      headers['user-agent'] = h();
      headers.referer = h();
  }
  return get(path, headers);
};

// ---------------------------------------------------------------- form posts and server actions

/** The contact form's own fields, valid: the base hostile posts change. */
const CONTACT_FIELDS: readonly [string, string][] = [
  ['form', 'contact'],
  ['page', '/contact'],
  ['civility', 'madame'],
  ['firstName', 'Anne'],
  ['lastName', 'Muller'],
  ['phone', '+352 621 123 456'],
  ['preferredContact', 'email'],
  ['privacyConsent', 'on'],
  ['subject', 'autre'],
  ['location', 'bertrange'],
  ['message', 'Bonjour'],
];
/** Names that reach staff e-mail subjects: bidi overrides, zero-width and other invisible controls. */
const BIDI_NAMES = [
  'Anne\u202Eeklim',
  '\u202Dadmin\u202C',
  'A\u200Bnne',
  'Anne\u2066x\u2069',
  '\u061Cmulti\u200F',
  'Ann\uFEFFe',
  'An\u00ADne',
  'A\u034Fnne',
];
/** Arguments a script could send to an action instead of the form: JSON and React's reply encoding, broken. */
const ACTION_ARGUMENTS = [
  '[]',
  '{}',
  'null',
  '[null,null]',
  '["x","y"]',
  '{"a":1}',
  '[{"status":"idle"},{"form":"contact"}]',
  '[{"status":"idle"},"$K1"]',
  '["$@0"]',
  '["$Q1"]',
  '["$F1"]',
  '["$T"]',
  '["$h1"]',
  '"$K1"',
  '{{{',
  '[',
  '["\\ud800"]',
  '{"__proto__":{"polluted":true}}',
  '[{"then":"$1:then"}]',
];
const FOREIGN_ORIGINS = ['https://evil.example', 'null', 'not a url', 'http://127.0.0.1.evil.example', 'file://', ''];

/** A multipart body as a browser builds it (or not: names and values are not escaped). */
function multipart(fields: readonly (readonly [string, string])[], boundary: string): string {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

/** The fields a form without JavaScript posts: the action's (real, when read from the target) and the form's. */
function formFields(d: Draw, email: string): [string, string][] {
  const action = d.ctx.formAction;
  const actionFields: [string, string][] = action
    ? [
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', action.ref],
        ['$ACTION_1:1', action.bound],
        ['$ACTION_KEY', action.key],
      ]
    : [[`$ACTION_ID_${sha1Hex(d.marker)}`, '']];
  return [...actionFields, ...CONTACT_FIELDS, ['email', email]];
}

/** One field of `fields` changed in place: a hostile value, a bidi name, a name of its own. */
function tamperField(d: Draw, fields: [string, string][]): void {
  const at = d.rng.int(fields.length);
  const [name, value] = fields[at]!;
  switch (d.rng.int(4)) {
    case 0:
      fields[at] = [name, d.hostile().text];
      break;
    case 1:
      fields[at] = [name, `${value}${d.hostile().text}`];
      break;
    case 2:
      fields[at] = [d.hostile().text, value];
      break;
    default:
      fields[at] = [name, d.rng.pick(BIDI_NAMES)];
  }
}

/** The action fields garbled: what Next.js and React decode before any action runs. */
function tamperActionFields(d: Draw, fields: [string, string][]): void {
  const garble = () =>
    d.rng.pick([
      d.hostile().text,
      '{not json',
      '[[[',
      '{"id":"' + sha1Hex(d.marker) + '","bound":null}',
      '{"id":' + JSON.stringify(d.ctx.formAction?.actionId ?? 'x') + ',"bound":"$@9"}',
      '{"id":null}',
      '"$@1"',
      '[{"status":"sent"}]',
      '{"__proto__":{"then":1}}',
      'x'.repeat(d.rng.between(1000, 200_000)),
    ]);
  switch (d.rng.int(6)) {
    case 0:
      fields.push(['$ACTION_1:0', garble()]);
      break;
    case 1:
      fields.push(['$ACTION_1:1', garble()]);
      break;
    case 2:
      fields.push([
        `$ACTION_ID_${d.rng.pick([d.hostile().text, sha1Hex(d.marker), d.ctx.formAction?.actionId ?? ''])}`,
        '',
      ]);
      break;
    case 3:
      fields.push([`$ACTION_REF_${d.rng.pick(['2', '0', '-1', 'x', '99999999999999999999', d.hostile().text])}`, '']);
      break;
    case 4:
      fields.push([`$ACTION_${d.rng.pick(['1:2', '2:0', '1:', ':0', 'KEY', d.hostile().text])}`, garble()]);
      break;
    default:
      for (let i = fields.length - 1; i >= 0; i--)
        if (fields[i]![0].startsWith('$ACTION') && d.rng.chance(0.5)) fields.splice(i, 1);
  }
}

const formPost: Template = (d) => {
  const path = d.rng.pick(['/contact', '/contact', '/', '/stock', `${d.rng.pick(d.ctx.vehiclePaths)}/essai-routier`]);
  const boundary = d.rng.chance(0.9) ? `----fuzz${d.marker}` : headerText(d.hostile().text, 200) || 'x';
  const email = `fuzz.${d.marker}@example.lu`;
  const fields = formFields(d, email);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const actionId = d.ctx.formAction?.actionId ?? sha1Hex(d.marker);
  const send = (body: string) => ({ method: 'POST', path, headers, body });
  switch (
    d.rng.weighted({ field: 20, action: 20, args: 16, big: 3, name: 8, foreign: 10, broken: 8, other: 8, key: 7 })
  ) {
    case 'field':
      for (let n = d.rng.between(1, 3); n > 0; n--) tamperField(d, fields);
      return send(multipart(fields, boundary));
    case 'action':
      tamperActionFields(d, fields);
      return send(multipart(fields, boundary));
    case 'args':
      // The form's script calls the action by its id with React's encoding of its arguments: here, no form.
      headers[SERVER_ACTION_HEADER] = d.rng.chance(0.9) ? actionId : headerText(d.hostile().text, 200) || 'x';
      if (d.rng.chance(0.7)) {
        headers['content-type'] = d.rng.pick(['text/plain;charset=UTF-8', 'application/json', 'text/x-component']);
        return send(d.rng.chance(0.8) ? d.rng.pick(ACTION_ARGUMENTS) : JSON.stringify([d.hostile().text]));
      }
      return send(multipart([['0', d.rng.pick(ACTION_ARGUMENTS)], ...fields.slice(4, 6)], boundary));
    case 'big': {
      // Over Next.js's 1 MB limit for an action's body (server.ts answers 413 first).
      const size = d.rng.between(1_050_000, 1_600_000);
      if (d.rng.chance(0.5)) {
        headers[SERVER_ACTION_HEADER] = actionId;
        headers['content-type'] = 'text/plain;charset=UTF-8';
        return send(JSON.stringify(['x'.repeat(size)]));
      }
      fields.push(['message', 'x'.repeat(size)]);
      return send(multipart(fields, boundary));
    }
    case 'name':
      fields.push([d.rng.pick(['n', 'é', '$ACTION_', '\u202E']).repeat(d.rng.between(101, 200_000)), 'x']);
      return send(multipart(fields, boundary));
    case 'foreign': {
      const origin = d.rng.pick(FOREIGN_ORIGINS);
      if (origin) headers.origin = origin;
      if (!origin || d.rng.chance(0.4)) headers['sec-fetch-site'] = d.rng.pick(['cross-site', 'same-site', 'none']);
      if (d.rng.chance(0.3)) {
        headers[SERVER_ACTION_HEADER] = actionId;
        headers['content-type'] = 'text/plain;charset=UTF-8';
        return send('[]');
      }
      return send(multipart(fields, boundary));
    }
    case 'broken': {
      const body = multipart(fields, boundary);
      return send(
        d.rng.pick([
          body.slice(0, d.rng.int(body.length)),
          body.replaceAll('\r\n', '\n'),
          body.replace(`--${boundary}--`, ''),
          `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1`,
          `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="${d.hostile().text}"\r\nContent-Type: application/octet-stream\r\n\r\n\u0000\u0001\r\n--${boundary}--\r\n`,
          body.replace('form-data', d.hostile().text),
        ]),
      );
    }
    case 'key': {
      // A submission key sent again with other content (server: 409), or the same (one lead).
      fields.push(['submission', `fuzz-key-${d.rng.int(8)}-0123456789`]);
      if (d.rng.chance(0.5)) tamperField(d, fields);
      return send(multipart(fields, boundary));
    }
    default: {
      // A post to a page that is no multipart form: urlencoded, JSON, text.
      headers['content-type'] = d.rng.pick(CONTENT_TYPES);
      const plain = new URLSearchParams(fields.slice(4)).toString();
      return send(d.rng.pick([plain, JSON.stringify(Object.fromEntries(fields)), d.hostile().text]));
    }
  }
};

// ---------------------------------------------------------------- the studio's public entry points

/** The studio's pages a stranger may open, and where their forms post (issue 34). */
const STUDIO_FORM_PATHS = ['/studio/connexion', '/studio/mot-de-passe'] as const;
const TOKEN_LIKE = 'A'.repeat(43);

function studioPath(d: Draw): string {
  const token = () => d.rng.pick([d.hostile().raw, TOKEN_LIKE, `${TOKEN_LIKE}${d.hostile().raw}`, '%00', '..%2f..%2f']);
  return d.rng.pick([
    `/studio/connexion?suite=${d.hostile().raw}`,
    `/studio/connexion?mot-de-passe=${d.hostile('markup').raw}&suite=${d.rng.pick(['//evil.example', '/studio', d.hostile().raw])}`,
    `/studio/premier-compte?jeton=${token()}`,
    `/studio/invitation/${token()}`,
    `/studio/mot-de-passe`,
    `/studio/mot-de-passe?${hostileQuery(d, ['email', 'jeton'])}`,
    `/studio/mot-de-passe/${token()}`,
  ]);
}

/** The fields the studio's public forms post: e-mail, password, name, confirmation and the link's token. */
function studioFields(d: Draw, path: string): [string, string][] {
  const action = d.ctx.studioForms?.[path];
  const actionFields: [string, string][] = action
    ? [
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', action.ref],
        ['$ACTION_1:1', action.bound],
        ['$ACTION_KEY', action.key],
      ]
    : [[`$ACTION_ID_${sha1Hex(d.marker)}`, '']];
  const fields: [string, string][] = [
    ['email', `fuzz.${d.marker}@example.lu`],
    ['password', 'une phrase de passe de fuzz'],
    ['confirm', 'une phrase de passe de fuzz'],
    ['name', 'Fuzz'],
    ['jeton', TOKEN_LIKE],
    ['suite', '/studio'],
  ];
  for (let n = d.rng.between(1, 3); n > 0; n--) tamperField(d, fields);
  if (d.rng.chance(0.3)) tamperActionFields(d, actionFields);
  return [...actionFields, ...fields];
}

const studio: Template = (d) => {
  if (d.rng.chance(0.4)) return get(studioPath(d));
  const formPath = d.rng.pick(STUDIO_FORM_PATHS);
  const path = d.rng.chance(0.5) ? formPath : studioPath(d);
  const boundary = `----fuzz${d.marker}`;
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const fields = studioFields(d, formPath);
  if (d.rng.chance(0.2)) {
    // The form's script calls the action by its id: arguments only, no form.
    headers[SERVER_ACTION_HEADER] = d.ctx.studioForms?.[formPath]?.actionId ?? sha1Hex(d.marker);
    headers['content-type'] = 'text/plain;charset=UTF-8';
    return { method: 'POST', path, headers, body: d.rng.pick(ACTION_ARGUMENTS) };
  }
  if (d.rng.chance(0.1)) headers.origin = d.rng.pick(FOREIGN_ORIGINS) || 'null';
  return { method: 'POST', path, headers, body: multipart(fields, boundary) };
};

const TEMPLATES: Readonly<Record<(typeof FUZZ_FAMILIES)[number], Template>> = {
  stock,
  'brand-stock': brandStock,
  vehicle,
  path: arbitraryPath,
  lease,
  location,
  'content-api': contentApi,
  draft,
  webhook,
  'stock-webhook': stockWebhook,
  manage,
  'vehicle-images': vehicleImages,
  method,
  header,
  'form-post': formPost,
  studio,
};

// ---------------------------------------------------------------- the fixed corpus

/**
 * Requests every run sends first, whatever the seed: one sharp case per class of input, so a regression
 * of a known bug is caught even by a short run.
 */
const CORPUS: Template[] = [
  () => get('/stock?brand=constructor'),
  () => get('/stock?brand=__proto__&model=toString'),
  () => get('/%'),
  () => get('/%zz/%E0%A4%A'),
  () => ({ method: 'TRACE', path: '/', headers: {} }),
  () => get('/api/content/v2/cdn/stories?starts_with=%00'),
  () => get('/api/content/v2/cdn/stories/%00'),
  () => get('/api/content/v2/cdn/stories?page=99999999999999999999'),
  () => get('/api/content/v2/cdn/stories?filter_query[price][gt_float]=1e999999'),
  () => get('/api/content/v2/cdn/stories?filter_query[__proto__][in]=x'),
  () => get('/stock?page=99999999999999999999&price_min=1e999999&year_max=-0'),
  () => get(`/stock?fuel=${'electric,'.repeat(1100)}`),
  () => get('/fr-lu///evil.example'),
  () => get('/fr-lu/%5Cevil.example'),
  () => get('/fr-lu/\\/evil.example'),
  (d) => get(`/api/draft?slug=//evil.example&${previewParams(d)}`),
  (d) => get(`/api/draft?slug=/\\evil.example&${previewParams(d)}`),
  (d) => get(`/api/draft?slug=/%09/evil.example&${previewParams(d)}`),
  (d) => get(`/contact?${previewParams(d)}`),
  (d) => get(`/concessions?q=${d.hostile('markup').raw}`),
  (d) => get(`/stock?brand=${d.hostile('markup').raw}&model=${d.hostile('markup').raw}`),
  (d) => get(`/private-lease?brand=${d.hostile('markup').raw}`),
  (d) => ({
    method: 'POST',
    path: '/api/revalidate',
    headers: { 'webhook-signature': nonAsciiHeader(d.rng, 40), 'content-type': 'application/json' },
    body: '{"action":"published"}',
  }),
  (d) => ({
    method: 'POST',
    path: '/api/stock/revalidate',
    headers: { 'x-stock-signature': nonAsciiHeader(d.rng, 40) },
    body: '{}',
  }),
  (d) => ({
    method: 'PUT',
    path: '/api/content/manage/stories/contact',
    headers: { authorization: `Bearer ${nonAsciiHeader(d.rng, d.ctx.secrets.managementToken?.length ?? 20)}` },
    body: '{}',
  }),
  () => get('/api/vehicle-images/%00/%ff/..%2f.svg'),
  () => get('/stock/99999999999999999999-x'),
  (d) => get(`/stock/${d.rng.pick(d.ctx.vehiclePaths).split('/').pop()}/essai-routier`),
  () => get('/', { cookie: `NEXT_LOCALE=${'%00'.repeat(3000)}`, 'accept-language': '*;q=NaN,,,' }),
  // The visitor's booking link: its page and its change route, with a made-up or hostile token.
  (d) => get(`/rendez-vous/AP-00000000/gerer?jeton=${d.hostile('markup').raw}&date=${d.hostile().raw}`),
  (d) => get(`/rendez-vous/${d.hostile().raw}/gerer?jeton=0.${'A'.repeat(43)}&fait=annule&erreur=complet`),
  () => get(`/rendez-vous/AP-00000000/gerer?jeton=999999999999.${'A'.repeat(43)}&date=2026-02-30`),
  (d) => ({
    method: 'POST',
    path: '/api/rendez-vous/AP-00000000/gerer',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=deplacer&jeton=${encodeURIComponent(d.hostile().raw)}&date=${encodeURIComponent(d.hostile().raw)}&time=99:99`,
  }),
  // The studio's public entry points: a made-up or hostile link token, a way back off the site.
  () => get(`/studio/invitation/${TOKEN_LIKE}`),
  (d) => get(`/studio/invitation/${d.hostile('markup').raw}`),
  () => get(`/studio/mot-de-passe/%00${TOKEN_LIKE}`),
  (d) => get(`/studio/premier-compte?jeton=${d.hostile('markup').raw}`),
  () => get('/studio/connexion?suite=%2F%2Fevil.example&mot-de-passe=change'),
  () => ({
    method: 'POST',
    path: '/studio/mot-de-passe',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b\r\n--',
  }),
  (d) => ({
    method: 'POST',
    path: `/api/rendez-vous/${d.hostile().raw}/gerer`,
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body: '--x\r\nContent-Disposition: form-data; name="action"\r\n\r\nannuler\r\n--',
  }),
];

export const CORPUS_SIZE = CORPUS.length;

/** The request of index `index` in the run of `seed`: the fixed corpus first, then every family in turn once, then weighted draws. */
export function fuzzRequest(seed: number, index: number, ctx: FuzzContext): FuzzRequest {
  const rng = seededRandom(requestSeed(seed, index));
  // Unique per request (the index) and per run (the seed), so an echo is traced to the request that sent it.
  const marker = `fz${index.toString(36)}x${(seed >>> 0).toString(36)}`;
  const d = draw(rng, marker, ctx);
  const family: FuzzFamily =
    index < CORPUS.length
      ? 'corpus'
      : index < CORPUS.length + FUZZ_FAMILIES.length
        ? FUZZ_FAMILIES[index - CORPUS.length]!
        : rng.weighted(FAMILY_WEIGHTS);
  const template = family === 'corpus' ? CORPUS[index]! : TEMPLATES[family];
  const built = template(d);
  return { index, family, ...built, probes: d.probes };
}
