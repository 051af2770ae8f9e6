import type { Location } from '@/services/locations/location';
import type { OpeningSchedule } from '@/services/locations/opening-status';
import type { AppointmentKind } from './appointment-slots';

/** How many bookings one slot of that kind takes at the site (its story's data); 0: none online. */
export function slotCapacityOf(location: Location, kind: AppointmentKind): number {
  switch (kind) {
    case 'test-drive':
      return location.slotCapacity.testDrive;
    case 'tyre-appointment':
      return location.slotCapacity.workshop.pneus;
    case 'workshop-revision':
      return location.slotCapacity.workshop.revision;
    case 'workshop-climatisation':
      return location.slotCapacity.workshop.climatisation;
    case 'workshop-carrosserie':
      return location.slotCapacity.workshop.carrosserie;
    case 'workshop-debosselage-peinture':
      return location.slotCapacity.workshop['debosselage-peinture'];
  }
}

/** The hours a kind's slots are in: the showroom's for a test drive, the workshop's for the rest. */
export const slotScheduleOf = (location: Location, kind: AppointmentKind): OpeningSchedule =>
  kind === 'test-drive' ? location.showroom : location.workshop;
