import { STAFF_ROLES, type StaffRole } from '@/db/schema';

export { STAFF_ROLES, type StaffRole };

/**
 * What a studio account may do. `read` opens the page tree and the editor, `edit` saves drafts (and creates,
 * renames, duplicates), `publish` publishes, unpublishes, schedules either (and cancels a schedule) and moves
 * published addresses, `delete` bins, `restore` brings back from the bin, `accounts` manages accounts, `audit`
 * reads the journal, `leads` opens the inbox « Demandes » (visitors' personal data: see `leadScope` for which
 * leads), `applications` opens the CV and letters of job applications (administrators only).
 */
export type StaffAction =
  'read' | 'edit' | 'publish' | 'delete' | 'restore' | 'accounts' | 'audit' | 'leads' | 'applications';

const ALLOWED: Record<StaffRole, ReadonlySet<StaffAction>> = {
  // Rédacteurs and éditeurs build pages: visitors' personal data is none of their work (issue 34).
  redacteur: new Set(['read', 'edit']),
  editeur: new Set(['read', 'edit', 'publish', 'delete', 'restore']),
  // The leads of their sites only: no page editing.
  commercial: new Set(['leads']),
  // An applicant's CV and letter: the administrators alone, not the commercials who see the site's leads.
  administrateur: new Set([
    'read',
    'edit',
    'publish',
    'delete',
    'restore',
    'accounts',
    'audit',
    'leads',
    'applications',
  ]),
};

/** The one place roles are checked: pages, server actions and the management API all ask here. */
export function mayDo(role: StaffRole, action: StaffAction): boolean {
  return ALLOWED[role].has(action);
}

/** Which leads an account sees: every site's, or those of its sites (location slugs). */
export type LeadScope = { kind: 'all' } | { kind: 'sites'; sites: readonly string[] };

/**
 * The leads an account may see, or null when its role sees none. A commercial sees the sites named on its
 * account (`staff_accounts.site_ids`), none while it names none; the queries apply this, never the pages alone.
 */
export function leadScope(account: { role: StaffRole; siteIds: readonly string[] }): LeadScope | null {
  if (!mayDo(account.role, 'leads')) return null;
  return account.role === 'administrateur' ? { kind: 'all' } : { kind: 'sites', sites: [...account.siteIds] };
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * The action a management API call needs (content/management-contract.ts), from its method and path: reads
 * need `read`, a move changes a published address (`publish`), the bin's restore `restore`, a delete `delete`.
 */
export function managementAction(method: string, segments: readonly string[]): StaffAction {
  if (method === 'GET' || method === 'HEAD') return 'read';
  const [area, ...rest] = segments;
  if (area === 'bin') return 'restore';
  // Scheduling publishes (or unpublishes) later: the publish right, now and when cancelling.
  if (area === 'schedules') return 'publish';
  if (method === 'DELETE') return 'delete';
  const last = rest.at(-1);
  if (method === 'POST' && rest.length > 1) {
    if (last === 'publish' || last === 'unpublish' || last === 'move' || last === 'schedules') return 'publish';
    // The heartbeat of an open editor: anyone who may read the story.
    if (last === 'presence') return 'read';
  }
  return 'edit';
}
