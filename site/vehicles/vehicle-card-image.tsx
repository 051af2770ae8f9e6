import card from '@/site/ui/linked-card.module.css';
import { OptimisedImg } from '@/site/ui/optimised-img';
import { isOptimisableImage } from './vehicle-image-source';
import styles from './vehicle-card-image.module.css';

export type CardImage = { url: string; alt: string; width: number; height: number };

/**
 * A vehicle card's photo box (3:2), SVG illustrations unoptimised; lazy unless it is among the first cards of a
 * list a visitor sees first (`priority`, hinted in the head). Only there: React hints an eager image before
 * the stylesheets, and over HTTP/1.1 (six connections per host) the first two photos of /private-lease's
 * list, under its hero, made its last stylesheet wait, and so the first paint (figures:
 * docs/decisions/0013-client-bundles-and-page-weight.md).
 */
export function VehicleCardImage({
  image,
  priority = false,
  fit = 'cover',
}: {
  image: CardImage | null;
  priority?: boolean;
  fit?: 'cover' | 'contain';
}) {
  return (
    <div className={`${card.media} ${styles.media}`}>
      {image ? (
        <OptimisedImg
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="(min-width: 80rem) 25vw, (min-width: 40rem) 50vw, 100vw"
          className={fit === 'contain' ? styles.contain : undefined}
          unoptimized={!isOptimisableImage(image.url)}
          preload={priority}
          loading={priority ? undefined : 'lazy'}
        />
      ) : null}
    </div>
  );
}
