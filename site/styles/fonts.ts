import localFont from 'next/font/local';

/**
 * Inter (variable), self-hosted: next/font bundles the file at build time, so the browser never asks a font
 * service. The file is `@fontsource-variable/inter`'s Latin one (French, including « » œ € and the narrow
 * no-break space) cut to the weights 400–800 and the features the site uses: 28 KB instead of 47
 * (`npm run fonts:subset`, scripts/fonts/inter-subset.ts). One preloaded file; italics (rare in our
 * content) are synthesised by the browser. `optional`: a first visit on a slow connection keeps the
 * (metric-adjusted) fallback instead of swapping the font in later, which moved the largest text's paint,
 * and so the LCP, to the font's arrival (Lighthouse mobile: 2.9 s on /private-lease).
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
