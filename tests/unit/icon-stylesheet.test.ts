import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ICON_SHAPES, ICON_STYLESHEET_PATH, iconStylesheet, type IconName } from '@/site/ui/icon-shapes';

/** The SVG a rule's `data:` URL draws, decoded. */
function drawnSvg(stylesheet: string, name: IconName): string {
  const rule = stylesheet.split('\n').find((line) => line.startsWith(`  --icon-${name}: url(`));
  const url = rule?.match(/url\("data:image\/svg\+xml,([^"]*)"\)/)?.[1];
  if (url === undefined) throw new Error(`no rule for ${name}`);
  return decodeURIComponent(url);
}

describe('icon stylesheet', () => {
  const stylesheet = iconStylesheet();

  it('is the file the site imports (run `npm run icons:css` after editing the shapes)', async () => {
    expect(await readFile(ICON_STYLESHEET_PATH, 'utf8')).toBe(stylesheet);
  });

  it('draws every icon as a mask of its own shape, in a 24×24 box', () => {
    for (const [name, shape] of Object.entries(ICON_SHAPES)) {
      const svg = drawnSvg(stylesheet, name as IconName);
      expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2'/);
      expect(svg.endsWith(`>${shape.replaceAll('"', "'").replaceAll('currentColor', 'black')}</svg>`)).toBe(true);
    }
  });

  it('escapes what a data URL may not hold raw and uses no double quote inside it', () => {
    for (const name of Object.keys(ICON_SHAPES)) {
      const rule = stylesheet.split('\n').find((line) => line.startsWith(`  --icon-${name}: url(`)) ?? '';
      const url = rule.slice(rule.indexOf('url("') + 5, rule.lastIndexOf('")'));
      expect(url).not.toMatch(/[#<>"]/);
    }
  });

  it('gives every icon class its shape, from one variable per shape', () => {
    for (const name of Object.keys(ICON_SHAPES)) expect(stylesheet).toContain(`\n.icon-${name} { --icon: var(--icon-${name}); }\n`);
  });

  it('sizes and paints every icon class in the text colour', () => {
    const shared = stylesheet.slice(stylesheet.indexOf('*/') + 2);
    const selectors = shared.slice(shared.indexOf(':where(') + 7, shared.indexOf(') {')).split(',').map((selector) => selector.trim());
    expect(selectors).toEqual(Object.keys(ICON_SHAPES).map((name) => `.icon-${name}`));
    expect(stylesheet).toContain('background-color: currentColor;');
    expect(stylesheet).toContain('mask: var(--icon) center / 100% 100% no-repeat;');
  });

  it('has every shape closed, in the elements a mask can draw', () => {
    for (const shape of Object.values(ICON_SHAPES)) expect(shape).toMatch(/^(<(path|circle|rect) [^<>]*\/>)+$/);
  });
});
