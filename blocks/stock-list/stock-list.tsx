import type { BlockProps } from '@/blocks/block-context';
import type { StockResult } from '@/services/stock/search-stock';
import { searchStockCached } from '@/services/stock/search-stock-cached';
import { DEFAULT_SORT, PARAM_ORDER, stockQueryString, type StockQuery } from '@/services/stock/stock-query';
import { isMake } from '@/services/stock/stock-vocabulary';
import { alertFilters } from '@/services/stock-alerts/alert-filters';
import { newAlertPath } from '@/services/stock-alerts/alert-link';
import { stockAlertsEnabled } from '@/services/stock-alerts/alert-settings';
import { t } from '@/i18n/translate';
import { ActiveFilterChips, type FilterChip } from '@/site/ui/form/active-filter-chips';
import { FilterForm, FilterSheet } from '@/site/ui/form/filter-form-parts';
import { Button } from '@/site/ui/button';
import { AnnouncedText } from '@/site/ui/live-announcer';
import { Pagination } from '@/site/ui/pagination';
import { Section } from '@/site/ui/section';
import { StockCard } from '@/site/vehicles/stock-card';
import { BRAND_NAMES } from '@/site/vehicles/vehicle-model';
import { keywordChipLabel, rangeChipLabel, seatsChipLabel, type RangeKind } from './stock-chip-labels';
import { modelName, StockFilterFields } from './stock-filter-fields';
import cardGrid from '@/site/ui/card-grid.module.css';
import styles from './stock-list.module.css';
import { presetFilters, stockDefaults, stockQueryFor, visitorQueryOf } from './stock-query-for-block';
import { blockDomId } from '@/blocks/block-dom-id';

/** Parameters the filter form writes (paging restarts at page 1 on every change). */
const FORM_PARAMS = PARAM_ORDER.filter((name) => name !== 'page');

/**
 * The stock search: a GET form of filters with facet counts, removable chips, the result count,
 * vehicle cards and real paging links. The URL is the state; editors fix presets in the block.
 * Results come first: on small screens the filters are a sheet behind a `Filtrer (n)` button, on large
 * ones a side column that stays in view; a skip link leads past them. The count is announced after each
 * change (the site's live region: this block is replaced by every new address).
 */
