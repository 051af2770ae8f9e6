import type { BlockProps } from '@/blocks/block-context';
import { CommercialVersions } from '@/site/vehicles/commercial-versions';
import { blockDomId } from '@/blocks/block-dom-id';

/** One version of a van or pick-up; model pages show all versions in one table (see CommercialVersions). */
export function CommercialVersionBlock({ block }: BlockProps<'commercial_version'>) {
  return (
    <CommercialVersions versions={[block]} headingId={blockDomId('commercial-version', block._uid)} headingLevel={3} />
  );
}
