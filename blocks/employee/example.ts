import type { BlockMap } from '@/vocabulary/block-types';

export const employeeExample: BlockMap['employee'] = {
  _uid: 'example-employee',
  component: 'employee',
  name: 'Patrick Kremer',
  role: 'Directeur des ventes',
  team: 'sales',
  phone: '+352 26 31 40 10',
  email: 'patrick.kremer@autopolis.lu',
  brands: [],
};
