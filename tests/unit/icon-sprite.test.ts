import { describe, expect, it } from 'vitest';
import { ICON_SHAPES, iconSpriteDocument } from '@/site/ui/icon-sprite';

describe('icon sprite', () => {
  const sprite = iconSpriteDocument();

  it('holds one symbol per icon name, drawn in the text colour', () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24" fill="none" stroke="currentColor"/g)].map((match) => match[1]);
    expect(symbols).toEqual(Object.keys(ICON_SHAPES));
  });

  it('is an SVG document with every shape closed', () => {
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    for (const shape of Object.values(ICON_SHAPES)) expect(shape).toMatch(/^(<(path|circle|rect) [^<>]*\/>)+$/);
  });
});
