import type { BlockMap } from '@/vocabulary/block-types';
import { modelTrimExample } from '../model-trim/example';

export const vehicleModelExample: BlockMap['vehicle_model'] = {
  _uid: 'example-vehicle-model-ev3',
  component: 'vehicle_model',
  brand: 'kia',
  name: 'EV3',
  tagline: 'Le SUV compact 100 % électrique',
  intro:
    'Jusqu’à 605 km d’autonomie, recharge de 10 à 80 % en 31 minutes et un habitacle modulable pensé pour la famille.',
  body_style: 'suv',
  fuels: ['electric'],
  power_ch_min: '204',
  range_km: '605',
  consumption: '14,9 kWh/100 km',
  co2_g_km: '0',
  price_from: '36990',
  image: {
    id: 1201,
    fieldtype: 'asset',
    filename: '/assets/800x500/body-suv.svg',
    name: 'body-suv.svg',
    alt: 'Illustration d’un SUV compact vu de profil',
    title: null,
    focus: null,
  },
  trims: [{ ...modelTrimExample, _uid: 'example-trim-air', name: 'Air', price: '36990' }, modelTrimExample],
};
