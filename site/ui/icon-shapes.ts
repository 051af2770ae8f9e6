/**
 * The one source of the site's icons: hand-drawn 24×24 line icons. `npm run icons:css` writes them into
 * site/ui/icons.css as CSS masks painted in the text colour: one sprite holding every shape (`--icons`), a
 * mask variable per icon (`--icon-{name}`) and a class per icon (site/ui/icons.tsx). A page carries each
 * icon as one class name, in its HTML and in its React payload alike, or, for a card's decorative arrow,
 * as nothing at all (a `::after` masked with the variable); the stylesheet, cached across pages, carries
 * the shapes once.
 */
export const ICON_SHAPES = {
  /* Interface */
  'arrow-up-right': '<path d="M7 17 17 7"/><path d="M8 7h9v9"/>',
  'arrow-up-left': '<path d="M17 17 7 7"/><path d="M16 7H7v9"/>',
  'chevron-down': '<path d="m6 9 6 6 6-6"/>',
  menu: '<path d="M4 7h16M4 12h16M4 17h16"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  globe:
    '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"/>',

  /* Contact */
  phone: '<rect x="6.5" y="2.5" width="11" height="19" rx="2.5"/><path d="M10.5 18h3"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3.5 7 8.5 6 8.5-6"/>',
  'map-pin': '<path d="M12 21.5s7-6.1 7-11.5a7 7 0 0 0-14 0c0 5.4 7 11.5 7 11.5z"/><circle cx="12" cy="10" r="2.5"/>',

  /* Social networks (generic glyphs), named like the `network` of social links */
  facebook:
    '<rect x="3" y="3" width="18" height="18" rx="4"/><path d="M15.5 8h-1.6c-1.2 0-1.9.8-1.9 2V21M9.5 13h5.5"/>',
  instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.3" cy="6.7" r="0.6" fill="currentColor"/>',
  linkedin:
    '<rect x="3" y="3" width="18" height="18" rx="4"/><path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5c0-1.7 1-3 2.5-3s2.5 1 2.5 2.7V17"/>',
  youtube: '<rect x="2.5" y="5" width="19" height="14" rx="4"/><path d="m10 9 5 3-5 3z" fill="currentColor"/>',

  /* Promises */
  'shield-check':
    '<path d="M12 2.8 19.5 6v5.2c0 4.6-3.1 8.6-7.5 10-4.4-1.4-7.5-5.4-7.5-10V6z"/><path d="m8.8 12 2.2 2.2 4.3-4.4"/>',
  sparkle:
    '<path d="M10 3.5 11.7 8.3 16.5 10l-4.8 1.7L10 16.5l-1.7-4.8L3.5 10l4.8-1.7z"/><path d="M18 14.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z"/>',
  family:
    '<circle cx="8.5" cy="7" r="3"/><circle cx="17" cy="9" r="2.2"/><path d="M2.5 20.5c0-3.6 2.7-6.5 6-6.5s6 2.9 6 6.5"/><path d="M15 14.6a4.2 4.2 0 0 1 6.5 3.5v2.4"/>',
  exchange: '<path d="M4 8.5h14.5M15 5l3.5 3.5L15 12"/><path d="M20 15.5H5.5M9 12l-3.5 3.5L9 19"/>',

  /* Vehicle categories */
  bolt: '<path d="M13 2.5 4.5 13.5H11l-1 8 8.5-11H12z"/>',
  leaf: '<path d="M5 19.5C5 11 10 5 20 4c-.8 10-6.5 15.5-15 15.5z"/><path d="M5 19.5 12.5 12"/>',
  'compact-car':
    '<path d="M4.5 17H3.5v-4l2.2-4.5h8.1l4.2 4.5h1.8a1.2 1.2 0 0 1 1.2 1.2V17h-1.5M9.5 17h5"/><circle cx="7" cy="17" r="2"/><circle cx="17" cy="17" r="2"/>',
  suv: '<path d="M4.5 17H3V8.5L4.8 5.5h10l3.7 4.5h1.8a1 1 0 0 1 1 1V17h-1.8M9.5 17h5M3 10.5h15"/><circle cx="7" cy="17" r="2.2"/><circle cx="17" cy="17" r="2.2"/>',
  van: '<path d="M4.5 17H2.5V7a1 1 0 0 1 1-1h11.8l4.7 5h1.5a1 1 0 0 1 1 1v5h-1.8M9.5 17h5M9 6v5M2.5 11H20"/><circle cx="7" cy="17" r="2"/><circle cx="17" cy="17" r="2"/>',
  briefcase:
    '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M8.5 7V5.5a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2V7M3 12.5h18M11 12.5v2h2v-2"/>',

  /* Favourites and comparison (pressed: filled heart, a tick between the columns) */
  heart:
    '<path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.7 1.2 5 3 1.3-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"/>',
  'heart-filled':
    '<path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.7 1.2 5 3 1.3-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" fill="currentColor"/>',
  compare: '<rect x="3" y="4" width="7" height="16" rx="1.5"/><rect x="14" y="4" width="7" height="16" rx="1.5"/>',
  'compare-checked':
    '<rect x="3" y="4" width="7" height="16" rx="1.5"/><rect x="14" y="4" width="7" height="16" rx="1.5"/><path d="m15.5 12 1.8 1.8 2.7-3.3"/>',
} as const satisfies Record<string, string>;

