import { exportInbox, inboxFilterOf, queryFilters, readInboxQuery } from '@/services/enquiries/lead-inbox';
import { leadsToCsv } from '@/services/enquiries/leads-csv';
import { luxembourgDateTime } from '@/services/locations/luxembourg-time';
import { leadScope } from '@/services/staff/roles';
import { recordStudioAudit, studioDatabase } from '@/services/staff/studio-database';
import { studioUserOf } from '@/site/studio/studio-session';

/** Where a request comes from, by the browser's word (`Sec-Fetch-Site`); a tool sends none. */
const ENTERED_FROM_HERE = new Set(['same-origin', 'none']);

/**
 * `/studio/demandes/exporter?…`: the inbox's leads as CSV (the same safe file as `npm run leads:export`),
 * filtered like the list, for an account that may see leads (a commercial: their sites only). A route
 * handler has no layout, so the session and role are checked here; every export is journaled, since the file
 * leaves the site with visitors' personal data. Another site cannot make a signed-in browser export.
 */
export async function GET(request: Request) {
  const user = await studioUserOf(request);
  if (!user) return Response.json({ error: 'Not found' }, { status: 404 });
  const scope = leadScope(user);
  const from = request.headers.get('sec-fetch-site');
  if (!scope || (from !== null && !ENTERED_FROM_HERE.has(from))) {
    return Response.json({ error: 'Forbidden' }, { status: 403 });
  }
  const params = new URL(request.url).searchParams;
  const query = queryFilters(
    readInboxQuery(Object.fromEntries([...params.keys()].map((key) => [key, params.getAll(key)]))),
  );
  const rows = await exportInbox(await studioDatabase(), scope, inboxFilterOf(query));
  // The search may be a name or an address: the journal keeps only that there was one.
  const { q, ...filters } = query;
  await recordStudioAudit({ id: user.id, email: user.email }, 'leads-exported', '', {
    count: rows.length,
    ...filters,
    ...(q ? { search: true } : {}),
  });
  return new Response(leadsToCsv(rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="demandes-${luxembourgDateTime(new Date()).day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
