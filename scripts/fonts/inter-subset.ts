import { readFile } from 'node:fs/promises';
import subsetFont from 'subset-font';

/**
 * The site's one font file, cut from `@fontsource-variable/inter`'s Latin file (47 KB) down to what the
 * site draws: the same characters (the package's own `unicode-range` for it), only the weights the
 * stylesheets use, and only the OpenType features a browser applies by default plus tabular figures.
 * Every first visit downloads it before the page settles, so its bytes count on every page.
 * `npm run fonts:subset` writes it; `tests/unit/inter-subset.test.ts` holds the committed file to it.
 */
const PACKAGE = 'node_modules/@fontsource-variable/inter';
const SOURCE_FILE = 'inter-latin-wght-normal.woff2';
export const INTER_SUBSET_PATH = 'site/styles/fonts/inter-latin-wght-400-800.woff2';
export const INTER_LICENSE_PATH = 'site/styles/fonts/inter-license.txt';
export const INTER_PACKAGE_LICENSE_PATH = `${PACKAGE}/LICENSE`;

/** `--font-weight-regular` to `--font-weight-black` (site/styles/tokens.css); next/font's `weight` says the same. */
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

/**
 * What Chromium, Firefox and Safari turn on by themselves for Latin text (kerning, ligatures, contextual
 * alternates, composed accents, `rvrn` for the glyphs that change with the weight) and `tnum`, which
 * opening hours and prices ask for (`font-variant-numeric: tabular-nums`). Inter's stylistic sets, case
 * forms and fractions are not used and make up much of its size.
 */
const INTER_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'tnum'] as const;

/** The code points of a CSS `unicode-range` (`U+0000-00FF,U+0131,…`). */
export function codePointsOfRange(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part.trim());
    if (!match) throw new Error(`Not a unicode-range part: "${part}"`);
    const first = parseInt(match[1]!, 16);
    const last = match[2] === undefined ? first : parseInt(match[2], 16);
    if (last < first) throw new Error(`Empty unicode-range part: "${part}"`);
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}

/** The `unicode-range` the package declares for its Latin file, so the subset keeps exactly its characters. */
async function latinUnicodeRange(): Promise<string> {
  const css = await readFile(`${PACKAGE}/wght.css`, 'utf8');
  const face = css.split('@font-face').find((block) => block.includes(`/${SOURCE_FILE})`));
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error(`No unicode-range for ${SOURCE_FILE} in ${PACKAGE}/wght.css`);
  return range;
}

export async function interSubset(): Promise<Buffer> {
  const source = await readFile(`${PACKAGE}/files/${SOURCE_FILE}`);
  const text = String.fromCodePoint(...codePointsOfRange(await latinUnicodeRange()));
  return subsetFont(source, text, {
    targetFormat: 'woff2',
    keepFeatures: [...INTER_FEATURES],
    variationAxes: { wght: INTER_WEIGHTS },
  });
}
