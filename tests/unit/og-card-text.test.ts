import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawableText } from '@/site/social/og-card';

/** The characters a TrueType font maps to glyphs: its `cmap` table (formats 4 and 12). */
function fontCharacters(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++)
    if (font.toString('latin1', 12 + i * 16, 16 + i * 16) === 'cmap') cmap = font.readUInt32BE(12 + i * 16 + 8);
  if (cmap < 0) throw new Error('No cmap table');
  const characters = new Set<number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const sub = cmap + font.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = font.readUInt16BE(sub);
    if (format === 4) {
      const segments = font.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segments * 2 + 2;
      for (let s = 0; s < segments; s++)
        for (let c = font.readUInt16BE(starts + 2 * s); c <= font.readUInt16BE(ends + 2 * s) && c < 0xffff; c++)
          characters.add(c);
    } else if (format === 12) {
      for (let g = 0; g < font.readUInt32BE(sub + 12); g++) {
        const group = sub + 16 + g * 12;
        for (let c = font.readUInt32BE(group); c <= font.readUInt32BE(group + 4); c++) characters.add(c);
      }
    }
  }
  return characters;
}

// The font next/og draws with when given none (node_modules/next/dist/compiled/@vercel/og).
const require = createRequire(import.meta.url);
const GEIST = path.join(
  path.dirname(require.resolve('next/package.json')),
  'dist/compiled/@vercel/og/Geist-Regular.ttf',
);
const drawable = fontCharacters(readFileSync(GEIST));

describe('card text', () => {
  it('keeps only characters the bundled font draws, for every character of the Basic Multilingual Plane and emoji', () => {
    const missing = new Set<string>();
    const planes = [
      [0x20, 0xd7ff],
      [0xe000, 0xfffd],
      [0x1f300, 0x1faff],
    ] as const;
    for (const [from, to] of planes) {
      for (let code = from; code <= to; code++) {
        for (const char of drawableText(`a${String.fromCodePoint(code)}a`)) {
          if (!drawable.has(char.codePointAt(0)!))
            missing.add(`U+${code.toString(16)} → U+${char.codePointAt(0)!.toString(16)}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('draws French text as it is, its narrow no-break spaces as no-break spaces', () => {
    expect(drawableText('Le Kia EV4 arrive à Bertrange\u202f: « l’été », œuvre – 24\u202f990\u00a0€…')).toBe(
      'Le Kia EV4 arrive à Bertrange\u00a0: « l’été », œuvre – 24\u00a0990\u00a0€…',
    );
  });

  it('gives a letter the font lacks its base letter, plain forms to other spaces and hyphens, and leaves out the rest', () => {
    expect(drawableText('Ĕdition\u2009GT\u2011Line 🚗 車')).toBe('Edition GT-Line');
    expect(drawableText('  deux\n lignes\u200b ')).toBe('deux lignes');
  });
});
