import type { BlockProps } from '@/blocks/block-context';
import {
  DEFAULT_LEASE_SORT,
  LEASE_LIST_PARAMS,
  LEASE_SORTS,
  parseLeaseListParams,
  selectLeaseOffers,
  type LeaseListQuery,
} from '@/services/leases/lease-list-query';
import type { Fuel, Make } from '@/services/stock/stock-vocabulary';
import { t } from '@/i18n/translate';
import { LeaseCard } from '@/site/leases/lease-card';
import { loadLeaseOffers } from '@/services/leases/load-lease-offers';
import { AppLink } from '@/site/ui/app-link';
import { Button } from '@/site/ui/button';
import { FilterForm } from '@/site/ui/form/filter-form-parts';
import { countedOptions } from '@/site/ui/form/form-option';
import { SelectField } from '@/site/ui/form/select-field';
import { Section } from '@/site/ui/section';
import { fuelLabel } from '@/site/vehicles/vehicle-format';
import { BRAND_NAMES } from '@/site/vehicles/vehicle-model';
import cardGrid from '@/site/ui/card-grid.module.css';
import filterStyles from '@/site/ui/list-filters.module.css';
import styles from './lease-list.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/**
 * The lease offers as cards, cheapest first: a GET form filters them by brand and fuel and sorts them
 * by monthly amount (`?brand=kia&fuel=electric&sort=price_desc`; unknown values are ignored). The form
 * works without JavaScript; with it, each change updates the list in place. Editors may fix a brand,
 * cap the number of offers and hide the filters; `business` lists lead with amounts excl. VAT.
 */
export async function LeaseListBlock({ block, context }: BlockProps<'lease_list'>) {
  const all = await loadLeaseOffers(context.version);
  const query = parseLeaseListParams(context.searchParams);
  const preset = { brand: block.preset_brand || undefined, limit: Number(block.limit) || undefined };
  const { offers, brands, fuels, brand, fuel } = selectLeaseOffers(all, query, preset);
  const audience = block.audience === 'business' ? 'business' : 'private';
  const filtered = Boolean((brand && !preset.brand) || fuel);
  const titleId = blockDomId('lease-list', block._uid);

  return (
    <Section title={block.title} titleId={titleId} width="wide">
      <div className={filterStyles.layout}>
        {block.show_filters === false ? null : (
          <FilterForm
            action={context.path}
            paramOrder={LEASE_LIST_PARAMS}
            defaults={{ sort: DEFAULT_LEASE_SORT }}
            className={filterStyles.filters}
          >
            <FilterFields query={{ brand, fuel, sort: query.sort }} brands={preset.brand ? [] : brands} fuels={fuels} />
          </FilterForm>
        )}
        <div className={filterStyles.summary}>
          <p className={filterStyles.count} role="status">
            {t('lease.list.count', { count: offers.length })}
          </p>
          {filtered && offers.length > 0 ? (
            <AppLink href={context.path} className={filterStyles.reset} scroll={false}>
              {t('lease.list.reset')}
            </AppLink>
          ) : null}
        </div>
        {offers.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('lease.list.empty')}</p>
            <AppLink href={context.path} className={filterStyles.reset} scroll={false}>
              {t('lease.list.reset')}
            </AppLink>
          </div>
        ) : (
          <ul role="list" className={cardGrid.grid}>
            {offers.map((offer, index) => (
              <li key={offer.slug}>
                <LeaseCard offer={offer} audience={audience} priority={context.leads === true && index < 2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

/** Brand and fuel only when there is a choice to make; the sort always. */
function FilterFields({ query, brands, fuels }: { query: LeaseListQuery; brands: Make[]; fuels: Fuel[] }) {
  return (
    <>
      <h3 className="visually-hidden">{t('lease.list.filters')}</h3>
      {brands.length > 1 ? (
        <SelectField
          name="brand"
          label={t('lease.list.brand')}
          emptyOption={t('lease.list.allBrands')}
          options={countedOptions(brands, (brand) => BRAND_NAMES[brand])}
          defaultValue={query.brand ?? ''}
          className={filterStyles.field}
        />
      ) : null}
      {fuels.length > 1 ? (
        <SelectField
          name="fuel"
          label={t('lease.list.fuel')}
          emptyOption={t('lease.list.allFuels')}
          options={countedOptions(fuels, fuelLabel)}
          defaultValue={query.fuel ?? ''}
          className={filterStyles.field}
        />
      ) : null}
      <SelectField
        name="sort"
        label={t('lease.list.sort')}
        options={countedOptions(LEASE_SORTS, (sort) => t(`lease.list.sortOption.${sort}`))}
        defaultValue={query.sort}
        className={filterStyles.field}
      />
      <Button type="submit" variant="secondary" iconPosition="none" className={filterStyles.apply}>
        {t('lease.list.apply')}
      </Button>
    </>
  );
}
