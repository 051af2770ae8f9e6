import type { BlockProps } from '@/registry/types';
import type { StockResult } from '@/services/stock/search-stock';
import { searchStockCached } from '@/services/stock/search-stock-cached';
import { DEFAULT_SORT, PARAM_ORDER, stockQueryString, type StockQuery } from '@/services/stock/stock-query';
import { BODIES, CATEGORIES, CONDITIONS, DEALERSHIPS, FUELS, SORTS, TRANSMISSIONS, type StockSort } from '@/services/stock/stock-vocabulary';
import { t, type MessageKey } from '@/site/i18n/translate';
import { AppLink } from '@/site/ui/app-link';
import { Button } from '@/site/ui/button';
import { Pagination } from '@/site/ui/pagination';
import { Section } from '@/site/ui/section';
import { StockCard } from '@/site/vehicles/stock-card';
import { isMake } from '@/services/stock/stock-vocabulary';
import { BRAND_NAMES } from '@/site/vehicles/vehicle-model';
import { StockFilterForm } from './stock-filter-form';
import styles from './stock-list.module.css';
import { presetFilters, stockQueryFor } from './stock-query-for-block';

type Chip = { key: string; label: string; href: string };

/**
 * The stock search: a GET form of filters with facet counts, removable chips, the result count,
 * vehicle cards and real paging links. The URL is the state; editors fix presets in the block.
 */
