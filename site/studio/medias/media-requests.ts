import { z } from 'zod';
import type { AssetEdit, AssetUsage, ManagedAsset } from '@/services/assets/asset-contract';
import { frLuStudioPages } from '@/i18n/fr-lu-studio-pages';

/** The management API's assets calls (services/assets/asset-contract.ts), as the studio makes them from the browser. */
const API = '/api/content/manage/assets';

const managedAsset = z.object({
  id: z.number().int(),
  filename: z.string().startsWith('/medias/'),
  short_filename: z.string(),
  content_type: z.string(),
  content_length: z.number(),
  width: z.number(),
  height: z.number(),
  alt: z.string().nullable(),
  title: z.string().nullable(),
  focus: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string(),
}) satisfies z.ZodType<ManagedAsset>;
const usage = z.object({
  storyId: z.number(),
  name: z.string(),
  fullSlug: z.string(),
  inDraft: z.boolean(),
  inPublished: z.boolean(),
  inBin: z.boolean(),
}) satisfies z.ZodType<AssetUsage>;
const refusal = z.looseObject({ error: z.string().min(1) });

export type MediaResult<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

async function call<T>(schema: z.ZodType<T>, url: string, init?: RequestInit): Promise<MediaResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
  } catch {
    return { ok: false, status: 0, error: frLuStudioPages.errors.network };
  }
  if (response.status === 204) return { ok: true, value: schema.parse(undefined) };
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const answer = schema.safeParse(json);
    if (answer.success) return { ok: true, value: answer.data };
  }
  const refused = refusal.safeParse(json);
  // Only a 4xx carries a sentence meant for an editor.
  if (!response.ok && refused.success && response.status < 500) {
    return { ok: false, status: response.status, error: refused.data.error };
  }
  return { ok: false, status: response.status, error: frLuStudioPages.errors.unexpected(response.status) };
}

export function listMedia(search: string): Promise<MediaResult<{ assets: ManagedAsset[]; total: number }>> {
  const query = search.trim() ? `?${new URLSearchParams({ search: search.trim() })}` : '';
  return call(z.object({ assets: z.array(managedAsset), total: z.number() }), `${API}${query}`);
}

export async function uploadMedia(file: File): Promise<MediaResult<ManagedAsset>> {
  const form = new FormData();
  form.set('file', file);
  const result = await call(z.object({ asset: managedAsset }), API, { method: 'POST', body: form });
  return result.ok ? { ok: true, value: result.value.asset } : result;
}

export function mediaDetails(id: number): Promise<MediaResult<{ asset: ManagedAsset; usage: AssetUsage[] }>> {
  return call(z.object({ asset: managedAsset, usage: z.array(usage) }), `${API}/${id}`);
}

export async function editMedia(id: number, edit: AssetEdit): Promise<MediaResult<ManagedAsset>> {
  const result = await call(z.object({ asset: managedAsset }), `${API}/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(edit),
  });
  return result.ok ? { ok: true, value: result.value.asset } : result;
}

export function deleteMedia(id: number): Promise<MediaResult<undefined>> {
  return call(z.undefined(), `${API}/${id}`, { method: 'DELETE' });
}

/** A small copy of a library image for the studio's lists: the route's 256 px width (an SVG as it is). */
export function thumbnailSrc(asset: Pick<ManagedAsset, 'filename' | 'content_type'>): string {
  return asset.content_type === 'image/svg+xml' ? asset.filename : `${asset.filename}?w=256&q=75`;
}

/** A focus point in percent of the image, from Storyblok's `x1xy1:x2xy2` in pixels (null when unset). */
export function focusPercent(asset: Pick<ManagedAsset, 'focus' | 'width' | 'height'>): { x: number; y: number } | null {
  const match = /^(\d+)x(\d+):(\d+)x(\d+)$/.exec(asset.focus ?? '');
  if (!match) return null;
  const [x1, y1, x2, y2] = match.slice(1).map(Number) as [number, number, number, number];
  return { x: Math.round(((x1 + x2) / 2 / asset.width) * 100), y: Math.round(((y1 + y2) / 2 / asset.height) * 100) };
}

/** Storyblok's focus string for a point given in percent: a one-pixel rectangle inside the image. */
export function focusFromPercent(x: number, y: number, width: number, height: number): string {
  const px = Math.min(width - 1, Math.max(0, Math.round((x / 100) * width)));
  const py = Math.min(height - 1, Math.max(0, Math.round((y / 100) * height)));
  return `${px}x${py}:${px + 1}x${py + 1}`;
}
