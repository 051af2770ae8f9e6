import { z } from 'zod';
import { WEEKDAYS } from '@/services/locations/luxembourg-time';
import type { Location } from '@/services/locations/location';
import type { AppointmentKind } from './appointment-slots';

const TIME = /^([01]\d|2[0-4]):[0-5]\d$/;
const range = z.object({ opens: z.string().regex(TIME), closes: z.string().regex(TIME) });

/**
 * The site's contact a lead keeps (`leads.site`), for the visitor's confirmation e-mail: the delivery worker
 * runs outside any page request, where the content service's cache cannot be read, and the visitor should
 * read what they were shown. Hours are the workshop's for a tyre appointment, else the showroom's.
 */
export const siteContactSchema = z.object({
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  locality: z.string(),
  phone: z.string(),
  email: z.string(),
  hoursOf: z.enum(['showroom', 'workshop']),
  hours: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(range)])) as Record<
      (typeof WEEKDAYS)[number],
      z.ZodArray<typeof range>
    >,
  ),
});

export type SiteContact = z.infer<typeof siteContactSchema>;

/** The contact of the site a lead goes to, with the hours of the service it concerns. */
export function siteContactOf(location: Location, kind?: AppointmentKind): SiteContact {
  const hoursOf =
    (kind !== undefined && kind !== 'test-drive') || location.role === 'tyre_service' ? 'workshop' : 'showroom';
  return {
    name: location.name,
    street: location.address.street,
    postalCode: location.address.postalCode,
    locality: location.address.locality,
    phone: location.phone,
    email: location.email,
    hoursOf,
    hours: location[hoursOf].weekly,
  };
}

/** A stored contact read back; null when absent (older leads) or not what this version writes. */
export function readSiteContact(value: unknown): SiteContact | null {
  const parsed = siteContactSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
