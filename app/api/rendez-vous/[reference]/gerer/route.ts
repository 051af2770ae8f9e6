import { getDb } from '@/db/client';
import { bookingLinkSecretOrNull } from '@/services/enquiries/booking-link';
import { applyChange, BOOKING_REFERENCE, changeFormSchema, resultPath } from '@/services/enquiries/manage-booking';

/** A relative 303: the browser asks for the page with GET, whatever origin the site is served on. */
const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/**
 * The forms of the booking link's page (app/rendez-vous/[reference]/gerer): cancel, or move to another slot.
 * The link's token is the visitor's only credential; the page then says what happened or why not.
 */
export async function POST(request: Request, { params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params;
  // Without BOOKING_LINK_SECRET the feature is off: no link was sent, nothing here to post to.
  const secret = bookingLinkSecretOrNull();
  if (!secret || !BOOKING_REFERENCE.test(reference))
    return Response.json({ error: 'Unknown booking' }, { status: 404 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ error: 'Expected a form' }, { status: 400 });
  }
  const parsed = changeFormSchema.safeParse(
    Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  );
  if (!parsed.success) return Response.json({ error: 'Expected action, jeton (and date, time)' }, { status: 400 });
  const result = await applyChange(await getDb(), { reference, form: parsed.data, secret, now: new Date() });
  return seeOther(resultPath(reference, result));
}
