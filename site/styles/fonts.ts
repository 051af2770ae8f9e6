import localFont from 'next/font/local';

/**
 * Inter (variable, weights 100–900), self-hosted from the `@fontsource-variable/inter` npm package:
 * next/font bundles the file at build time, so the browser never asks a font service.
 * Latin subset only (covers French, including « » œ € and the narrow no-break space). One preloaded
 * file; italics (rare in our content) are synthesised by the browser. `optional`: a first visit on a slow
 * connection keeps the (metric-adjusted) fallback instead of swapping 48 KB later, which moved the largest
 * text's paint, and so the LCP, to the font's arrival (Lighthouse mobile: 2.9 s on /private-lease).
 *
 * Use: `<html className={fontSans.variable}>`; tokens.css reads `--font-sans`.
 */
export const fontSans = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  variable: '--font-sans',
  display: 'optional',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
