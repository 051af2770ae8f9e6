import type { BlockMap } from '@/vocabulary/block-types';

export const quickEntriesExample: BlockMap['quick_entries'] = {
  _uid: 'example-quick-entries',
  component: 'quick_entries',
  title: 'Quel véhicule cherchez-vous\u202F?',
  categories: ['electric', 'hybrid', 'compact', 'high_entry', 'family', 'company_car'],
};
