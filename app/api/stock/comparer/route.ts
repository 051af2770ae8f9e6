import { loadLocation } from '@/services/locations/load-locations';
import { getVehicleCached } from '@/services/stock/vehicle-cache';
import { compareIdsSchema } from '@/site/favourites/compare-details';
import { COMPARE_MAX } from '@/site/favourites/vehicle-list-item';
import { compareDetailsOf } from '@/site/favourites/compare-details-of';

/**
 * `GET /api/stock/comparer?ids=12,34`: the comparison dialog's rows for these vehicles as they are in stock
 * now (from the data cache, like their pages). Each visitor compares their own set: never stored by a CDN.
 */
export async function GET(request: Request) {
  const ids = compareIdsSchema.safeParse(new URL(request.url).searchParams.get('ids') ?? '');
  if (!ids.success) {
    return Response.json({ error: `ids: one to ${COMPARE_MAX} distinct stock ids, comma-separated` }, { status: 400 });
  }
  const compared = await Promise.all(
    ids.data.map(async (id) => {
      const vehicle = await getVehicleCached(id);
      return { id, vehicle, site: vehicle ? await loadLocation(vehicle.dealership) : null };
    }),
  );
  return Response.json(compareDetailsOf(compared), { headers: { 'cache-control': 'private, no-store' } });
}
