import type { PageSubject } from '@/blocks/page-subject';
import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { loadLocation } from '@/services/locations/load-locations';
import { OpeningHours } from '@/site/locations/opening-hours';
import { Section } from '@/site/ui/section';
import { blockDomId } from '@/blocks/block-dom-id';

/** The site a page is about: the site of a location page, the dealership of a vehicle. */
function subjectLocation(subject: PageSubject) {
  if (subject.kind === 'location') return subject.location;
  if (subject.kind === 'vehicle') return subject.dealership;
  return null;
}

/**
 * A site's opening hours with the live status: the site chosen by the editor, or the one the page is about
 * (a location page, or the dealership of the vehicle on a vehicle page).
 */
export async function OpeningHoursBlock({ block, context }: BlockProps<'opening_hours'>) {
  const { version } = context;
  const chosen = typeof block.location === 'string' ? block.location : undefined;
  const location = chosen ? await loadLocation(chosen, version) : subjectLocation(context.subject);
  if (!location) return null;
  return (
    <Section title={block.title || t('location.hours.title')} titleId={blockDomId('opening-hours', block._uid)}>
      <OpeningHours location={location} show={block.show || 'both'} />
    </Section>
  );
}
