import { defineBlock } from '@/blocks/block-definition';
import { StockListBlock } from './stock-list';
import { stockListExample } from './example';
import { STOCK_LIST_QUERY } from './stock-list-query';

export const stockListDefinition = defineBlock('stock_list', {
  component: StockListBlock,
  example: stockListExample,
  query: STOCK_LIST_QUERY,
});
