import type { StockResult } from '@/services/stock/search-stock';
import type { StockQuery } from '@/services/stock/stock-query';
import {
  BODIES,
  CATEGORIES,
  CONDITIONS,
  DEALERSHIPS,
  FUELS,
  HYBRID_KINDS,
  isHybridFuel,
  SEAT_MINIMUMS,
  SORTS,
  TRANSMISSIONS,
} from '@/services/stock/stock-vocabulary';
import { t } from '@/i18n/translate';
import { Button } from '@/site/ui/button';
import { CheckboxGroup } from '@/site/ui/form/checkbox-group';
import { Field } from '@/site/ui/form/field';
import { countedOptions } from '@/site/ui/form/form-option';
import { RangeField } from '@/site/ui/form/range-field';
import { SelectField } from '@/site/ui/form/select-field';
import { BRAND_NAMES } from '@/site/vehicles/vehicle-model';
import { MAX_KEYWORDS_LENGTH } from '@/services/stock/stock-keywords';
import styles from './stock-list.module.css';

const BRANDS = Object.keys(BRAND_NAMES) as (keyof typeof BRAND_NAMES)[];

// Visitor values (`?model=constructor`) must never reach Object.prototype: look up own keys only.
export function modelName(result: StockResult, model: string): string {
  return Object.hasOwn(result.modelNames, model) ? result.modelNames[model]! : model;
}

/** The apply button: `Voir 178 résultats`, the count of the filters as they are. */
function showResults(total: number): string {
  if (total === 0) return t('stock.showNoResult');
  return total === 1 ? t('stock.showOneResult') : t('stock.showResults', { count: total });
}

/**
 * The stock filters, each with its facet counts (a choice with no result is disabled). Filters the editor
 * preset are not offered; models only once a brand is chosen. Parameter names are the stock URL's.
 */
export function StockFilterFields({
  query,
  preset,
  result,
  searchButtonId,
}: {
  query: StockQuery;
  preset: Partial<StockQuery>;
  result: StockResult;
  /** Its own id: the next page puts the focus back on the submit button that had it (filter-handoff.ts). */
  searchButtonId: string;
}) {
  const { facets } = result;
  const bound = (name: string, label: string, value: number | undefined) => ({ name, label, value });
  const range = (name: 'price' | 'mileage' | 'year', min: number | undefined, max: number | undefined) => ({
    from: bound(`${name}_min`, t('stock.min'), min),
    to: bound(`${name}_max`, t('stock.max'), max),
    min: 0,
  });
  return (
    <>
      <Field
        type="search"
        name="q"
        label={t('stock.search')}
        hint={t('stock.searchHint')}
        defaultValue={query.q ?? ''}
        maxLength={MAX_KEYWORDS_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        addon={
          <Button id={searchButtonId} type="submit" variant="secondary" iconPosition="none">
            {t('stock.searchButton')}
          </Button>
        }
      />
      <SelectField
        name="sort"
        label={t('stock.sort')}
        options={countedOptions(SORTS, (s) => t(`sort.${s}`))}
        defaultValue={query.sort}
      />
      {preset.brand ? null : (
        <SelectField
          name="brand"
          label={t('stock.brand')}
          emptyOption={t('stock.allBrands')}
          options={countedOptions(BRANDS, (b) => BRAND_NAMES[b], facets.brand)}
          defaultValue={query.brand ?? ''}
        />
      )}
      {query.brand ? (
        <SelectField
          name="model"
          label={t('stock.model')}
          emptyOption={t('stock.allModels')}
          options={countedOptions(Object.keys(facets.model).sort(), (m) => modelName(result, m), facets.model)}
          defaultValue={query.model ?? ''}
        />
      ) : null}
      {preset.condition ? null : (
        <SelectField
          name="condition"
          label={t('stock.condition')}
          emptyOption={t('stock.anyCondition')}
          options={countedOptions(CONDITIONS, (c) => t(`condition.${c}`), facets.condition)}
          defaultValue={query.condition ?? ''}
        />
      )}
      {preset.category ? null : (
        <SelectField
          name="category"
          label={t('stock.category')}
          emptyOption={t('stock.anyCategory')}
          options={countedOptions(CATEGORIES, (c) => t(`quickEntries.${c}`), facets.category)}
          defaultValue={query.category ?? ''}
        />
      )}
      {preset.fuel ? null : (
        <CheckboxGroup
          name="fuel"
          legend={t('stock.fuel')}
          options={countedOptions(FUELS, (f) => t(`fuel.${f}`), facets.fuel)}
          selected={query.fuel}
        />
      )}
      {preset.fuel && !preset.fuel.some(isHybridFuel) ? null : (
        <CheckboxGroup
          name="hybrid"
          legend={t('stock.hybridKind')}
          options={countedOptions(HYBRID_KINDS, (k) => t(`hybridKind.${k}`), facets.hybrid)}
          selected={query.hybrid}
        />
      )}
      <SelectField
        name="transmission"
        label={t('stock.transmission')}
        emptyOption={t('stock.anyTransmission')}
        options={countedOptions(TRANSMISSIONS, (v) => t(`transmission.${v}`), facets.transmission)}
        defaultValue={query.transmission ?? ''}
      />
      <CheckboxGroup
        name="body"
        legend={t('stock.body')}
        options={countedOptions(BODIES, (b) => t(`body.${b}`), facets.body)}
        selected={query.body}
      />
      <SelectField
        name="seats"
        label={t('stock.seats')}
        emptyOption={t('stock.anySeats')}
        options={countedOptions(
          SEAT_MINIMUMS.map(String),
          (minimum) => t('stock.seatsAtLeast', { count: minimum }),
          facets.seats,
        )}
        defaultValue={query.seats?.toString() ?? ''}
      />
      {preset.dealership ? null : (
        <CheckboxGroup
          name="dealership"
          legend={t('stock.dealership')}
          options={countedOptions(DEALERSHIPS, (d) => t(`dealership.${d}`), facets.dealership)}
          selected={query.dealership}
        />
      )}
      <RangeField
        legend={t('stock.priceLegend')}
        unit={t('stock.priceUnit')}
        {...range('price', query.priceMin, query.priceMax)}
      />
      <RangeField
        legend={t('stock.mileageLegend')}
        unit={t('stock.mileageUnit')}
        {...range('mileage', query.mileageMin, query.mileageMax)}
      />
      <RangeField legend={t('stock.year')} {...range('year', query.yearMin, query.yearMax)} />
      <Button type="submit" variant="primary" iconPosition="none" className={styles.apply}>
        {showResults(result.total)}
      </Button>
    </>
  );
}
