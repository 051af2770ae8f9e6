import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCents, formatPrice } from '@/site/ui/format-price';

const SEED = path.join(process.cwd(), 'content/seed/stories');

describe('one price format', () => {
  it('writes cents only when there are some', () => {
    expect(formatPrice('280.00')).toBe('280\u00a0€');
    expect(formatPrice(280)).toBe('280\u00a0€');
    expect(formatPrice(349.83)).toBe('349,83\u00a0€');
    expect(formatCents(28000)).toBe('280\u00a0€');
    expect(formatCents(34983)).toBe('349,83\u00a0€');
    expect(formatPrice(24990)).toBe('24\u202f990\u00a0€');
  });

  it('is the one the seed stories write by hand', async () => {
    const files = (await readdir(SEED, { recursive: true })).filter((f) => f.endsWith('.json'));
    const found: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(SEED, file), 'utf8');
      for (const m of text.matchAll(/.{0,40}\d,00[\s\u00a0\u202f]?€/g)) found.push(`${file}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  });
});
