import { defineBlock } from '@/blocks/block-definition';
import { TestDriveFormBlock } from './test-drive-form';
import { testDriveFormExample } from './example';
import { PRESELECTION_PARAMS } from '@/site/enquiries/preselection-params';

export const testDriveFormDefinition = defineBlock('test_drive_form', {
  component: TestDriveFormBlock,
  example: testDriveFormExample,
  usesSubject: 'vehicle',
  // The brand, model and site chosen by the page that linked here (a model page): the same page, not canonical.
  query: { params: [PRESELECTION_PARAMS.brand, PRESELECTION_PARAMS.model, PRESELECTION_PARAMS.site] },
});
