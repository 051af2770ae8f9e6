import { desc } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { auditLog } from '@/db/schema';

export type AuditAction =
  | 'login'
  | 'logout'
  | 'save'
  | 'create'
  | 'publish'
  | 'unpublish'
  | 'move'
  | 'rename'
  | 'duplicate'
  | 'delete'
  | 'restore'
  | 'schedule'
  | 'schedule-cancel'
  | 'scheduled-publish'
  | 'scheduled-unpublish'
  | 'schedule-failed'
  | 'account-created'
  | 'account-reset'
  | 'account-removed'
  | 'account-invited'
  | 'account-role-changed'
  | 'password-reset-requested'
  | 'password-changed'
  | 'lead-status'
  | 'lead-note'
  | 'leads-exported'
  | 'application-document-read';

export type AuditActor = { id: number | null; email: string };

/** One line of the journal. `detail` holds no personal data of visitors (this log is read by admins). */
export async function recordAudit(
  db: Database,
  actor: AuditActor,
  action: AuditAction,
  subject = '',
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, action, subject, detail });
}

export async function listAudit(db: Database, limit = 200) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
}
