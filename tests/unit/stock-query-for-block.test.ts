import { describe, expect, it } from 'vitest';
import { presetFilters, stockQueryFor } from '@/blocks/stock-list/stock-query-for-block';
import type { BlockMap } from '@/vocabulary/block-types';

const block = (fields: Partial<BlockMap['stock_list']>): BlockMap['stock_list'] => ({
  _uid: 'b',
  component: 'stock_list',
  ...fields,
});

describe('stock list presets', () => {
  it('fixes what the editor chose, and nothing for empty options', () => {
    expect(
      presetFilters(
        block({
          preset_brand: '',
          preset_condition: '',
          preset_fuels: [''],
          preset_category: '',
          preset_dealership: '',
        }),
      ),
    ).toEqual({});
    expect(
      presetFilters(
        block({
          preset_brand: 'kia',
          preset_condition: 'used',
          preset_fuels: ['electric', ''],
          preset_category: 'family',
          preset_dealership: 'niederkorn',
        }),
      ),
    ).toEqual({ brand: 'kia', condition: 'used', fuel: ['electric'], category: 'family', dealership: ['niederkorn'] });
  });

  it('a site’s list shows that site’s stock whatever the visitor asks', () => {
    const query = stockQueryFor(block({ preset_dealership: 'esch-sur-alzette', page_size: '12' }), {
      dealership: 'bertrange,niederkorn',
      fuel: 'diesel',
    });
    expect(query).toMatchObject({ dealership: ['esch-sur-alzette'], fuel: ['diesel'], pageSize: 12 });
  });

  it('a preset brand drops a model of another brand', () => {
    expect(stockQueryFor(block({ preset_brand: 'kia' }), { brand: 'opel', model: 'corsa' })).toMatchObject({
      brand: 'kia',
      model: undefined,
    });
  });
});