export type IconName = keyof typeof ICON_SHAPES;

/** What every icon shares. In a mask only the alpha counts, so the shapes are drawn in black. */
const SVG_ATTRIBUTES =
  "xmlns='http://www.w3.org/2000/svg' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'";

/** The side of an icon's cell in the sprite, in SVG units. */
const CELL = 24;

/** Where `npm run icons:css` writes iconStylesheet(), from the project's root. */
export const ICON_STYLESHEET_PATH = 'site/ui/icons.css';

/** The class that draws an icon; site/ui/icons.css holds one rule per name. */
export function iconClass(name: IconName): string {
  return `icon-${name}`;
}

/** An SVG as a `data:` URL for CSS: quotes made single, and what a URL may not hold escaped. */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[%#<>]/g, (character) => encodeURIComponent(character))}`;
}

/**
 * Every shape in one SVG, side by side in cells of 24×24. One image for all icons: Chromium builds a
 * document for each SVG image a page uses, and one image per icon slowed the style recalculation before the
 * first paint (docs/decisions/0013-client-bundles-and-page-weight.md).
 * `preserveAspectRatio="none"`: in a box that is not square, a cell stays a cell (stretched, not shifted).
 */
export function iconSprite(): string {
  const cells = Object.values(ICON_SHAPES).map(
    (shape, index) => `<g transform="translate(${index * CELL})">${shape.replaceAll('currentColor', 'black')}</g>`,
  );
  return `<svg ${SVG_ATTRIBUTES} viewBox="0 0 ${cells.length * CELL} ${CELL}" preserveAspectRatio="none">${cells.join('')}</svg>`;
}

/**
 * An icon's mask: the sprite, stretched so that one cell covers the element's box, moved to the icon's
 * cell. A percentage position p places the image at p × (box − image), so cell i of n is at i / (n − 1).
 */
function iconMask(index: number, count: number): string {
  return `var(--icons) calc(100% * ${index} / ${count - 1}) 0 / ${count * 100}% 100% no-repeat`;
}

/** The content of site/ui/icons.css (`npm run icons:css` writes it; a unit test checks it is current). */
export function iconStylesheet(): string {
  const names = Object.keys(ICON_SHAPES) as IconName[];
  const classes = names.map((name) => `.${iconClass(name)}`);
  const masks = names.map((name, index) => `  --icon-${name}: ${iconMask(index, names.length)};`);
  const rules = names.map((name) => `.${iconClass(name)} { mask: var(--icon-${name}); }`);
  return [
    '/* Written by `npm run icons:css` from site/ui/icon-shapes.ts: edit the shapes there, not here. */',
    '',
    // The sprite once, and each icon's mask as a variable: the icon classes below use it, and so can a
    // decorative ::after (`mask: var(--icon-arrow-up-right)` on a card's arrow), which needs no element at all.
    ':root {',
    `  --icons: url("${svgDataUrl(iconSprite())}");`,
    ...masks,
    '}',
    '',
    // Without specificity, so a block's own class sizes or places its icon whatever order the stylesheets load in.
    `:where(${classes.join(',\n')}) {`,
    '  display: inline-block;',
    '  width: 1em;',
    '  height: 1em;',
    '  background-color: currentColor;',
    // Forced colours would paint the background in the page's background colour: keep the text colour.
    '  forced-color-adjust: none;',
    '}',
    '',
    ...rules,
    '',
  ].join('\n');
}
