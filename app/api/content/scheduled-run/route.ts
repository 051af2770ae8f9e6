import { contentSource } from '@/content/content-config';
import { runDueActions } from '@/content/local-service/scheduled-actions';
import { revalidateContent } from '@/content/revalidate-content';
import { getDb } from '@/db/client';
import { recordAudit } from '@/services/staff/audit';
import { isInternalCall } from '@/site/http/internal-calls';

/**
 * Runs the due scheduled actions (content/local-service/scheduled-actions.ts). Called only by this process's
 * own loop (instrumentation.ts, with its per-process token; anyone else gets 404), because here, in a
 * request, `revalidateTag` works: each page published or withdrawn is revalidated as a publish from the
 * studio is, and the journal names who scheduled it. A failure is journalled and logged for the author.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isInternalCall(request)) return Response.json({ error: 'Not found' }, { status: 404 });
  if (contentSource().kind !== 'local') return Response.json({ ran: 0 });
  const db = await getDb();
  const outcomes = await runDueActions(db);
  for (const outcome of outcomes) {
    if (outcome.ok) revalidateContent(outcome.fullSlug, outcome.contentTypes);
    else console.warn(`Scheduled ${outcome.action} of ${outcome.fullSlug} failed: ${outcome.failure}`);
    const action = !outcome.ok
      ? 'schedule-failed'
      : outcome.action === 'publish'
        ? 'scheduled-publish'
        : 'scheduled-unpublish';
    await recordAudit(
      db,
      { id: outcome.createdById, email: outcome.createdByEmail },
      action,
      outcome.fullSlug,
      outcome.ok ? { schedule: outcome.id } : { schedule: outcome.id, failure: outcome.failure },
    );
  }
  return Response.json({ ran: outcomes.length }, { headers: { 'Cache-Control': 'no-store' } });
}
