import type { Database } from '@/db/client';
import { recordAudit, type AuditAction, type AuditActor } from './audit';

/** The site's own database, for the studio's pages and actions (site/ never imports db/ itself). */
export async function studioDatabase(): Promise<Database> {
  const { getDb } = await import('@/db/client');
  return getDb();
}

export async function recordStudioAudit(
  actor: AuditActor,
  action: AuditAction,
  subject = '',
  detail: Record<string, unknown> = {},
): Promise<void> {
  await recordAudit(await studioDatabase(), actor, action, subject, detail);
}
