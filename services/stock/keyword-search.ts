import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { STOCK_TEXT_SEARCH_CONFIG } from '@/db/stock-search-document';
import { evaluateTsquery, parseTsquery } from './keyword-index';
import type { StockIndex } from './stock-index';

/** `7 places` (or `7 place`, `7places`) is a number of seats: a phrase, so that a 7 elsewhere does not count. */
const SEATS_WORDS = /(\d+)\s*places?\b/giu;

/** The words as `websearch_to_tsquery` reads them (it accepts any text: quotes, `-word`, `or`, never an error). */
function textSearchQuery(keywords: string): string {
  return keywords.replace(SEATS_WORDS, ' "$1 places" ');
}

/** The words matched by trigrams when the text search finds nothing: those of 3 letters or more, seats aside. */
function looseWords(keywords: string): string[] {
  return keywords
    .replace(SEATS_WORDS, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3)
    .slice(0, 8);
}

/** How close (pg_trgm word similarity) a misspelt word must be to a word of the stock: « hundai » is 0.57 from « hyundai ». */
const LOOSE_SIMILARITY = 0.5;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Recent readings of words: they depend on the words alone (the configuration is fixed by the migration). */
const readings = new Map<string, string>();
const MAX_READINGS = 500;

/** The visitor's words as PostgreSQL's text search reads them: a tsquery's text, '' when only stop words are left. */
async function tsqueryText(db: Database, keywords: string): Promise<string> {
  const known = readings.get(keywords);
  if (known !== undefined) return known;
  const config = sql.raw(`'${STOCK_TEXT_SEARCH_CONFIG}'`);
  const [row] = rowsOf<{ query: string }>(
    await db.execute(sql`SELECT websearch_to_tsquery(${config}, ${textSearchQuery(keywords)})::text AS query`),
  );
  const query = row?.query ?? '';
  if (readings.size >= MAX_READINGS) readings.delete(readings.keys().next().value!);
  readings.set(keywords, query);
  return query;
}

/** Each word replaced by the closest word of the stock (pg_trgm), when one is close enough. */
async function corrected(db: Database, keywords: string, vocabulary: readonly string[]): Promise<string | null> {
  const words = looseWords(keywords);
  if (words.length === 0 || vocabulary.length === 0) return null;
  const rows = rowsOf<{ typed: string; word: string | null }>(
    await db.execute(sql`
      SELECT typed, (
        SELECT word FROM unnest(${`{${vocabulary.map((w) => `"${w.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]) AS word
        WHERE word_similarity(stock_unaccent(lower(typed)), word) >= ${LOOSE_SIMILARITY}
        ORDER BY word_similarity(stock_unaccent(lower(typed)), word) DESC, word LIMIT 1
      ) AS word
      FROM unnest(${`{${words.map((w) => `"${w}"`).join(',')}}`}::text[]) AS typed`),
  );
  let text = keywords;
  for (const { typed, word } of rows) if (word) text = text.replace(typed, word);
  return text === keywords ? null : text;
}

/**
 * Which vehicles of the index the words describe (1 per slot), or null when they ask nothing (only stop words
 * such as « le »). PostgreSQL reads the words (`websearch_to_tsquery` with `stock_fr`: unaccent, then French
 * stems, so accents and plurals do not count; « 7 places » a phrase) and made each vehicle's document (the
 * generated `search_document`); the tsquery is evaluated over those documents in the index
 * (keyword-index.ts). When nothing matches, a word may be misspelt (« hundai »): it is replaced by the
 * closest word of the stock by pg_trgm's word similarity, and the search made again.
 */
export async function keywordMask(db: Database, index: StockIndex, keywords: string): Promise<Uint8Array | null> {
  const query = parseTsquery(await tsqueryText(db, keywords));
  if (!query) return null;
  const mask = evaluateTsquery(index.keywords, index.size, query);
  if (mask.includes(1)) return mask;
  const retry = await corrected(db, keywords, index.keywords.vocabulary);
  const second = retry ? parseTsquery(await tsqueryText(db, retry)) : null;
  return second ? evaluateTsquery(index.keywords, index.size, second) : mask;
}
