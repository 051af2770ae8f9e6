import type { BlockMap } from '@/vocabulary/block-types';

export const closureExample: BlockMap['closure'] = {
  _uid: 'example-closure',
  component: 'closure',
  from_date: '2026-12-24 00:00',
  to_date: '',
  applies_to: 'all',
  reason: 'Veille de Noël',
};