export async function StockListBlock({ block, context }: BlockProps<'stock_list'>) {
  const query = stockQueryFor(block, context.searchParams);
  const preset = presetFilters(block);
  const result = await searchStockCached(query);
  const defaults = { sort: (block.default_sort || undefined) as StockSort | undefined };
  // Links keep the visitor's filters but never repeat the presets (they apply anyway).
  const visitorQuery: Partial<StockQuery> = { ...query };
  for (const key of Object.keys(preset) as (keyof StockQuery)[]) delete visitorQuery[key];
  const href = (changes: Partial<StockQuery>) => context.path + stockQueryString({ ...visitorQuery, page: 1, ...changes }, defaults);
  const chips = activeChips(visitorQuery, result, href);
  const titleId = `stock-${block._uid}`;

  return (
    <Section title={block.title} titleId={titleId} width="wide">
      <div className={styles.layout} data-filters={block.show_filters === false ? 'hidden' : 'shown'}>
        {block.show_filters === false ? null : (
          <StockFilterForm
            action={context.path}
            paramOrder={PARAM_ORDER.filter((name) => name !== 'page')}
            defaultSort={block.default_sort || DEFAULT_SORT}
            className={styles.filters}
          >
            <FilterFields query={query} preset={preset} result={result} />
          </StockFilterForm>
        )}
        <div className={styles.results}>
          <div className={styles.summary}>
            <p className={styles.count} role="status">
              {t('stock.results', { count: result.total })}
            </p>
            {chips.length > 0 ? (
              <div className={styles.chips}>
                <h3 className="visually-hidden">{t('stock.activeFilters')}</h3>
                <ul role="list" className={styles.chipList}>
                  {chips.map((chip) => (
                    <li key={chip.key}>
                      <AppLink href={chip.href} className={styles.chip} aria-label={t('stock.removeFilter', { label: chip.label })} scroll={false}>
                        {chip.label} <span aria-hidden="true">×</span>
                      </AppLink>
                    </li>
                  ))}
                </ul>
                <AppLink href={context.path} className={styles.reset} scroll={false}>
                  {t('stock.reset')}
                </AppLink>
              </div>
            ) : null}
          </div>
          {result.vehicles.length === 0 ? (
            <p className={styles.empty}>{t('stock.noResults')}</p>
          ) : (
            <ul role="list" className={styles.grid}>
              {result.vehicles.map((vehicle, index) => (
                <li key={vehicle.id}>
                  <StockCard vehicle={vehicle} priority={index < 2} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={result.page}
            pages={result.pages}
            href={(page) => href({ ...query, ...visitorQuery, page })}
            labels={{ nav: t('stock.pagination'), previous: t('stock.previous'), next: t('stock.next'), page: (page) => t('stock.goToPage', { page }) }}
          />
        </div>
      </div>
    </Section>
  );
}

function activeChips(q: Partial<StockQuery>, result: StockResult, href: (changes: Partial<StockQuery>) => string): Chip[] {
  const chips: Chip[] = [];
  if (q.brand) chips.push({ key: 'brand', label: isMake(q.brand) ? BRAND_NAMES[q.brand] : q.brand, href: href({ brand: undefined, model: undefined }) });
  if (q.model) chips.push({ key: 'model', label: modelName(result, q.model), href: href({ model: undefined }) });
  if (q.condition) chips.push({ key: 'condition', label: t(`condition.${q.condition}`), href: href({ condition: undefined }) });
  if (q.category) chips.push({ key: 'category', label: t(`quickEntries.${q.category}`), href: href({ category: undefined }) });
  if (q.transmission) chips.push({ key: 'transmission', label: t(`transmission.${q.transmission}`), href: href({ transmission: undefined }) });
  for (const fuel of q.fuel ?? []) chips.push({ key: `fuel-${fuel}`, label: t(`fuel.${fuel}`), href: href({ fuel: q.fuel?.filter((f) => f !== fuel) }) });
  for (const body of q.body ?? []) chips.push({ key: `body-${body}`, label: t(`body.${body}`), href: href({ body: q.body?.filter((b) => b !== body) }) });
  for (const d of q.dealership ?? []) chips.push({ key: `dealership-${d}`, label: t(`dealership.${d}`), href: href({ dealership: q.dealership?.filter((x) => x !== d) }) });
  const range = (key: string, label: MessageKey, min?: number, max?: number, clear?: Partial<StockQuery>) => {
    if (min === undefined && max === undefined) return;
    const text = [min !== undefined ? `${t('stock.from')} ${min}` : '', max !== undefined ? `${t('stock.to')} ${max}` : ''].filter(Boolean).join(' ');
    chips.push({ key, label: `${t(label)} ${text}`, href: href(clear ?? {}) });
  };
  range('price', 'stock.price', q.priceMin, q.priceMax, { priceMin: undefined, priceMax: undefined });
  range('mileage', 'stock.mileage', q.mileageMin, q.mileageMax, { mileageMin: undefined, mileageMax: undefined });
  range('year', 'stock.year', q.yearMin, q.yearMax, { yearMin: undefined, yearMax: undefined });
  return chips;
}

// Visitor values (`?model=constructor`) must never reach Object.prototype: look up own keys only.
function modelName(result: StockResult, model: string): string {
  return Object.hasOwn(result.modelNames, model) ? result.modelNames[model]! : model;
}

function facetCount(counts: Record<string, number>, value: string): number {
  return Object.hasOwn(counts, value) ? counts[value]! : 0;
}

function label(text: string, count: number | undefined) {
  return t('stock.optionCount', { label: text, count: count ?? 0 });
}

function FilterFields({ query, preset, result }: { query: StockQuery; preset: Partial<StockQuery>; result: StockResult }) {
  const { facets } = result;
  const checkboxes = <V extends string>(name: string, legend: MessageKey, values: readonly V[], selected: V[] | undefined, text: (v: V) => string, counts: Record<string, number>) => (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t(legend)}</legend>
      {values.map((value) => {
        const checked = selected?.includes(value) ?? false;
        const count = facetCount(counts, value);
        return (
          <label key={value} className={styles.check}>
            <input type="checkbox" name={name} value={value} defaultChecked={checked} disabled={!checked && count === 0} />
            {label(text(value), count)}
          </label>
        );
      })}
    </fieldset>
  );
  const select = <V extends string>(name: string, labelKey: MessageKey, anyKey: MessageKey | null, values: readonly V[], selected: V | undefined, text: (v: V) => string, counts?: Record<string, number>) => (
    <div className={styles.field}>
      <label htmlFor={`stock-${name}`} className={styles.legend}>
        {t(labelKey)}
      </label>
      <select id={`stock-${name}`} name={name} defaultValue={selected ?? ''} className={styles.select}>
        {anyKey ? <option value="">{t(anyKey)}</option> : null}
        {values.map((value) => (
          <option key={value} value={value} disabled={counts ? value !== selected && facetCount(counts, value) === 0 : false}>
            {counts ? label(text(value), facetCount(counts, value)) : text(value)}
          </option>
        ))}
      </select>
    </div>
  );
  const range = (name: 'price' | 'mileage' | 'year', legend: MessageKey, min?: number, max?: number) => (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t(legend)}</legend>
      <div className={styles.range}>
        <label className={styles.rangeField}>
          <span>{t('stock.min')}</span>
          <input type="number" name={`${name}_min`} min={0} inputMode="numeric" defaultValue={min} className={styles.input} />
        </label>
        <label className={styles.rangeField}>
          <span>{t('stock.max')}</span>
          <input type="number" name={`${name}_max`} min={0} inputMode="numeric" defaultValue={max} className={styles.input} />
        </label>
      </div>
    </fieldset>
  );
  const brands = Object.keys(BRAND_NAMES) as (keyof typeof BRAND_NAMES)[];
  return (
    <>
      <h3 className={styles.filtersTitle}>{t('stock.filters')}</h3>
      {select('sort', 'stock.sort', null, SORTS, query.sort, (s) => t(`sort.${s}`))}
      {preset.brand ? null : select('brand', 'stock.brand', 'stock.allBrands', brands, query.brand as keyof typeof BRAND_NAMES | undefined, (b) => BRAND_NAMES[b], facets.brand)}
      {query.brand
        ? select('model', 'stock.model', 'stock.allModels', Object.keys(facets.model).sort(), query.model, (m) => modelName(result, m), facets.model)
        : null}
      {preset.condition ? null : select('condition', 'stock.condition', 'stock.anyCondition', CONDITIONS, query.condition, (c) => t(`condition.${c}`), facets.condition)}
      {preset.category ? null : select('category', 'stock.category', 'stock.anyCategory', CATEGORIES, query.category, (c) => t(`quickEntries.${c}`), facets.category)}
      {preset.fuel ? null : checkboxes('fuel', 'stock.fuel', FUELS, query.fuel, (f) => t(`fuel.${f}`), facets.fuel)}
      {select('transmission', 'stock.transmission', 'stock.anyTransmission', TRANSMISSIONS, query.transmission, (v) => t(`transmission.${v}`), facets.transmission)}
      {checkboxes('body', 'stock.body', BODIES, query.body, (b) => t(`body.${b}`), facets.body)}
      {checkboxes('dealership', 'stock.dealership', DEALERSHIPS, query.dealership, (d) => t(`dealership.${d}`), facets.dealership)}
      {range('price', 'stock.price', query.priceMin, query.priceMax)}
      {range('mileage', 'stock.mileage', query.mileageMin, query.mileageMax)}
      {range('year', 'stock.year', query.yearMin, query.yearMax)}
      <Button type="submit" variant="primary" iconPosition="none">
        {t('stock.apply')}
      </Button>
    </>
  );
}
