import type { BlockProps } from '@/registry/types';
import { DEFAULT_LEASE_SORT, LEASE_LIST_PARAMS, LEASE_SORTS, parseLeaseListParams, selectLeaseOffers, type LeaseListQuery } from '@/services/leases/lease-list-query';
import type { Fuel, Make } from '@/services/stock/stock-vocabulary';
import { StockFilterForm } from '@/blocks/stock-list/stock-filter-form';
import { t } from '@/site/i18n/translate';
import { LeaseCard } from '@/site/leases/lease-card';
import { loadLeaseOffers } from '@/site/leases/load-lease-offers';
import { AppLink } from '@/site/ui/app-link';
import { Button } from '@/site/ui/button';
import { Section } from '@/site/ui/section';
import { fuelLabel } from '@/site/vehicles/vehicle-format';
import { BRAND_NAMES } from '@/site/vehicles/vehicle-model';
import styles from './lease-list.module.css';

/**
 * The lease offers as cards, cheapest first: a GET form filters them by brand and fuel and sorts them
 * by monthly amount (`?brand=kia&fuel=electric&sort=price_desc`; unknown values are ignored). The form
 * works without JavaScript; with it, each change updates the list in place. Editors may fix a brand,
 * cap the number of offers and hide the filters; `business` lists lead with amounts excl. VAT.
 */
export async function LeaseListBlock({ block, context }: BlockProps<'lease_list'>) {
  const all = await loadLeaseOffers(context.preview ? 'draft' : 'published');
  const query = parseLeaseListParams(context.searchParams);
  const preset = { brand: block.preset_brand || undefined, limit: Number(block.limit) || undefined };
  const { offers, brands, fuels, brand, fuel } = selectLeaseOffers(all, query, preset);
  const audience = block.audience === 'business' ? 'business' : 'private';
  const filtered = Boolean((brand && !preset.brand) || fuel);
  const titleId = `lease-list-${block._uid}`;

  return (
    <Section title={block.title} titleId={titleId} width="wide">
      <div className={styles.layout}>
        {block.show_filters === false ? null : (
          <StockFilterForm action={context.path} paramOrder={LEASE_LIST_PARAMS} defaultSort={DEFAULT_LEASE_SORT} className={styles.filters}>
            <FilterFields query={{ brand, fuel, sort: query.sort }} brands={preset.brand ? [] : brands} fuels={fuels} uid={block._uid} />
          </StockFilterForm>
        )}
        <div className={styles.summary}>
          <p className={styles.count} role="status">
            {t('lease.list.count', { count: offers.length })}
          </p>
          {filtered && offers.length > 0 ? (
            <AppLink href={context.path} className={styles.reset} scroll={false}>
              {t('lease.list.reset')}
            </AppLink>
          ) : null}
        </div>
        {offers.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('lease.list.empty')}</p>
            <AppLink href={context.path} className={styles.reset} scroll={false}>
              {t('lease.list.reset')}
            </AppLink>
          </div>
        ) : (
          <ul role="list" className={styles.grid}>
            {offers.map((offer, index) => (
              <li key={offer.slug}>
                <LeaseCard offer={offer} audience={audience} priority={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

function FilterFields({ query, brands, fuels, uid }: { query: LeaseListQuery; brands: Make[]; fuels: Fuel[]; uid: string }) {
  const id = (name: string) => `lease-${name}-${uid}`;
  return (
    <>
      <h3 className="visually-hidden">{t('lease.list.filters')}</h3>
      {brands.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor={id('brand')} className={styles.label}>
            {t('lease.list.brand')}
          </label>
          <select id={id('brand')} name="brand" defaultValue={query.brand ?? ''} className={styles.select}>
            <option value="">{t('lease.list.allBrands')}</option>
            {brands.map((brand) => (
              <option key={brand} value={brand}>
                {BRAND_NAMES[brand]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {fuels.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor={id('fuel')} className={styles.label}>
            {t('lease.list.fuel')}
          </label>
          <select id={id('fuel')} name="fuel" defaultValue={query.fuel ?? ''} className={styles.select}>
            <option value="">{t('lease.list.allFuels')}</option>
            {fuels.map((fuel) => (
              <option key={fuel} value={fuel}>
                {fuelLabel(fuel)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={id('sort')} className={styles.label}>
          {t('lease.list.sort')}
        </label>
        <select id={id('sort')} name="sort" defaultValue={query.sort} className={styles.select}>
          {LEASE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`lease.list.sortOption.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" iconPosition="none" className={styles.apply}>
        {t('lease.list.apply')}
      </Button>
    </>
  );
}
