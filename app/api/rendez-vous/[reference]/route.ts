import { getDb } from '@/db/client';
import { t } from '@/i18n/translate';
import { appointmentByReference, appointmentIcs } from '@/services/enquiries/appointment-calendar';
import { loadLocation } from '@/services/locations/load-locations';

const REFERENCE = /^AP-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * A booking as an `.ics` file, by its reference (40 random bits). It holds the time and the site only,
 * nothing about the visitor: someone guessing a reference learns no personal data.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params;
  if (!REFERENCE.test(reference)) return Response.json({ error: 'Unknown booking' }, { status: 404 });
  const appointment = await appointmentByReference(await getDb(), reference);
  const location = appointment ? await loadLocation(appointment.location) : null;
  if (!appointment || !location) return Response.json({ error: 'Unknown booking' }, { status: 404 });
  const address = `${location.name}, ${location.address.street}, ${location.address.postalCode} ${location.address.locality}, Luxembourg`;
  const words = {
    title: t(`enquiry.calendar.${appointment.kind}`),
    description: t('enquiry.calendar.description', { reference }),
  };
  return new Response(appointmentIcs(appointment, { name: location.name, address }, words), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="rendez-vous-${reference}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
