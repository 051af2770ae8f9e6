import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { leads } from '@/db/schema';
import { mayDo, type StaffRole } from '@/services/staff/roles';
import { APPLICATION_DOCUMENTS, documentsOf, readDocument, type ApplicationDocumentKind } from './application-files';

export type DocumentAccess =
  | { status: 200; name: string; bytes: Buffer }
  /** The account's role may not read applicants' documents. */
  | { status: 403 }
  /** No such application, document or file. */
  | { status: 404 };

export const isApplicationDocumentKind = (value: string): value is ApplicationDocumentKind =>
  (APPLICATION_DOCUMENTS as readonly string[]).includes(value);

/**
 * An application's document for a studio account: its role is checked first (`applications`, administrators
 * only: services/staff/roles.ts), whatever leads the account may otherwise see; then the lead, its document
 * and the file, read from APPLICATIONS_DIR (never served otherwise).
 */
export async function applicationDocument(
  db: Database,
  account: { role: StaffRole },
  reference: string,
  kind: string,
  dir?: string,
): Promise<DocumentAccess> {
  if (!mayDo(account.role, 'applications')) return { status: 403 };
  if (!isApplicationDocumentKind(kind)) return { status: 404 };
  const [lead] = await db
    .select({ fields: leads.fields })
    .from(leads)
    .where(and(eq(leads.reference, reference), eq(leads.type, 'application')))
    .limit(1);
  const document = lead ? documentsOf(lead.fields)[kind] : undefined;
  if (!document) return { status: 404 };
  const bytes = await readDocument(document.id, dir);
  return bytes ? { status: 200, name: document.name, bytes } : { status: 404 };
}
