import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CHROMIUM_PATH } from '../fixtures/test-browser';
import { BODIES, type Body } from '@/services/stock/stock-vocabulary';
import {
  ILLUSTRATION_ANGLES,
  type IllustrationAngle,
  renderVehicleIllustration,
} from '@/services/stock/vehicle-illustration';

/**
 * The illustrations as a visitor sees them: every body from every angle, rendered by Chromium at card size
 * (240×160) on one contact sheet, and each outside view's car (the group `#vehicle`, without its shadow or
 * backdrop) rendered alone as a silhouette, whose bounding box and pixels are compared between bodies.
 */

const CARD = { width: 240, height: 160 };
/** Silhouettes are measured at twice the card's size. */
const MEASURE = { width: 480, height: 320 };

type Silhouette = { width: number; height: number; aspect: number; pixels: string };

let browser: Browser;
let page: Page;
const silhouettes = new Map<string, Silhouette>();
const key = (body: Body, angle: IllustrationAngle) => `${body}/${angle}`;
const silhouetteOf = (body: Body, angle: IllustrationAngle): Silhouette => {
  const found = silhouettes.get(key(body, angle));
  if (!found) throw new Error(`No silhouette of ${key(body, angle)}`);
  return found;
};

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  page = await browser.newPage();
  const drawings = BODIES.flatMap((body) =>
    (['side', 'three-quarter'] as const).map((angle) => ({
      key: key(body, angle),
      svg: renderVehicleIllustration({ body, colour: 'red', angle }),
    })),
  );
  const measured = await page.evaluate(
    async ({ drawings, size }) => {
      // Only the car, in solid black: its shadow, the backdrop and any transparency left out.
      const style =
        '<style>svg *{visibility:hidden}#vehicle,#vehicle *{visibility:visible;fill:#000!important;stroke:#000!important;' +
        'fill-opacity:1!important;stroke-opacity:1!important;opacity:1!important}</style>';
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('No 2D canvas');
      const results: Record<string, { left: number; right: number; top: number; bottom: number; pixels: string }> = {};
      for (const drawing of drawings) {
        const svg = drawing.svg.replace(/^(<svg[^>]*>)/, `$1${style}`);
        const image = new Image(size.width, size.height);
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        context.clearRect(0, 0, size.width, size.height);
        context.drawImage(image, 0, 0, size.width, size.height);
        const { data } = context.getImageData(0, 0, size.width, size.height);
        let [left, right, top, bottom] = [size.width, -1, size.height, -1];
        let pixels = '';
        for (let y = 0; y < size.height; y++) {
          for (let x = 0; x < size.width; x++) {
            const inside = (data[(y * size.width + x) * 4 + 3] ?? 0) > 127;
            pixels += inside ? '1' : '0';
            if (!inside) continue;
            [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
          }
        }
        results[drawing.key] = { left, right, top, bottom, pixels };
      }
      return results;
    },
    { drawings, size: MEASURE },
  );
  for (const [name, { left, right, top, bottom, pixels }] of Object.entries(measured)) {
    const [width, height] = [right - left + 1, bottom - top + 1];
    silhouettes.set(name, { width, height, aspect: width / height, pixels });
  }
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Each pair of different bodies once. */
const pairs = BODIES.flatMap((a, i) => BODIES.slice(i + 1).map((b) => [a, b] as const));

/** The share of the two silhouettes' pixels they have in common (intersection over union). */
function overlap(a: string, b: string): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    const [inA, inB] = [a[i] === '1', b[i] === '1'];
    if (inA && inB) both++;
    if (inA || inB) either++;
  }
  return either ? both / either : 1;
}

describe('vehicle illustrations, as rendered', () => {
  it('draw every body from every angle on a contact sheet at card size', async () => {
    const cells = BODIES.map(
      (body) =>
        `<tr><th>${body}</th>${ILLUSTRATION_ANGLES.map((angle) => {
          const svg = renderVehicleIllustration({ body, colour: 'blue', angle });
          return `<td><img alt="${body} ${angle}" width="${CARD.width}" height="${CARD.height}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></td>`;
        }).join('')}</tr>`,
    ).join('');
    await page.setViewportSize({ width: 100 + ILLUSTRATION_ANGLES.length * (CARD.width + 4), height: 800 });
    await page.setContent(
      `<table style="font:12px sans-serif"><tr><th></th>${ILLUSTRATION_ANGLES.map((a) => `<th>${a}</th>`).join('')}</tr>${cells}</table>`,
    );
    const images = page.locator('img');
    await expect
      .poll(() =>
        images.evaluateAll((all) =>
          all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
    expect(await images.count()).toBe(BODIES.length * ILLUSTRATION_ANGLES.length);
    // Kept for a person to look at (every row one body, every column one angle), replaced by each run.
    await page.screenshot({ path: path.join(tmpdir(), 'vehicle-illustrations-contact-sheet.png'), fullPage: true });
  });

  it('draw each body from three-quarters with the proportions of its side view', () => {
    for (const [a, b] of pairs) {
      const [sideA, sideB] = [silhouetteOf(a, 'side'), silhouetteOf(b, 'side')];
      const [turnedA, turnedB] = [silhouetteOf(a, 'three-quarter'), silhouetteOf(b, 'three-quarter')];
      // a body clearly longer from the side is wider from three-quarters
      if (sideA.width > sideB.width * 1.05)
        expect(turnedA.width, `${a} is longer than ${b}`).toBeGreaterThan(turnedB.width);
      if (sideB.width > sideA.width * 1.05)
        expect(turnedB.width, `${b} is longer than ${a}`).toBeGreaterThan(turnedA.width);
      // a body clearly taller from the side is taller from three-quarters
      if (sideA.height > sideB.height * 1.08)
        expect(turnedA.height, `${a} is taller than ${b}`).toBeGreaterThan(turnedB.height);
      if (sideB.height > sideA.height * 1.08)
        expect(turnedB.height, `${b} is taller than ${a}`).toBeGreaterThan(turnedA.height);
      // and a clearly longer-looking body (width over height) still looks longer
      if (sideA.aspect > sideB.aspect * 1.1)
        expect(turnedA.aspect, `${a} is longer-looking than ${b}`).toBeGreaterThan(turnedB.aspect);
      if (sideB.aspect > sideA.aspect * 1.1)
        expect(turnedB.aspect, `${b} is longer-looking than ${a}`).toBeGreaterThan(turnedA.aspect);
    }
  });

  it('foreshortens every side view by the same factor from three-quarters (one camera for all bodies)', () => {
    const factors = BODIES.map(
      (body) => silhouetteOf(body, 'three-quarter').aspect / silhouetteOf(body, 'side').aspect,
    );
    expect(Math.max(...factors) / Math.min(...factors)).toBeLessThan(1.12);
  });

  it('never draws two bodies alike from three-quarters: they differ at least half as much as from the side', () => {
    for (const [a, b] of pairs) {
      expect(renderVehicleIllustration({ body: a, colour: 'red', angle: 'three-quarter' })).not.toBe(
        renderVehicleIllustration({ body: b, colour: 'red', angle: 'three-quarter' }),
      );
      const turned = 1 - overlap(silhouetteOf(a, 'three-quarter').pixels, silhouetteOf(b, 'three-quarter').pixels);
      const side = 1 - overlap(silhouetteOf(a, 'side').pixels, silhouetteOf(b, 'side').pixels);
      expect(turned, `${a} and ${b}: share of their silhouettes not in common`).toBeGreaterThan(
        Math.max(0.05, side / 2),
      );
    }
  });
});
