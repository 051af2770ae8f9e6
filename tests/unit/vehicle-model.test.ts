import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/site/ui/format-price';
import { modelDisplayName, modelStockHref } from '@/site/vehicles/vehicle-model';

describe('vehicle model helpers', () => {
  it('prefixes the brand unless the model name already carries it', () => {
    expect(modelDisplayName({ brand: 'kia', name: 'EV3' })).toBe('Kia EV3');
    expect(modelDisplayName({ brand: 'mg', name: 'MG4' })).toBe('MG4');
    expect(modelDisplayName({ brand: 'alfa-romeo', name: 'Junior' })).toBe('Alfa Romeo Junior');
  });

  it('links a model to the stock filtered on its brand and model slug', () => {
    expect(modelStockHref('kia/ev3', 'kia')).toBe('/stock?brand=kia&model=ev3');
    expect(modelStockHref('alfa-romeo/junior', 'alfa-romeo')).toBe('/stock?brand=alfa-romeo&model=junior');
  });

  it('formats prices the Luxembourg way', () => {
    expect(formatPrice('24990')).toBe('24\u202f990\u00a0€');
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice('abc')).toBeNull();
  });
});
