import type { BlockProps } from '@/blocks/block-context';
import { locationEmployees, type Employee } from '@/services/locations/location';
import { isMake, type Make } from '@/services/stock/stock-vocabulary';
import { t } from '@/i18n/translate';
import { AdvisersList } from '@/site/locations/advisers-list';
import { loadLocation, loadDealerships } from '@/services/locations/load-locations';
import { Section } from '@/site/ui/section';
import { blockDomId } from '@/blocks/block-dom-id';

const asMake = (value: string | undefined): Make | null => (isMake(value) ? value : null);

/**
 * Advisers of a site (the editor's choice or the page's), or of every dealership; only a brand's when the
 * block or the page names one (brand pages, brand-prefixed location pages).
 */
export async function AdvisersBlock({ block, context }: BlockProps<'advisers'>) {
  const { version } = context;
  const chosen = typeof block.location === 'string' ? block.location : undefined;
  const pageLocation = context.subject.kind === 'location' ? context.subject : null;
  const locations = chosen
    ? [await loadLocation(chosen, version)].filter((l) => l !== null)
    : pageLocation
      ? [pageLocation.location]
      : await loadDealerships(version);
  const brand =
    asMake(block.brand) ?? pageLocation?.brand ?? context.brand ?? asMake(context.story.fullSlug.split('/')[0]);
  const team = block.team === 'sales' || block.team === 'after_sales' ? block.team : null;
  const seen = new Set<string>();
  const employees: Employee[] = locations
    .flatMap((location) => locationEmployees(location, { brand, team }))
    .filter((e) => !seen.has(e.name) && seen.add(e.name));
  if (employees.length === 0) return null;
  return (
    <Section title={block.title || t('location.advisers.title')} titleId={blockDomId('advisers', block._uid)}>
      <AdvisersList employees={employees} />
    </Section>
  );
}
