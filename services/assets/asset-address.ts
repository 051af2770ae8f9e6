/**
 * A library image's public address: `/medias/{id}/{width}x{height}/{hash}/{name}`. Like Storyblok's
 * (`/f/{space}/{width}x{height}/{hash}/{name}`): the size in the path lets a block lay the image out before it
 * loads (site/ui/asset-dimensions.ts reads it), and the first characters of the stored bytes' SHA-256 make the
 * address change whenever the bytes do, so every answer is cached for a year (`immutable`). Pure: the studio,
 * the route and the where-used scan share it.
 */
export const MEDIA_PATH_PREFIX = '/medias/';
const HASH_LENGTH = 16;

export type AssetAddressParts = { id: number; width: number; height: number; sha256: string; filename: string };

export function assetPath({ id, width, height, sha256, filename }: AssetAddressParts): string {
  return `${MEDIA_PATH_PREFIX}${id}/${width}x${height}/${sha256.slice(0, HASH_LENGTH)}/${encodeURIComponent(filename)}`;
}

/** The start of every address of an asset, whatever its hash or name: what the where-used scan looks for. */
export function assetPathPrefix(id: number): string {
  return `${MEDIA_PATH_PREFIX}${id}/`;
}

export type ParsedAssetPath = { id: number; hash: string };

/** PostgreSQL's largest `serial`: a larger id would be a database error (a 500), not « no such image ». */
const MAX_ID = 2_147_483_647;

/** An id as an address or the API writes it, or null. */
export function parseAssetId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** The id and hash of a `/medias/…` path's segments (after `/medias/`), or null for any other shape. */
export function parseAssetSegments(segments: readonly string[]): ParsedAssetPath | null {
  if (segments.length !== 4) return null;
  const [id, size, hash, name] = segments as [string, string, string, string];
  const parsed = parseAssetId(id);
  if (parsed === null || !/^\d{1,5}x\d{1,5}$/.test(size)) return null;
  if (!new RegExp(`^[0-9a-f]{${HASH_LENGTH}}$`).test(hash) || name.length === 0 || name.length > 200) return null;
  return { id: parsed, hash };
}

/** Whether a stored hash is the one an address carries. */
export function hashMatches(sha256: string, hash: string): boolean {
  return sha256.slice(0, HASH_LENGTH) === hash;
}

/**
 * A file name safe in an address and on any disk: the name the editor's file had, without accents, spaces or
 * anything but letters, digits, `-` and `_`, with the extension of what is actually stored.
 */
export function storedFilename(original: string, extension: string): string {
  const base = original
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'image'}.${extension}`;
}

/** A focus point as Storyblok writes it: `x1xy1:x2xy2`, a small rectangle in image pixels. */
export const FOCUS_PATTERN = /^(\d{1,5})x(\d{1,5}):(\d{1,5})x(\d{1,5})$/;

/** Whether a focus point lies inside an image of that size. */
export function focusFits(focus: string, width: number, height: number): boolean {
  const match = FOCUS_PATTERN.exec(focus);
  if (!match) return false;
  const [x1, y1, x2, y2] = match.slice(1).map(Number) as [number, number, number, number];
  return x1 <= x2 && y1 <= y2 && x2 <= width && y2 <= height;
}
