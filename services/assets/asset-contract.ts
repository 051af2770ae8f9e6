import { z } from 'zod';
import { assetPath, FOCUS_PATTERN } from './asset-address';

/**
 * The assets part of the management API (`/api/content/manage/assets`), in the shape of Storyblok's management
 * API where it fits (`{ assets: [...] }`, `content_type`, `content_length`, `short_filename`, `focus`), so a
 * script written for one reads the other. Pure (no sharp, no database): the studio's client components import it.
 *
 *   GET    /assets?search=…&page=…       → { assets: ManagedAsset[], total }    (newest first, 48 a page)
 *   POST   /assets            multipart  → 201 { asset: ManagedAsset }           (field `file`; 413, 415, 422 refused)
 *   GET    /assets/{id}                  → { asset: ManagedAsset, usage: AssetUsage[] }
 *   PUT    /assets/{id}       AssetEdit  → { asset: ManagedAsset }
 *   DELETE /assets/{id}                  → 204; 409 { error, usage } while a story uses it
 */
export type ManagedAsset = {
  id: number;
  /** The public address, on this site: `/medias/{id}/{w}x{h}/{hash}/{name}`. */
  filename: string;
  short_filename: string;
  content_type: string;
  content_length: number;
  width: number;
  height: number;
  alt: string | null;
  title: string | null;
  focus: string | null;
  created_at: string;
  created_by: string;
};

/** A story that shows the image, in its draft, its published content, or both (even from the bin). */
export type AssetUsage = {
  storyId: number;
  name: string;
  fullSlug: string;
  inDraft: boolean;
  inPublished: boolean;
  inBin: boolean;
};

/** What an editor changes on an image: its words and its focus point (null clears it). */
export const assetEditSchema = z
  .object({
    alt: z.string().trim().max(300).nullable().optional(),
    title: z.string().trim().max(300).nullable().optional(),
    focus: z.string().regex(FOCUS_PATTERN).nullable().optional(),
  })
  .strict();
export type AssetEdit = z.infer<typeof assetEditSchema>;

export type AssetRow = {
  id: number;
  filename: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  alt: string | null;
  title: string | null;
  focus: string | null;
  createdAt: Date;
  createdBy: string;
};

export function managedAsset(row: AssetRow): ManagedAsset {
  return {
    id: row.id,
    filename: assetPath(row),
    short_filename: row.filename,
    content_type: row.contentType,
    content_length: row.bytes,
    width: row.width,
    height: row.height,
    alt: row.alt,
    title: row.title,
    focus: row.focus,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
  };
}

/**
 * The value an asset field stores for a library image: Storyblok's asset object, so the content stays portable
 * (a block reads `filename`, `alt`, `title`, `focus`, as it reads a Storyblok asset).
 */
export function assetFieldValue(asset: ManagedAsset) {
  return {
    id: asset.id,
    alt: asset.alt,
    name: '',
    focus: asset.focus,
    title: asset.title,
    source: '',
    filename: asset.filename,
    copyright: '',
    fieldtype: 'asset' as const,
    meta_data: {},
    is_external_url: false,
  };
}
