/**
 * Facts that live in data (a site's opening hours and phone number, the size of the stock, the lease terms
 * the offers give, the delay within which the forms are answered) typed by hand in a story's text: the first
 * place they drift apart from the data. Text shows them through the blocks that read the data (opening_hours,
 * advisers, location_finder...) or the fact tokens (`{{phone:niederkorn}}`, `{{stock_count}}`,
 * `{{lease_mileage}}`, `{{lease_insurance}}`, `{{lease_from:offer}}`, `{{business_from:offer}}`, `{{reply_delay}}`),
 * resolved at render.
 */

export type FactKind =
  'hours' | 'phone' | 'count' | 'lease-mileage' | 'lease-insurance' | 'lease-price' | 'business-price' | 'reply-delay';
/** `field` names the block type and field (`hero.text`); `path` the place in the story (`body[0](hero).text`). */
export type HandTypedFact = { kind: FactKind; field: string; path: string; match: string; text: string };

const SPACE = '[\\s\\u00A0\\u202F]';
const HOUR = `\\d{1,2}${SPACE}?h(?:${SPACE}?\\d{2})?`;
const CLOCK = '\\d{1,2}[:.]\\d{2}';
const DASH = `${SPACE}?[–—-]${SPACE}?`;
const KM = `\\d{1,3}(?:${SPACE}?\\d{3})+`;
const PER_YEAR = `${SPACE}?km(?:${SPACE}+par${SPACE}+an|/an)`;
/** Within one clause: no sentence or clause mark in between. */
const CLAUSE = '[^.;:!?\\n]{0,80}?';
const DELAY = `(?:le${SPACE}+jour${SPACE}+même|sous${SPACE}+un${SPACE}+jour${SPACE}+ouvrable|sous${SPACE}+24${SPACE}*h(?:eures)?\\b)`;
const INSURANCE_STATUS = '(?:compris|comprise|comprises|inclus|incluse|incluses|en option)';
const AMOUNT = `(?<!\\d)(?<!\\d${SPACE})\\d{1,3}(?:${SPACE}?\\d{3})*(?:,\\d{2})?${SPACE}?€`;
const PER_MONTH = `${SPACE}*(?:/|par)${SPACE}*mois\\b`;
const EXCL_VAT = `${SPACE}*(?:HTVA|HT|hors${SPACE}+TVA)\\b`;

const PATTERNS: readonly { kind: FactKind; pattern: RegExp }[] = [
  // « 8 h 30–19 h », « 8h30 - 12h », « 08:30–18:00 »
  {
    kind: 'hours',
    pattern: new RegExp(`(?<![\\d/])(?:${HOUR}${DASH}${HOUR}|${CLOCK}${DASH}${CLOCK})(?![\\w/])`, 'gu'),
  },
  // « de 9 h à 18 h », « de 7 h 30 à 18 h », « jusqu’à 18 h 30 », « dès 8h30 »
  {
    kind: 'hours',
    pattern: new RegExp(
      `\\b(?:de|dès|jusqu’à|jusqu'à|à partir de)${SPACE}+${HOUR}(?:${SPACE}+à${SPACE}+${HOUR})?(?![\\w/])`,
      'gu',
    ),
  },
  // « +352 26 31 40 00 », « (+352) 26 31 40 00 », « 26 31 40 00 »
  { kind: 'phone', pattern: new RegExp(`\\+${SPACE}?352[\\d${SPACE.slice(1, -1)}.\\-/]{6,}\\d`, 'gu') },
  { kind: 'phone', pattern: new RegExp(`(?<![\\d+])\\d{2}(?:[${SPACE.slice(1, -1)}.]\\d{2}){3}(?!\\d)`, 'gu') },
  // « plus de 300 véhicules », « 600 voitures en stock »
  {
    kind: 'count',
    pattern: new RegExp(
      `(?<!(?:^|\\s)à${SPACE})(?:(?:plus de|près de|environ|quelque|over)${SPACE}+)?(?<!\\d)\\d{1,3}(?:${SPACE}?\\d{3})*${SPACE}+(?:véhicules|voitures|occasions|autos)\\b`,
      'giu',
    ),
  },
  // The lease's annual mileage as a range, « de 10 000 à 40 000 km par an », « jusqu’à 50 000 km/an »: the
  // offers' configurations hold it (one offer's own « 25 000 km par an » is that offer's, and left alone).
  {
    kind: 'lease-mileage',
    pattern: new RegExp(`(?:\\b(?:de${SPACE}+)?${KM}${SPACE}+à${SPACE}+|jusqu[’']à${SPACE}+)${KM}${PER_YEAR}`, 'giu'),
  },
  // Whether the lease includes insurance, said in a clause: « assurance et pneus compris », « en option : l’assurance ».
  {
    kind: 'lease-insurance',
    pattern: new RegExp(
      `\\bassurances?\\b${CLAUSE}\\b${INSURANCE_STATUS}\\b|\\ben option${SPACE}*:?${CLAUSE}\\bassurance|\\bsi vous le souhaitez,${SPACE}+assurance`,
      'giu',
    ),
  },
  // A monthly lease amount incl. VAT, « dès 299 €/mois », « 279 € par mois »: the offer's configurations hold it
  // (`{{lease_from:slug}}`).
  { kind: 'lease-price', pattern: new RegExp(`${AMOUNT}${PER_MONTH}(?!${EXCL_VAT})`, 'giu') },
  // A business amount excl. VAT, « 549 €/mois HTVA », « 429 € HTVA/mois »: the business offer holds it
  // (`{{business_from:slug}}`).
  {
    kind: 'business-price',
    pattern: new RegExp(`${AMOUNT}(?:${PER_MONTH}${EXCL_VAT}|${EXCL_VAT}${PER_MONTH})`, 'giu'),
  },
  // When an offer or an answer comes, « le jour même », « sous un jour ouvrable », « sous 24 heures ».
  {
    kind: 'reply-delay',
    pattern: new RegExp(
      `\\b(?:offres?|réponses?|répond\\p{L}*|envo\\p{L}+|recev\\p{L}*|rappel\\p{L}*|confirm\\p{L}*|remise?)\\b${CLAUSE}${DELAY}|${DELAY}${CLAUSE}\\b(?:offres?|réponses?)\\b`,
      'giu',
    ),
  },
];

