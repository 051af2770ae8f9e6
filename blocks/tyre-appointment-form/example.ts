import type { BlockMap } from '@/vocabulary/block-types';

export const tyreAppointmentFormExample: BlockMap['tyre_appointment_form'] = {
  _uid: 'example-tyre-appointment-form',
  component: 'tyre_appointment_form',
  title: 'Réserver votre créneau pneus',
  intro: 'Le créneau choisi vous est réservé dès l’envoi ; l’atelier vous rappelle si un détail est à préciser.',
  location: '5a1c0b3e-6f1d-4c4e-9b0a-1e2d3c4b5a02',
};
