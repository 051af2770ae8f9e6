import type { ImageLoader } from 'next/image';

/** The « Médiathèque »'s addresses (services/assets/asset-address.ts): resized by their own route, not by /_next/image. */
const MEDIA_PREFIX = '/medias/';

export function isMediaAddress(src: string): boolean {
  return src.startsWith(MEDIA_PREFIX) && !/\.svg$/i.test(src);
}

/**
 * next/image's loader for a library image: the route makes each width of next/image's srcset itself
 * (app/medias/, services/assets/serve-asset.ts), in AVIF or WebP by Accept, cached for a year, so the image
 * optimiser never fetches and keeps a second copy.
 */
export const mediaLoader: ImageLoader = ({ src, width, quality }) => `${src}?w=${width}&q=${quality ?? 75}`;
