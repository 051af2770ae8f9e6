import { z } from 'zod';

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

/** The `q` parameter of a stock search, cleaned; undefined when nothing is left. */
export function parseKeywords(raw: string | undefined): string | undefined {
  const parsed = keywordsSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
