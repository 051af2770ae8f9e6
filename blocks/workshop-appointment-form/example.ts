import type { BlockMap } from '@/vocabulary/block-types';

export const workshopAppointmentFormExample: BlockMap['workshop_appointment_form'] = {
  _uid: 'example-workshop-appointment-form',
  component: 'workshop_appointment_form',
  title: 'Réserver un créneau à l’atelier',
  intro:
    'Révision, climatisation, carrosserie ou pneus : le créneau choisi vous est réservé dès l’envoi, et l’atelier vous rappelle si un détail est à préciser.',
};
