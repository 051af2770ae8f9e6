import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './prepare-upload';

/**
 * The widths the image route makes: next/image's default `deviceSizes` and `imageSizes` (next.config sets
 * neither), so every width of a srcset next/image writes for a library image is one of them
 * (tests/unit/asset-variants.test.ts holds the two lists together). Any other width is refused: each width
 * is encoded once and kept, and a visitor choosing widths at will would fill the storage.
 */
export const VARIANT_WIDTHS = [32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
/** next/image's only default quality (Next.js 16 `images.qualities`). */
export const VARIANT_QUALITY = 75;
/** The width served when an address names none: an address without `?w=` still never gets the stored image. */
export const DEFAULT_VARIANT_WIDTH = 1920;

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';
export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The asked width, if it is one the route makes; null for any other. */
export function variantWidth(asked: string | null): number | null {
  if (asked === null) return DEFAULT_VARIANT_WIDTH;
  if (!/^\d{1,4}$/.test(asked)) return null;
  const width = Number(asked);
  return (VARIANT_WIDTHS as readonly number[]).includes(width) ? width : null;
}

/** The asked quality: next/image's default only (a missing `q` means it too). */
export function variantQuality(asked: string | null): number | null {
  return asked === null || asked === String(VARIANT_QUALITY) ? VARIANT_QUALITY : null;
}

/**
 * The format for a browser, by its `Accept` (as next/image's optimiser chooses): AVIF, else WebP, else the
 * stored image's own family (PNG for a PNG, which may be transparent; JPEG otherwise).
 */
export function variantFormat(accept: string | null, storedType: string): VariantFormat {
  const accepted = (accept ?? '').toLowerCase();
  if (accepted.includes('image/avif')) return 'avif';
  if (accepted.includes('image/webp')) return 'webp';
  return storedType === 'image/png' ? 'png' : 'jpeg';
}

/** The stored image at that width (never wider than it is), in that format, without metadata. */
export async function renderVariant(
  stored: Buffer,
  { width, quality, format }: { width: number; quality: number; format: VariantFormat },
): Promise<Buffer> {
  const resized = sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width, withoutEnlargement: true });
  switch (format) {
    case 'avif':
      // AVIF's scale runs lower than JPEG's for the same look: next/image's optimiser does the same.
      return resized.avif({ quality: Math.max(1, quality - 20), effort: 3 }).toBuffer();
    case 'webp':
      return resized.webp({ quality }).toBuffer();
    case 'png':
      return resized.png({ compressionLevel: 9, palette: true, quality }).toBuffer();
    case 'jpeg':
      return resized.jpeg({ quality, mozjpeg: true }).toBuffer();
  }
}

/** Where a variant is kept, next to its image's key (`images/{uuid}.jpg` → `variants/{uuid}/1200-75.webp`). */
export function variantKey(storageKey: string, width: number, quality: number, format: VariantFormat): string {
  const base = storageKey.replace(/^images\//, '').replace(/\.[a-z0-9]+$/, '');
  return `${variantPrefix(base)}${width}-${quality}.${format}`;
}

export function variantPrefix(storageKeyOrBase: string): string {
  return `variants/${storageKeyOrBase.replace(/^images\//, '').replace(/\.[a-z0-9]+$/, '')}/`;
}
