import type { CSSProperties } from 'react';
import type { StoryblokAsset } from '@/vocabulary/block-types';
import { OptimisedImg } from './optimised-img';
import { assetAlt, assetDimensions, assetObjectPosition, isSvgAsset } from './asset-dimensions';

export type AssetImageProps = {
  asset: StoryblokAsset | null | undefined;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes?: string;
  /** The page's LCP image (the hero): preloaded and fetched eagerly. */
  priority?: boolean;
  className?: string;
  /** Size to use when neither the filename nor the asset says; defaults to 1200×800. */
  fallbackSize?: { width: number; height: number };
};

const DEFAULT_SIZE = { width: 1200, height: 800 };

/**
 * A Storyblok asset through next/image's `<img>` (OptimisedImg): intrinsic width/height from the asset URL (no layout shift),
 * alt text from the asset, the focal point as object-position, SVGs served unoptimised.
 * Renders nothing when the asset field is empty.
 * Remote Storyblok images need `images.remotePatterns` for `a.storyblok.com` in next.config.
 */
export function AssetImage({
  asset,
  sizes = '100vw',
  priority = false,
  className,
  fallbackSize = DEFAULT_SIZE,
}: AssetImageProps) {
  if (!asset?.filename) return null;
  const dimensions = assetDimensions(asset);
  const { width, height } = dimensions ?? fallbackSize;
  const objectPosition = assetObjectPosition(asset, dimensions);
  const style: CSSProperties | undefined = objectPosition ? { objectPosition } : undefined;

  return (
    <OptimisedImg
      src={asset.filename}
      alt={assetAlt(asset)}
      width={width}
      height={height}
      sizes={sizes}
      preload={priority}
      unoptimized={isSvgAsset(asset.filename)}
      className={className}
      style={style}
    />
  );
}
