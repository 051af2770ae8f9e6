import type { Vehicle } from '@/services/stock/get-vehicle';

/** Which wheels drive a vehicle, in schema.org's words (`driveWheelConfiguration`). */
export type DriveWheels = 'AllWheelDrive' | 'FourWheelDrive' | 'FrontWheelDrive' | 'RearWheelDrive';

/**
 * The stock feed has no drivetrain column (docs/stock-feed.md), so it is read where the feed says it: the trim
 * (« AWD », « 4x4 », « Q4 »…) or the equipment (« Transmission intégrale »). A pick-up's 4x4 is four-wheel
 * drive; without either, the model's own layout: these are driven by the rear wheels, every other one by the
 * front.
 */
const ALL_WHEELS = /\b(AWD|4x4|4WD|Q4|AllGrip|4xe|HTRAC|eAWD)\b|Transmission intégrale|Quatre roues motrices/i;
const REAR_DRIVEN = new Set([
  'corvette/stingray',
  'mg/cyberster',
  'mg/mg4',
  'hyundai/ioniq-5',
  'hyundai/ioniq-6',
  'kia/ev6',
  'kia/ev9',
  'ford/capri',
  'ford/explorer',
  'ford/mustang-mach-e',
  'ford/ranger',
  'isuzu/d-max',
]);

export function driveWheels(vehicle: Pick<Vehicle, 'make' | 'model' | 'body' | 'trim' | 'equipment'>): DriveWheels {
  const equipment = vehicle.equipment.flatMap((group) => group.items);
  if ([vehicle.trim, ...equipment].some((text) => ALL_WHEELS.test(text)))
    return vehicle.body === 'pickup' ? 'FourWheelDrive' : 'AllWheelDrive';
  return REAR_DRIVEN.has(`${vehicle.make}/${vehicle.model}`) ? 'RearWheelDrive' : 'FrontWheelDrive';
}
