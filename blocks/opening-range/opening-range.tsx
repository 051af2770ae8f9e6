import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';

/** One opening range; location pages render the ranges together as a table (see site/locations/opening-hours). */
export function OpeningRangeBlock({ block }: BlockProps<'opening_range'>) {
  return (
    <p>
      {t(`location.weekday.${block.day}`)}
      {'\u00A0'}: {t('location.hours.range', { opens: block.opens, closes: block.closes })}
    </p>
  );
}
