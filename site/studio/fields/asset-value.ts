import type { StoryblokAsset } from '@/vocabulary/block-types';

/**
 * Storyblok's asset object, as blocks read it (`site/ui/asset-image.tsx`: `filename`, `alt`, `focus`, the
 * size in the URL). Until an asset library exists an editor types the image's URL; an asset's `id` and
 * focal point belong to the image they were set for, so a new URL drops them.
 */
export type StudioAsset = Pick<StoryblokAsset, 'alt' | 'filename' | 'name' | 'title' | 'focus' | 'fieldtype'> & {
  id: number | null;
  [key: string]: unknown;
};

/** What Storyblok stores for an empty asset field. */
export const EMPTY_ASSET: StudioAsset = {
  id: null,
  alt: null,
  name: '',
  focus: null,
  title: null,
  filename: '',
  fieldtype: 'asset',
};

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The stored asset with every key a block reads, keeping the keys it does not (copyright, meta_data…). */
export function readAsset(value: unknown): StudioAsset {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ...EMPTY_ASSET };
  const stored = value as Record<string, unknown>;
  return {
    ...stored,
    id: typeof stored.id === 'number' ? stored.id : null,
    alt: textOrNull(stored.alt),
    name: typeof stored.name === 'string' ? stored.name : '',
    focus: textOrNull(stored.focus),
    title: textOrNull(stored.title),
    filename: textOrNull(stored.filename) ?? '',
    fieldtype: 'asset',
  };
}

/** The asset pointing at another URL: the old image's id and focal point go, its alt text stays to be reviewed. */
export function assetWithUrl(asset: StudioAsset, url: string): StudioAsset {
  const filename = url.trim();
  if (filename === (asset.filename ?? '')) return asset;
  return { ...asset, id: null, focus: null, filename, name: filename.split('/').pop() ?? '' };
}

export function assetWithAlt(asset: StudioAsset, alt: string): StudioAsset {
  return { ...asset, alt };
}

/** The stored list of a `multiasset` field (a missing field is empty). */
export function readAssets(value: unknown): StudioAsset[] {
  return Array.isArray(value) ? value.map(readAsset) : [];
}

/**
 * Whether the form may show the image: a path of this site or an http(s) URL, never `javascript:` or
 * `data:` typed into the field.
 */
export function previewableUrl(filename: string | null): boolean {
  return typeof filename === 'string' && /^(\/(?!\/)|https?:\/\/)\S+$/i.test(filename);
}
