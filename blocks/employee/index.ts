import { defineBlock } from '@/blocks/block-definition';
import { EmployeeBlock } from './employee';
import { employeeExample } from './example';

export const employeeDefinition = defineBlock('employee', {
  component: EmployeeBlock,
  example: employeeExample,
  thumbnail: { width: 375, height: 480 },
});
