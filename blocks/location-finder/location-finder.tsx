import type { BlockProps } from '@/blocks/block-context';
import { MAKE_NAMES } from '@/services/stock/stock-vocabulary';
import { locationBrands } from '@/services/locations/location';
import { LOCATION_SEARCH_PARAM } from '@/services/locations/location-search';
import { t } from '@/i18n/translate';
import { loadDealerships } from '@/services/locations/load-locations';
import type { FinderItem } from '@/site/locations/location-finder';
import { LocationFinder } from '@/site/locations/location-parts';
import { locationHref } from '@/site/locations/location-href';
import { LocationsMap } from '@/site/locations/locations-map';
import { openingStatusLabels } from '@/site/locations/opening-status-labels';
import { compactSchedule } from '@/site/locations/compact-schedule';
import { locationPin } from '@/site/locations/static-locations-map';
import { Section } from '@/site/ui/section';
import styles from './location-finder.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/** The dealerships on a map, with a search by name, town, postcode or brand (`?q=` without JavaScript). */
export async function LocationFinderBlock({ block, context }: BlockProps<'location_finder'>) {
  const dealerships = await loadDealerships(context.version);
  const raw = context.searchParams[LOCATION_SEARCH_PARAM];
  const initialQuery = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 100) ?? '';
  const items: FinderItem[] = dealerships.map((l) => ({
    slug: l.slug,
    name: l.name,
    address: l.address,
    phone: l.phone,
    brandsSold: l.brandsSold,
    brandsServiced: l.brandsServiced,
    href: locationHref(l.slug),
    brandNames: locationBrands(l)
      .map((brand) => MAKE_NAMES[brand])
      .join(', '),
    showroom: compactSchedule(l.showroom),
  }));
  return (
    <Section
      title={block.title || t('location.finder.title')}
      titleId={blockDomId('location-finder', block._uid)}
      intro={block.intro}
    >
      <div className={styles.layout}>
        <LocationFinder
          items={items}
          initialQuery={initialQuery}
          action={context.path}
          labels={{
            searchLabel: t('location.finder.searchLabel'),
            placeholder: t('location.finder.placeholder'),
            submit: t('location.finder.submit'),
            reset: t('location.finder.reset'),
            noResult: t('location.finder.noResult'),
            results: t('location.finder.results', { count: '{count}' }),
            view: t('location.finder.view'),
            showroom: t('location.hours.showroom'),
            status: openingStatusLabels(),
          }}
        />
        <LocationsMap
          pins={dealerships.map((l) => locationPin(l, locationHref(l.slug)))}
          label={t('location.finder.mapLabel')}
        />
      </div>
    </Section>
  );
}
