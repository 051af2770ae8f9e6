import type { Database } from '@/db/client';
import { hashMatches, parseAssetSegments } from './asset-address';
import { findAsset } from './asset-library';
import type { AssetStorage } from './asset-storage';
import {
  renderVariant,
  VARIANT_CONTENT_TYPES,
  variantFormat,
  variantKey,
  variantQuality,
  variantWidth,
} from './asset-variants';

/** The address holds the content's hash: what it answers never changes (next/image's own lifetime for hashed files). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG opened on its own address runs no script and loads nothing, whatever slipped past the upload's check. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * `GET /medias/{id}/{w}x{h}/{hash}/{name}?w=&q=`: a library image resized to a width next/image asks for, in
 * the best format the browser accepts (`Vary: Accept`), cached for a year. Never the stored bytes of a raster
 * image: an address without `w` gets the default width. Each variant is encoded once and kept beside the image
 * in the storage, so a second instance or a restart does not encode it again. An SVG (checked at upload) is sent
 * as stored, with a policy that forbids it any script.
 */
export async function assetAnswer(
  { db, storage }: { db: Database; storage: AssetStorage },
  segments: readonly string[],
  { search, accept }: { search: URLSearchParams; accept: string | null },
): Promise<Response> {
  const parsed = parseAssetSegments(segments);
  if (!parsed) return notFound();
  const asset = await findAsset(db, parsed.id);
  if (!asset || !hashMatches(asset.sha256, parsed.hash)) return notFound();

  if (asset.contentType === 'image/svg+xml') {
    const svg = await storage.get(asset.storageKey);
    if (!svg) return notFound();
    return new Response(new Uint8Array(svg), {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': IMMUTABLE,
        'Content-Security-Policy': SVG_POLICY,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }

  const width = variantWidth(search.get('w'));
  const quality = variantQuality(search.get('q'));
  if (width === null || quality === null) {
    return new Response('Bad image width or quality', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const format = variantFormat(accept, asset.contentType);
  const key = variantKey(asset.storageKey, width, quality, format);
  let variant = await storage.get(key);
  if (!variant) {
    const stored = await storage.get(asset.storageKey);
    if (!stored) return notFound();
    variant = await renderVariant(stored, { width, quality, format });
    await storage.put(key, variant, VARIANT_CONTENT_TYPES[format]);
  }
  return new Response(new Uint8Array(variant), {
    headers: {
      'Content-Type': VARIANT_CONTENT_TYPES[format],
      'Cache-Control': IMMUTABLE,
      Vary: 'Accept',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    },
  });
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}
