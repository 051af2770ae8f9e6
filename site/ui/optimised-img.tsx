import { preload } from 'react-dom';
import type { ImageProps } from 'next/dist/shared/lib/get-img-props';
// next/image's `getImageProps` from its own module: `next/image` also exports the client `<Image>`, and a server
// component importing it puts next/image's client code on every page that shows an image (figures:
// docs/decisions/0013-client-bundles-and-page-weight.md).
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props';
import { isMediaAddress, mediaLoader } from './media-loader';

/**
 * The `<img>` next/image renders (srcset through the image optimiser, intrinsic size against layout shift, lazy
 * unless preloaded) without its client component. A preloaded image (the LCP) is hinted in the head with a high
 * fetch priority, as `<Image preload>` does.
 */
export function OptimisedImg(props: ImageProps & { alt: string }) {
  // A library image is resized by its own route (media-loader.ts).
  const loader =
    !props.loader && typeof props.src === 'string' && isMediaAddress(props.src) ? mediaLoader : props.loader;
  const { props: img } = getImageProps({
    ...props,
    loader,
    fetchPriority: props.preload ? 'high' : props.fetchPriority,
  });
  if (props.preload && typeof img.src === 'string') {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  // next/image hides the alt text of an image still loading with `color: transparent`; ours have their size
  // and no text shows while they load. Without it, each <img> is 26 bytes lighter in the HTML and the payload.
  const { style: withColor, ...rest } = img;
  const style = { ...withColor };
  delete style.color;
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props
  return <img {...rest} {...(Object.keys(style).length > 0 ? { style } : {})} alt={props.alt} />;
}
