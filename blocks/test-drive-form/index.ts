import { defineBlock } from '@/blocks/block-definition';
import { TestDriveFormBlock } from './test-drive-form';
import { testDriveFormExample } from './example';

export const testDriveFormDefinition = defineBlock('test_drive_form', {
  component: TestDriveFormBlock,
  example: testDriveFormExample,
  usesSubject: 'vehicle',
});
