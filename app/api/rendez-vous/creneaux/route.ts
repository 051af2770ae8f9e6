import { z } from 'zod';
import { getDb } from '@/db/client';
import { APPOINTMENT_KINDS } from '@/db/schema';
import { slotCapacityOf } from '@/services/enquiries/appointment-capacity';
import { slotTimeOf } from '@/services/enquiries/appointment-slots';
import { fullSlots } from '@/services/enquiries/record-lead';
import { addDays, luxembourgInstant } from '@/services/locations/luxembourg-time';
import { loadLocation } from '@/services/locations/load-locations';

const querySchema = z.strictObject({
  site: z.string().regex(/^[a-z0-9-]{1,80}$/),
  kind: z.enum(APPOINTMENT_KINDS),
  date: z.iso.date(),
});

/** The slots of a day at a site that have no place left (`{ full: ['14:00'] }`), for the slot picker; never cached. */
export async function GET(request: Request) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success)
    return Response.json(
      { error: `Expected site, kind (${APPOINTMENT_KINDS.join(', ')}) and date (YYYY-MM-DD)` },
      { status: 400 },
    );
  const { site, kind, date } = parsed.data;
  const location = await loadLocation(site);
  if (!location) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const capacity = slotCapacityOf(location, kind);
  const starts = await fullSlots(await getDb(), {
    location: location.slug,
    kind,
    capacity,
    from: luxembourgInstant(date, 0),
    to: luxembourgInstant(addDays(date, 1), 0),
  });
  return Response.json({ full: starts.map(slotTimeOf) }, { headers: { 'Cache-Control': 'no-store' } });
}