export async function StockListBlock({ block, context }: BlockProps<'stock_list'>) {
  const query = stockQueryFor(block, context.searchParams);
  const preset = presetFilters(block);
  const result = await searchStockCached(query);
  const defaults = stockDefaults(block);
  const visitorQuery = visitorQueryOf(block, query);
  const href = (changes: Partial<StockQuery>) =>
    context.path + stockQueryString({ ...visitorQuery, page: 1, ...changes }, defaults);
  const chips = activeChips(visitorQuery, result, href);
  const titleId = blockDomId('stock', block._uid);
  const resultsId = blockDomId('stock-results', block._uid);
  const showFilters = block.show_filters !== false;
  const count = t('stock.results', { count: result.total });
  // With filters chosen and e-mail configured: an alert on this search (presets included, sort and page not).
  const alertHref =
    chips.length > 0 && stockAlertsEnabled()
      ? newAlertPath(alertFilters(new URLSearchParams(stockQueryString({ ...query, sort: undefined, page: 1 }))))
      : null;

  return (
    <Section title={block.title} titleId={titleId} width="wide">
      <div className={styles.layout} data-filters={showFilters ? 'shown' : 'hidden'}>
        {showFilters ? (
          <>
            <a href={`#${resultsId}`} className={styles.skip}>
              {t('stock.skipToResults')}
            </a>
            <FilterSheet
              id={blockDomId('stock-filters', block._uid)}
              openLabel={
                chips.length > 0 ? t('stock.openFiltersCount', { count: chips.length }) : t('stock.openFilters')
              }
              title={t('stock.filters')}
              closeLabel={t('stock.closeFilters')}
              className={styles.filters}
            >
              <FilterForm
                action={context.path}
                paramOrder={FORM_PARAMS}
                defaults={{ sort: block.default_sort || DEFAULT_SORT }}
                className={styles.form}
              >
                <StockFilterFields
                  query={query}
                  preset={preset}
                  result={result}
                  searchButtonId={blockDomId('stock-search', block._uid)}
                />
              </FilterForm>
            </FilterSheet>
          </>
        ) : null}
        <div className={styles.results} id={resultsId} tabIndex={-1}>
          <div className={styles.summary}>
            <AnnouncedText announceKey={`${titleId}-count`} className={styles.count}>
              {count}
            </AnnouncedText>
            <ActiveFilterChips chips={chips} clearHref={context.path} clearLabel={t('stock.reset')} />
            {alertHref ? (
              <p className={styles.alert}>
                <Button href={alertHref} variant="secondary" size="small" icon="mail">
                  {t('stockAlerts.create')}
                </Button>
                <span className={styles.alertHint}>{t('stockAlerts.createHint')}</span>
              </p>
            ) : null}
          </div>
          {result.vehicles.length === 0 ? (
            <p className={styles.empty}>{t('stock.noResults')}</p>
          ) : (
            <ul role="list" className={cardGrid.grid}>
              {result.vehicles.map((vehicle, index) => (
                <li key={vehicle.id}>
                  <StockCard vehicle={vehicle} priority={context.leads === true && index < 2} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={result.page}
            pages={result.pages}
            href={(page) => href({ page })}
            labels={{
              nav: t('stock.pagination'),
              previous: t('stock.previous'),
              next: t('stock.next'),
              page: (page) => t('stock.goToPage', { page }),
            }}
          />
        </div>
      </div>
    </Section>
  );
}

function activeChips(
  q: Partial<StockQuery>,
  result: StockResult,
  href: (changes: Partial<StockQuery>) => string,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (q.q) chips.push({ key: 'q', label: keywordChipLabel(q.q), href: href({ q: undefined }) });
  if (q.brand)
    chips.push({
      key: 'brand',
      label: isMake(q.brand) ? BRAND_NAMES[q.brand] : q.brand,
      href: href({ brand: undefined, model: undefined }),
    });
  if (q.model) chips.push({ key: 'model', label: modelName(result, q.model), href: href({ model: undefined }) });
  if (q.condition)
    chips.push({ key: 'condition', label: t(`condition.${q.condition}`), href: href({ condition: undefined }) });
  if (q.category)
    chips.push({ key: 'category', label: t(`quickEntries.${q.category}`), href: href({ category: undefined }) });
  if (q.transmission)
    chips.push({
      key: 'transmission',
      label: t(`transmission.${q.transmission}`),
      href: href({ transmission: undefined }),
    });
  for (const fuel of q.fuel ?? [])
    chips.push({
      key: `fuel-${fuel}`,
      label: t(`fuel.${fuel}`),
      href: href({ fuel: q.fuel?.filter((f) => f !== fuel) }),
    });
  for (const kind of q.hybrid ?? [])
    chips.push({
      key: `hybrid-${kind}`,
      label: t(`hybridKind.${kind}`),
      href: href({ hybrid: q.hybrid?.filter((k) => k !== kind) }),
    });
  for (const body of q.body ?? [])
    chips.push({
      key: `body-${body}`,
      label: t(`body.${body}`),
      href: href({ body: q.body?.filter((b) => b !== body) }),
    });
  for (const d of q.dealership ?? [])
    chips.push({
      key: `dealership-${d}`,
      label: t(`dealership.${d}`),
      href: href({ dealership: q.dealership?.filter((x) => x !== d) }),
    });
  if (q.seats !== undefined)
    chips.push({ key: 'seats', label: seatsChipLabel(q.seats), href: href({ seats: undefined }) });
  const range = (key: RangeKind, min: number | undefined, max: number | undefined, clear: Partial<StockQuery>) => {
    const label = rangeChipLabel(key, min, max);
    if (label) chips.push({ key, label, href: href(clear) });
  };
  range('price', q.priceMin, q.priceMax, { priceMin: undefined, priceMax: undefined });
  range('mileage', q.mileageMin, q.mileageMax, { mileageMin: undefined, mileageMax: undefined });
  range('year', q.yearMin, q.yearMax, { yearMin: undefined, yearMax: undefined });
  return chips;
}
