import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { formatLongDate } from '@/site/ui/format-date';

const day = (value: string) => formatLongDate(`${value.slice(0, 10)}T12:00:00Z`) ?? value;

/** One exceptional closure; location pages list the coming ones under the hours (see site/locations/opening-hours). */
export function ClosureBlock({ block }: BlockProps<'closure'>) {
  const from = day(block.from_date);
  const dates =
    block.to_date && block.to_date !== block.from_date
      ? t('location.hours.closureDays', { from, to: day(block.to_date) })
      : from;
  return (
    <p>
      {dates}
      {block.reason && `\u202F: ${block.reason}`}
    </p>
  );
}