/** A number of vehicles that is not the stock's size: a small one (a fleet of 1 to 4 vehicles); a range's end is not matched. */
function isStockCount(match: string): boolean {
  return Number(match.replace(/\D/g, '')) >= 50;
}

/** Hand-typed facts in one text. */
export function factsInText(text: string): { kind: FactKind; match: string }[] {
  const found: { kind: FactKind; match: string }[] = [];
  for (const { kind, pattern } of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      if (kind === 'count' && !isStockCount(m[0])) continue;
      if (found.some((f) => f.match.includes(m[0]) || m[0].includes(f.match))) continue;
      found.push({ kind, match: m[0] });
    }
  }
  return found;
}

/**
 * The data itself: fields whose value is the fact (a site's phone, an adviser's number, the group's phone in
 * the site configuration), and the fields that are not text a visitor reads (links, assets, identifiers).
 */
const DATA_FIELDS: Readonly<Record<string, readonly string[]>> = {
  location: ['phone', 'street', 'postal_code', 'locality', 'vat_number', 'iban', 'latitude', 'longitude'],
  employee: ['phone', 'email'],
  config: ['phone', 'email', 'address'],
  opening_range: ['opens', 'closes'],
};
const HAND_TYPED_TEL = /^tel:[^{]*\d/i;
const NOT_TEXT = new Set([
  '_uid',
  'component',
  '_editable',
  'fieldtype',
  'linktype',
  'url',
  'cached_url',
  'href',
  'filename',
  'id',
  'uuid',
  'anchor',
]);

/** Every hand-typed fact in a story's content, with the field it sits in (`hero.text`, `faq_item.answer`). */
export function handTypedFacts(content: unknown): HandTypedFact[] {
  const out: HandTypedFact[] = [];
  const visit = (node: unknown, field: string, path: string) => {
    if (typeof node === 'string') {
      for (const fact of factsInText(node)) out.push({ ...fact, field, path, text: node });
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        const isBlock =
          item !== null && typeof item === 'object' && typeof (item as Record<string, unknown>).component === 'string';
        visit(
          item,
          field,
          isBlock ? `${path}[${index}](${(item as Record<string, unknown>).component as string})` : path,
        );
      });
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const component = typeof record.component === 'string' ? record.component : null;
    // A paragraph or a heading is read whole: a fact split by a mark (« remise **le jour même** ») is one fact.
    if ((record.type === 'paragraph' || record.type === 'heading') && Array.isArray(record.content)) {
      visit(inlineText(record.content), field, path);
      return;
    }
    // A rich-text document: its text nodes belong to the field that holds it.
    if (record.type === 'doc' || (typeof record.type === 'string' && !component)) {
      if (typeof record.text === 'string') visit(record.text, field, path);
      if (Array.isArray(record.content)) visit(record.content, field, path);
      return;
    }
    for (const [key, value] of Object.entries(record)) {
      // A link that calls a number typed by hand (`tel:+35226314000`, not `tel:{{phone:bertrange}}`).
      const linkUrl = key === 'url' || (key === 'cached_url' && !record.url);
      if (linkUrl && typeof value === 'string' && HAND_TYPED_TEL.test(value)) {
        out.push({
          kind: 'phone',
          field: component ? `${component}.${key}` : `${field}.${key}`,
          path: childPath(path, key),
          match: value,
          text: value,
        });
        continue;
      }
      if (NOT_TEXT.has(key)) continue;
      if (component && DATA_FIELDS[component]?.includes(key)) continue;
      visit(value, component ? `${component}.${key}` : `${field}.${key}`, childPath(path, key));
    }
  };
  visit(content, '', '');
  return out;
}

/** The text of a paragraph's inline nodes, a hard break as a new line. */
function inlineText(nodes: unknown[]): string {
  return nodes
    .map((node) => {
      const inline = node as { type?: unknown; text?: unknown };
      return inline.type === 'hard_break' ? '\n' : typeof inline.text === 'string' ? inline.text : '';
    })
    .join('');
}

/** A field's path below a block, as the schema interpreter writes it relative to the root (`body[0](hero).text`). */
function childPath(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
