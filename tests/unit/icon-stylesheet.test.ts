import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ICON_SHAPES, ICON_STYLESHEET_PATH, iconSprite, iconStylesheet, type IconName } from '@/site/ui/icon-shapes';

const NAMES = Object.keys(ICON_SHAPES) as IconName[];

/** The sprite's `data:` URL as the stylesheet holds it, raw and decoded. */
function spriteUrl(stylesheet: string): { raw: string; svg: string } {
  const raw = stylesheet
    .split('\n')
    .find((line) => line.startsWith('  --icons: url('))
    ?.match(/url\("(data:image\/svg\+xml,[^"]*)"\)/)?.[1];
  if (raw === undefined) throw new Error('no sprite');
  return { raw, svg: decodeURIComponent(raw.slice('data:image/svg+xml,'.length)) };
}

/** The mask of an icon's variable, e.g. `var(--icons) calc(100% * 3 / 26) 0 / 2700% 100% no-repeat`. */
function maskOf(stylesheet: string, name: IconName): string {
  const line = stylesheet.split('\n').find((candidate) => candidate.startsWith(`  --icon-${name}: `));
  if (line === undefined) throw new Error(`no mask for ${name}`);
  return line.slice(`  --icon-${name}: `.length, -1);
}

describe('icon stylesheet', () => {
  const stylesheet = iconStylesheet();

  it('is the file the site imports (run `npm run icons:css` after editing the shapes)', async () => {
    expect(await readFile(ICON_STYLESHEET_PATH, 'utf8')).toBe(stylesheet);
  });

  it('holds every shape once, in the order of the table, each in its own 24-unit cell of one sprite', () => {
    const { svg } = spriteUrl(stylesheet);
    expect(svg).toBe(iconSprite().replaceAll('"', "'"));
    expect(svg).toMatch(
      new RegExp(
        `^<svg xmlns='http://www\\.w3\\.org/2000/svg' fill='none' stroke='black' stroke-width='2' [^>]*viewBox='0 0 ${NAMES.length * 24} 24' preserveAspectRatio='none'>`,
      ),
    );
    const cells = [...svg.matchAll(/<g transform='translate\((\d+)\)'>(.*?)<\/g>/g)];
    expect(cells.map((cell) => Number(cell[1]))).toEqual(NAMES.map((_, index) => index * 24));
    expect(cells.map((cell) => cell[2])).toEqual(
      NAMES.map((name) => ICON_SHAPES[name].replaceAll('"', "'").replaceAll('currentColor', 'black')),
    );
  });

  it('escapes what a data URL may not hold raw and uses no double quote inside it', () => {
    expect(spriteUrl(stylesheet).raw).not.toMatch(/[#<>"]/);
  });

  it('moves each icon’s mask to its own cell, the sprite stretched so one cell covers the box', () => {
    NAMES.forEach((name, index) => {
      expect(maskOf(stylesheet, name)).toBe(
        `var(--icons) calc(100% * ${index} / ${NAMES.length - 1}) 0 / ${NAMES.length * 100}% 100% no-repeat`,
      );
    });
  });

  it('gives every icon class its mask, from one variable per icon', () => {
    for (const name of NAMES) expect(stylesheet).toContain(`\n.icon-${name} { mask: var(--icon-${name}); }\n`);
  });

  it('sizes and paints every icon class in the text colour', () => {
    const shared = stylesheet.slice(stylesheet.indexOf('*/') + 2);
    const selectors = shared
      .slice(shared.indexOf(':where(') + 7, shared.indexOf(') {'))
      .split(',')
      .map((selector) => selector.trim());
    expect(selectors).toEqual(NAMES.map((name) => `.icon-${name}`));
    expect(stylesheet).toContain('background-color: currentColor;');
  });

  it('has every shape closed, in the elements a mask can draw', () => {
    for (const shape of Object.values(ICON_SHAPES)) expect(shape).toMatch(/^(<(path|circle|rect) [^<>]*\/>)+$/);
  });
});
