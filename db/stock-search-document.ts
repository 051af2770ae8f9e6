import { sql, type SQL } from 'drizzle-orm';
import { frLu } from '../i18n/fr-lu';

/** `CASE column WHEN value THEN label … END`, or '' for a value the messages do not name. */
function labelled(column: string, labels: Readonly<Record<string, string>>): string {
  const cases = Object.entries(labels)
    .map(([value, label]) => `WHEN ${literal(value)} THEN ${literal(label)}`)
    .join(' ');
  return `coalesce(CASE "${column}" ${cases} END, '')`;
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The words a shopper may type to find a vehicle, as one text computed by the database from the row: make,
 * model, trim, the French labels of its coded values (fuel, hybrid kind, body, gearbox, condition, site), colour, year
 * and `7 places`. Only what the card and the filters show: no description, whose incidental words
 * (« mode électrique », « 5 ans ») would bring cars that are not what was asked. The labels come from the
 * UI's messages (one source); changing one is a schema change that `npm run db:generate` picks up.
 */
// `||` rather than concat_ws: a generated column needs an immutable expression, and concat_ws is only stable.
const DOCUMENT = [
  '"make_name"',
  '"model_name"',
  '"trim"',
  labelled('fuel', frLu.fuel),
  labelled('hybrid_kind', frLu.hybridKind),
  labelled('body', frLu.body),
  labelled('transmission', frLu.transmission),
  labelled('condition', frLu.condition),
  labelled('dealership', frLu.dealership),
  '"colour_name"',
  '"year"::text',
  `"seats"::text || ' places'`,
].join(` || ' ' || `);

/** The text search configuration of migration 0013: French stemming (plurals) over unaccented words. */
export const STOCK_TEXT_SEARCH_CONFIG = 'stock_fr';

/** Lower-case, unaccented document for trigram matching (`pg_trgm`): tolerates a misspelt word. */
export const searchTextExpression = (): SQL => sql.raw(`stock_unaccent(lower(${DOCUMENT}))`);

/** The document's lexemes (`hybrides` and `Hybride` both give `hybrid`), with their positions for phrases. */
export const searchDocumentExpression = (): SQL =>
  sql.raw(`to_tsvector('${STOCK_TEXT_SEARCH_CONFIG}'::regconfig, ${DOCUMENT})`);
