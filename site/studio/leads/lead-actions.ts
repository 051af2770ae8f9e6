'use server';

import { notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import { addLeadNote, changeLeadStatus, LEAD_STATUSES, MAX_NOTE_LENGTH } from '@/services/enquiries/lead-inbox';
import { leadScope, type LeadScope } from '@/services/staff/roles';
import { recordStudioAudit, studioDatabase } from '@/services/staff/studio-database';
import { ActionArgumentsRefused, acceptActionArguments } from '@/site/http/action-arguments';
import { requireStudioUser, type StudioUser } from '../studio-session';
import { leadPath } from './lead-paths';

const REFERENCE = z.string().min(1).max(40);
const statusForm = z.object({ reference: REFERENCE, statut: z.enum(LEAD_STATUSES) });
const noteForm = z.object({ reference: REFERENCE, note: z.string().max(MAX_NOTE_LENGTH * 2) });

/** The signed-in account, who may see leads (else 403), and its scope; the queries apply the scope. */
async function leadUser(): Promise<{ user: StudioUser; scope: LeadScope }> {
  const user = await requireStudioUser('leads');
  // requireStudioUser('leads') answered 403 to every role without a scope.
  const scope = leadScope(user) ?? { kind: 'sites', sites: [] };
  return { user, scope };
}

/**
 * A lead page's status form (a plain post without JavaScript): sets the status within the account's scope, in
 * the lead's history and the journal. Another site's lead is not found, as on its page. Next.js refuses an
 * action posted from another origin (its Origin check).
 */
export async function setLeadStatus(form: FormData): Promise<void> {
  const parsed = statusForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new ActionArgumentsRefused('A lead status form takes a reference and a status');
  acceptActionArguments();
  const { user, scope } = await leadUser();
  const { reference, statut } = parsed.data;
  const changed = await changeLeadStatus(await studioDatabase(), scope, reference, statut, user);
  if (!changed) notFound();
  if (changed.from !== changed.to) {
    await recordStudioAudit({ id: user.id, email: user.email }, 'lead-status', reference, changed);
  }
  redirect(leadPath(reference));
}

/** A lead page's note form: adds the staff's note to its history; the journal says a note was written, not what. */
export async function addNote(form: FormData): Promise<void> {
  const parsed = noteForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new ActionArgumentsRefused('A lead note form takes a reference and a note');
  acceptActionArguments();
  const { user, scope } = await leadUser();
  const { reference, note } = parsed.data;
  if (note.trim()) {
    const added = await addLeadNote(await studioDatabase(), scope, reference, note, user);
    if (!added) notFound();
    await recordStudioAudit({ id: user.id, email: user.email }, 'lead-note', reference);
  }
  redirect(leadPath(reference));
}
