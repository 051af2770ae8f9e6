import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codePointsOfRange,
  INTER_LICENSE_PATH,
  INTER_PACKAGE_LICENSE_PATH,
  INTER_SUBSET_PATH,
  INTER_WEIGHTS,
  interSubset,
} from '@/scripts/fonts/inter-subset';

/** Every weight a stylesheet asks for: numbers, `bold`, and the weight tokens. */
async function weightsInStylesheets(): Promise<Map<number, string>> {
  const weights = new Map<number, string>();
  const stylesheets = await Promise.all(
    ['app', 'blocks', 'site'].map(async (folder) =>
      (await readdir(folder, { recursive: true }))
        .filter((file) => file.endsWith('.css'))
        .map((file) => path.join(folder, file)),
    ),
  );
  for (const file of stylesheets.flat()) {
    const css = await readFile(file, 'utf8');
    for (const [, value] of css.matchAll(/(?:font-weight|--font-weight-[a-z]+)\s*:\s*([a-z0-9]+)/g)) {
      const weight = value === 'bold' ? 700 : value === 'normal' ? 400 : Number(value);
      if (Number.isFinite(weight)) weights.set(weight, file);
    }
  }
  return weights;
}

describe('the Inter subset', () => {
  it(
    'is the file the script cuts from the installed package (run `npm run fonts:subset` after upgrading it)',
    { timeout: 20_000 },
    async () => {
      const committed = await readFile(INTER_SUBSET_PATH);
      expect(Buffer.compare(committed, await interSubset())).toBe(0);
    },
  );

  it('travels with its licence', async () => {
    expect(await readFile(INTER_LICENSE_PATH, 'utf8')).toBe(await readFile(INTER_PACKAGE_LICENSE_PATH, 'utf8'));
  });

  it('is the file next/font loads, declared with the weights it keeps', async () => {
    const fonts = await readFile('site/styles/fonts.ts', 'utf8');
    expect(fonts).toContain(`src: './${INTER_SUBSET_PATH.slice('site/styles/'.length)}'`);
    expect(fonts).toContain(`weight: '${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max}'`);
  });

  it('keeps every weight the stylesheets use', async () => {
    const weights = await weightsInStylesheets();
    expect(weights.size).toBeGreaterThan(3);
    for (const [weight, file] of weights) {
      expect({ weight, file, within: weight >= INTER_WEIGHTS.min && weight <= INTER_WEIGHTS.max }).toEqual({
        weight,
        file,
        within: true,
      });
    }
  });

  it('reads a unicode-range part by part and refuses what is not one', () => {
    expect(codePointsOfRange('U+0041-0043, U+20AC')).toEqual([0x41, 0x42, 0x43, 0x20ac]);
    expect(() => codePointsOfRange('U+0043-0041')).toThrow(/Empty/);
    expect(() => codePointsOfRange('0041')).toThrow(/Not a unicode-range/);
  });
});
