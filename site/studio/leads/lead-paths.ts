import type { InboxQuery } from '@/services/enquiries/lead-inbox';

/** The inbox « Demandes ». */
export const INBOX_PATH = '/studio/demandes';
/** Its CSV export, with the list's query. */
export const INBOX_EXPORT_PATH = '/studio/demandes/exporter';

/** A lead's page in the studio. */
export function leadPath(reference: string): string {
  return `${INBOX_PATH}/${encodeURIComponent(reference)}`;
}

/** An application's document (`cv`, `letter`), downloaded by an administrator. */
export function leadDocumentPath(reference: string, kind: string): string {
  return `${leadPath(reference)}/documents/${kind}`;
}

/** The address of the inbox (or its export) with a query: only what is set, the first page left out. */
export function inboxHref(query: Partial<InboxQuery>, path: string = INBOX_PATH): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
