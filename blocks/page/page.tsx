import type { BlockProps } from '@/blocks/block-context';
import { heroHasPicture } from '@/blocks/hero/hero';
import type { BlockMap } from '@/vocabulary/block-types';
import styles from './page.module.css';

type Body = BlockMap['page']['body'];

/**
 * A page story: its body blocks in order. No heading of its own: the first hero provides the h1.
 * SEO fields are read by the route's metadata, not rendered.
 */
export function PageBlock({ block, context }: BlockProps<'page'>) {
  const body = block.body;
  const leading = leadingBlock(body);
  if (
    body &&
    startsWithVehicleHead(body) &&
    context.subject.kind === 'vehicle' &&
    context.subject.vehicle.images.length
  ) {
    // The photos and the summary side by side on a wide screen, so that the price and the actions are on the
    // first screen; one after the other in reading order (photos, then the h1), as on a phone.
    return (
      <>
        <div className={styles.vehicleHead}>{context.renderBlocks(body.slice(0, 2), leading)}</div>
        {context.renderBlocks(body.slice(2))}
      </>
    );
  }
  return <>{context.renderBlocks(body, leading)}</>;
}

/**
 * The block a visitor sees first, whose pictures load before the others': a hero with its picture, the block
 * under a hero without one (the stock list under its title band), or the first block.
 */
function leadingBlock(body: Body): number {
  const first = body?.[0];
  return first?.component === 'hero' && !heroHasPicture(first) ? 1 : 0;
}

/** A vehicle page's head: its gallery, then its summary. */
function startsWithVehicleHead(body: NonNullable<Body>): boolean {
  return body[0]?.component === 'vehicle_gallery' && body[1]?.component === 'vehicle_summary';
}
