import { defineBlock } from '@/blocks/block-definition';
import { PRESELECTION_PARAMS } from '@/site/enquiries/preselection-params';
import { workshopAppointmentFormExample } from './example';
import { WorkshopAppointmentFormBlock } from './workshop-appointment-form';

export const workshopAppointmentFormDefinition = defineBlock('workshop_appointment_form', {
  component: WorkshopAppointmentFormBlock,
  example: workshopAppointmentFormExample,
  // The service and site chosen by the page that linked here (a service page): the same page, so not canonical.
  query: { params: [PRESELECTION_PARAMS.service, PRESELECTION_PARAMS.site] },
});
