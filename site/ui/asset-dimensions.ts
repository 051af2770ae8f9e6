import type { StoryblokAsset } from '@/vocabulary/block-types';

export type AssetDimensions = { width: number; height: number };

/**
 * The intrinsic size of a Storyblok asset, read from its URL as Storyblok writes it:
 * `https://a.storyblok.com/f/123/1200x800/abc/name.jpg` or our local `/assets/1200x800/name.svg` → 1200×800.
 * Falls back to the asset's own `width`/`height` fields; null when neither says.
 */
export function assetDimensions(asset: Pick<StoryblokAsset, 'filename' | 'width' | 'height'>): AssetDimensions | null {
  const match = asset.filename?.match(/\/(\d{1,5})x(\d{1,5})\//);
  if (match) {
    const width = Number(match[1]);
    const height = Number(match[2]);
    if (width > 0 && height > 0) return { width, height };
  }
  if (asset.width && asset.height) return { width: asset.width, height: asset.height };
  return null;
}

/**
 * The CSS `object-position` for an asset's focal point. Storyblok stores it as `x1xy1:x2xy2`
 * (a small rectangle in image pixels, e.g. `620x480:621x481`); undefined when unset or unreadable.
 */
export function assetObjectPosition(
  asset: Pick<StoryblokAsset, 'focus'>,
  dimensions: AssetDimensions | null,
): string | undefined {
  if (!asset.focus || !dimensions) return undefined;
  const match = asset.focus.match(/^(\d+)x(\d+):(\d+)x(\d+)$/);
  if (!match) return undefined;
  const [x1, y1, x2, y2] = match.slice(1).map(Number) as [number, number, number, number];
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  const x = clamp(((x1 + x2) / 2 / dimensions.width) * 100);
  const y = clamp(((y1 + y2) / 2 / dimensions.height) * 100);
  return `${x.toFixed(1)}% ${y.toFixed(1)}%`;
}

/**
 * The alt text of an asset. An empty `alt` (`""`) or `meta_data.decorative` is the editor saying the image
 * is decorative, and only then is the result empty. A missing alt (null) falls back to the asset's title,
 * then to its name made readable (`showroom-bertrange.jpg` → `showroom bertrange`).
 */
export function assetAlt(asset: Pick<StoryblokAsset, 'alt' | 'title' | 'name' | 'meta_data'>): string {
  const decorative = asset.meta_data?.decorative === true || asset.alt === '';
  if (decorative) return '';
  const alt = asset.alt?.trim();
  if (alt) return alt;
  const title = asset.title?.trim();
  if (title) return title;
  return asset.name
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

/** True when the asset is a vector image, which next/image must serve as is. */
export function isSvgAsset(filename: string): boolean {
  return /\.svg(\?.*)?$/i.test(filename);
}
