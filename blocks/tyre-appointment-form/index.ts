import { defineBlock } from '@/blocks/block-definition';
import { TyreAppointmentFormBlock } from './tyre-appointment-form';
import { tyreAppointmentFormExample } from './example';
import { PRESELECTION_PARAMS } from '@/site/enquiries/preselection-params';

export const tyreAppointmentFormDefinition = defineBlock('tyre_appointment_form', {
  component: TyreAppointmentFormBlock,
  example: tyreAppointmentFormExample,
  // The service and site chosen by the page that linked here: the same page, so not canonical.
  query: { params: [PRESELECTION_PARAMS.service, PRESELECTION_PARAMS.site] },
});
