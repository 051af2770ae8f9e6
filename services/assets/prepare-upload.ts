import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { svgProblem } from './svg-safety';

/** A file above this is refused before it is decoded. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** 50 megapixels: a full-frame camera's largest photo; a « decompression bomb » stops there (sharp's limitInputPixels). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** What the library keeps: the bytes to store (re-encoded, no metadata) and what they are. */
export type PreparedImage = {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/svg+xml';
  extension: 'jpg' | 'png' | 'webp' | 'avif' | 'svg';
  width: number;
  height: number;
  sha256: string;
};

export type UploadRefusal =
  | { reason: 'too-large' }
  | { reason: 'too-many-pixels' }
  | { reason: 'unsupported' }
  | { reason: 'unreadable' }
  | { reason: 'svg-unreadable' }
  | { reason: 'svg-active'; what: string };

export type PreparedUpload = { ok: true; image: PreparedImage } | ({ ok: false } & UploadRefusal);

type RasterFormat = 'jpeg' | 'png' | 'webp' | 'avif';
const RASTER: Record<RasterFormat, Pick<PreparedImage, 'contentType' | 'extension'>> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  avif: { contentType: 'image/avif', extension: 'avif' },
};

/**
 * An uploaded file made safe to keep: its type read from its bytes (never its name or the browser's word),
 * its size and pixel count within the limits, turned upright per its EXIF orientation and encoded again, which
 * drops every metadata (EXIF with GPS, XMP, IPTC, comments) since sharp writes none unless asked. An SVG is kept
 * as sent only when it has no active content (svg-safety.ts).
 */
export async function prepareUpload(bytes: Buffer): Promise<PreparedUpload> {
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: 'too-large' };
  if (bytes.length === 0) return { ok: false, reason: 'unsupported' };
  if (looksLikeSvg(bytes)) return prepareSvg(bytes);

  const format = await rasterFormat(bytes);
  if (format === 'unreadable' || format === null) return { ok: false, reason: format ?? 'unsupported' };
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  if (width * height > MAX_INPUT_PIXELS) return { ok: false, reason: 'too-many-pixels' };
  try {
    // limitInputPixels again: the metadata's size is the header's word; the decoder holds to the limit.
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 90, mozjpeg: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : format === 'webp'
            ? pipeline.webp({ quality: 90 })
            : pipeline.avif({ quality: 70 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      image: { data, ...RASTER[format], width: info.width, height: info.height, sha256: sha256(data) },
    };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/** The raster format sharp finds in the bytes, null for another one (GIF, HEIC, TIFF…), or `unreadable`. */
async function rasterFormat(bytes: Buffer): Promise<RasterFormat | null | 'unreadable'> {
  try {
    const { format, compression } = await sharp(bytes).metadata();
    if (format === 'jpeg' || format === 'png' || format === 'webp') return format;
    // AVIF is HEIF with AV1 inside; HEIC (HEVC inside) is not for the web.
    if (format === 'heif') return compression === 'av1' ? 'avif' : null;
    return null;
  } catch (error) {
    // Bytes of no image format sharp knows are « not an image »; a known format that fails to parse is broken.
    return /unsupported image format/i.test(String(error)) ? null : 'unreadable';
  }
}

function prepareSvg(bytes: Buffer): PreparedUpload {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const problem = svgProblem(text);
  if (problem)
    return problem.kind === 'active'
      ? { ok: false, reason: 'svg-active', what: problem.what }
      : { ok: false, reason: 'svg-unreadable' };
  const size = svgSize(text);
  return {
    ok: true,
    image: { data: bytes, contentType: 'image/svg+xml', extension: 'svg', ...size, sha256: sha256(bytes) },
  };
}

/** Text starting with markup (an XML declaration, a comment, a doctype or <svg) that names an <svg> element. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}

/** The drawing's size from width/height, else its viewBox, else 300×150 (a browser's default for a replaced element). */
function svgSize(text: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const number = (name: string) => {
    const value = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(?:px)?\\s*["']`, 'i').exec(tag)?.[1];
    return value ? Math.round(Number(value)) : 0;
  };
  const width = number('width');
  const height = number('height');
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(tag);
  if (box) return { width: Math.max(1, Math.round(Number(box[1]))), height: Math.max(1, Math.round(Number(box[2]))) };
  return { width: 300, height: 150 };
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
