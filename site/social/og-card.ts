import type { IllustrationColour } from '@/services/stock/vehicle-illustration';
import type { Body } from '@/services/stock/stock-vocabulary';

/** The size social networks show a large preview at (Open Graph, X's `summary_large_image`). */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/**
 * What a social preview card says, top to bottom; every text is already formatted (prices, dates) by the
 * site's own helpers. Built per page kind by page/seo/og-card.ts, drawn by og-card-image.tsx.
 */
export type OgCard = {
  siteName: string;
  /** What the page is: « Occasion · 2023 · 35 000 km », « Private lease », « Concession », an article's category. */
  label: string | null;
  /** The vehicle, model, offer, site or article. */
  title: string;
  /** The key fact, large: a price, a monthly amount, an address, a date. */
  fact: string | null;
  /** One more line: the dealership, the offer's terms, a tagline. */
  detail: string | null;
  /** The car, drawn by services/stock/vehicle-illustration.ts (three-quarter view), when the page shows one of its pictures. */
  illustration: { body: Body; colour: IllustrationColour } | null;
};

/**
 * Characters Geist, the font next/og bundles, draws (checked against its character map by
 * tests/unit/og-card-text.test.ts): printable ASCII, Latin-1, most of Latin Extended-A, and the
 * punctuation French text uses (’ « » – — … €).
 */
const DRAWABLE =
  /^[\x20-\x7e\xa0-\xac\xae-\u0113\u0116-\u012b\u012e-\u0137\u0139-\u013e\u0141-\u0148\u014a-\u014d\u0150-\u017e\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]$/;
/** No-break spaces the font lacks (narrow, figure, word joiner): drawn as the no-break space it has. */
const NO_BREAK_SPACES = /[\u2007\u202f]/g;
/** Other spaces it lacks (en, em, thin, hair...) and line or paragraph separators. */
const SPACES = /[\t\n\v\f\r\u2000-\u2006\u2008-\u200a\u2028\u2029\u205f\u3000]/g;
const HYPHENS = /[\u2010\u2011]/g;

/**
 * `text` with only characters the card's font draws. A character outside it would make next/og fetch a
 * fallback font (or an emoji) from Google's servers at render time: the card is drawn offline. So the
 * narrow no-break space of French typography (`24 990 €`, `Bertrange :`) becomes a no-break space (a
 * little wider, as unbreakable), other spaces and hyphens their plain forms, an accented letter the font
 * lacks its base letter (`ĕ` → `e`), and anything else (emoji, other scripts, invisible marks) is left out.
 */
export function drawableText(text: string): string {
  const plain = text.replace(NO_BREAK_SPACES, '\u00a0').replace(SPACES, ' ').replace(HYPHENS, '-');
  let out = '';
  for (const char of plain) {
    if (DRAWABLE.test(char)) out += char;
    else for (const part of char.normalize('NFKD')) if (DRAWABLE.test(part)) out += part;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}
