import localFont from 'next/font/local';

/**
 * Inter (variable), self-hosted: next/font bundles the file at build time, so the browser never asks a font
 * service. The file is `@fontsource-variable/inter`'s Latin one (French, including « » œ € and the narrow
 * no-break space) cut to the weights 400–800 and the features the site uses, smaller than the package's
 * (`npm run fonts:subset`, scripts/fonts/inter-subset.ts). One preloaded file; italics (rare in our content)
 * are synthesised by the browser. `optional`: a first visit on a slow connection keeps the (metric-adjusted)
 * fallback instead of swapping the font in later, which moved the largest text's paint, and so the LCP, to
 * the font's arrival. Figures: docs/decisions/0014-self-hosted-font-subset.md.
 *
 * Use: `<html className={fontSans.variable}>`; tokens.css reads `--font-sans`.
 */
export const fontSans = localFont({
  src: './fonts/inter-latin-wght-400-800.woff2',
  weight: '400 800',
  style: 'normal',
  variable: '--font-sans',
  display: 'optional',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
