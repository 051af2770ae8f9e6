import type { BlockProps } from '@/blocks/block-context';
import { isMake } from '@/services/stock/stock-vocabulary';
import { AdvisersList } from '@/site/locations/advisers-list';

/** One person of a site's team; location pages and the advisers block list them together. */
export function EmployeeBlock({ block }: BlockProps<'employee'>) {
  const brands = (block.brands ?? []).filter(isMake);
  const photo = block.photo?.filename ? { src: block.photo.filename, alt: block.photo.alt ?? '' } : null;
  return (
    <AdvisersList
      employees={[
        {
          name: block.name,
          role: block.role,
          team: block.team,
          photo,
          phone: block.phone || null,
          email: block.email || null,
          brands,
        },
      ]}
    />
  );
}
