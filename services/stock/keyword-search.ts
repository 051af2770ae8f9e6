import { and, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { vehicles } from '@/db/schema';
import { STOCK_TEXT_SEARCH_CONFIG } from '@/db/stock-search-document';

/** Longer searches are cut: no shopper types more, and each word costs the database a lookup. */
export const MAX_KEYWORDS_LENGTH = 80;

/**
 * The visitor's words: control and invisible format characters (NUL, zero-width space...) removed, spaces
 * collapsed, cut to MAX_KEYWORDS_LENGTH at a word boundary when there is one. Never an error (a URL never
 * makes the search fail): anything left empty is no search.
 */
const keywordsSchema = z
  .string()
  .transform((text) =>
    text
      .normalize('NFC')
      .replace(/[\t\n\v\f\r]/g, ' ')
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .replace(/\s+/gu, ' ')
      .trim(),
  )
  .transform((text) => {
    if (text.length <= MAX_KEYWORDS_LENGTH) return text;
    let cut = '';
    for (const character of text) {
      if (cut.length + character.length > MAX_KEYWORDS_LENGTH) break;
      cut += character; // whole code points: an emoji is never cut in half
    }
    const lastSpace = cut.lastIndexOf(' ');
    return (lastSpace > MAX_KEYWORDS_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trim();
  })
  .pipe(z.string().min(1).max(MAX_KEYWORDS_LENGTH));

export function parseKeywords(raw: string | undefined): string | undefined {
  const parsed = keywordsSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

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

/** How close (pg_trgm word similarity) a misspelt word must be to a word of the document. */
const LOOSE_SIMILARITY = 0.5;

const ids = (list: string | null | undefined): number[] => (list ? list.split(',').map(Number) : []);

async function idList(db: Pick<Database, 'select'>, where: SQL): Promise<number[]> {
  // One row with the ids joined: tens of thousands of rows would cost more to carry than to find.
  const [row] = await db
    .select({ ids: sql<string | null>`string_agg(${vehicles.id}::text, ',')` })
    .from(vehicles)
    .where(where);
  return ids(row?.ids);
}

/**
 * The ids of the vehicles the words describe, or null when they ask nothing (only stop words such as
 * « le »). PostgreSQL's text search over the generated document (db/stock-search-document.ts): every word
 * must be found, accents and plurals aside (`stock_fr`: unaccent, then French stemming). When that finds
 * nothing, a word may be misspelt (« hundai »): each word of 3 letters or more must then be close to a word
 * of the document (pg_trgm's word similarity), which the trigram index answers.
 */
export async function keywordMatches(db: Database, keywords: string): Promise<number[] | null> {
  const config = sql.raw(`'${STOCK_TEXT_SEARCH_CONFIG}'`);
  const tsquery = sql`websearch_to_tsquery(${config}, ${textSearchQuery(keywords)})`;
  const found = await idList(db, sql`${vehicles.searchDocument} @@ ${tsquery}`);
  if (found.length > 0) return found;
  const [{ nodes } = { nodes: 0 }] = await db
    .select({ nodes: sql<number>`numnode(${tsquery})` })
    .from(sql`(select 1) as one`);
  if (Number(nodes) === 0) return null;
  const words = looseWords(keywords);
  if (words.length === 0) return [];
  const close = and(...words.map((word) => sql`stock_unaccent(lower(${word})) <% ${vehicles.searchText}`))!;
  return db.transaction(async (tx) => {
    // « hundai » is 0.57 like « hyundai »: the default 0.6 misses a letter left out of a short word.
    await tx.execute(sql`SET LOCAL pg_trgm.word_similarity_threshold = ${sql.raw(String(LOOSE_SIMILARITY))}`);
    return idList(tx, close);
  });
}
