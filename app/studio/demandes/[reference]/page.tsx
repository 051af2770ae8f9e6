import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { leadWords } from '@/i18n/fr-lu-studio-leads';
import { inboxLead } from '@/services/enquiries/lead-inbox';
import { leadScope, mayDo } from '@/services/staff/roles';
import { studioDatabase } from '@/services/staff/studio-database';
import { LeadView } from '@/site/studio/leads/lead-view';
import styles from '@/site/studio/leads/leads.module.css';
import { requireStudioUser } from '@/site/studio/studio-session';

type Props = { params: Promise<{ reference: string }> };

/** The reference the address names; a malformed escape (`%E0%A4%A`) names none, a 404 rather than a 500. */
function referenceOf(segment: string): string | null {
  try {
    const reference = decodeURIComponent(segment);
    return reference.length <= 40 ? reference : null;
  } catch {
    return null;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // The reference only: a visitor's name is never put in a title (browser history, shared screens).
  return { title: leadWords.lead.title(referenceOf((await params).reference) ?? '') };
}

/**
 * `/studio/demandes/{reference}`: one lead, for an account that may see it. Another site's lead is not found
 * (404), exactly like a reference that does not exist: the query applies the account's scope.
 */
export default async function StudioLeadPage({ params }: Props) {
  const user = await requireStudioUser('leads');
  const scope = leadScope(user) ?? { kind: 'sites', sites: [] };
  const reference = referenceOf((await params).reference);
  const lead = reference === null ? null : await inboxLead(await studioDatabase(), scope, reference);
  if (!lead) notFound();
  return (
    <main id="main" className={styles.inbox}>
      <h1>{leadWords.lead.title(lead.reference)}</h1>
      <LeadView lead={lead} mayReadDocuments={mayDo(user.role, 'applications')} />
    </main>
  );
}
