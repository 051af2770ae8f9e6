import { defineBlock } from '@/blocks/block-definition';
import { TyreAppointmentFormBlock } from './tyre-appointment-form';
import { tyreAppointmentFormExample } from './example';

export const tyreAppointmentFormDefinition = defineBlock('tyre_appointment_form', {
  component: TyreAppointmentFormBlock,
  example: tyreAppointmentFormExample,
});
