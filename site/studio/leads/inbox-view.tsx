import Link from 'next/link';
import { leadStatusNames, leadTypeNames, leadWords } from '@/i18n/fr-lu-studio-leads';
import {
  LEAD_STATUSES,
  LEAD_TYPES,
  queryFilters,
  type InboxPage,
  type InboxQuery,
  type InboxRow,
} from '@/services/enquiries/lead-inbox';
import { leadDateText } from './lead-dates';
import { INBOX_EXPORT_PATH, INBOX_PATH, inboxHref, leadPath } from './lead-paths';
import styles from './leads.module.css';

const words = leadWords;

/**
 * The inbox's filters: a GET form, so it works without JavaScript and a filtered list has an address to
 * bookmark or share among colleagues (the list itself is behind the same session and role).
 */
export function InboxFilters({ query, sites }: { query: InboxQuery; sites: { location: string; name: string }[] }) {
  return (
    <form method="get" action={INBOX_PATH} role="search">
      <fieldset className={styles.filters}>
        <legend>{words.filters.legend}</legend>
        <label className={`${styles.field} ${styles.search}`}>
          {words.filters.search}
          <input type="search" name="q" defaultValue={query.q ?? ''} maxLength={200} />
        </label>
        <label className={styles.field}>
          {words.filters.type}
          <select name="type" defaultValue={query.type ?? ''}>
            <option value="">{words.filters.all}</option>
            {LEAD_TYPES.map((type) => (
              <option key={type} value={type}>
                {leadTypeNames[type]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {words.filters.site}
          <select name="site" defaultValue={query.site ?? ''}>
            <option value="">{words.filters.all}</option>
            {sites.map((site) => (
              <option key={site.location} value={site.location}>
                {site.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {words.filters.status}
          <select name="statut" defaultValue={query.statut ?? ''}>
            <option value="">{words.filters.all}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {leadStatusNames[status]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {words.filters.from}
          <input type="date" name="du" defaultValue={query.du ?? ''} />
        </label>
        <label className={styles.field}>
          {words.filters.to}
          <input type="date" name="au" defaultValue={query.au ?? ''} />
        </label>
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {words.filters.submit}
          </button>
          <Link href={INBOX_PATH} prefetch={false}>
            {words.filters.reset}
          </Link>
        </div>
      </fieldset>
    </form>
  );
}

function deliveryText(row: InboxRow): string {
  if (!row.delivery) return words.delivery.none;
  if (row.delivery.status === 'failed') return words.delivery.failed(row.delivery.attempts);
  return words.delivery[row.delivery.status];
}

/** The leads of one page, in a table whose caption says how many match. */
export function InboxTable({ found }: { found: InboxPage }) {
  const caption =
    found.pageCount > 1 ? words.captionPage(found.total, found.page, found.pageCount) : words.caption(found.total);
  if (found.total === 0) return <p>{words.empty}</p>;
  const columns = words.columns;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.reference}</th>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.type}</th>
            <th scope="col">{columns.site}</th>
            <th scope="col">{columns.visitor}</th>
            <th scope="col">{columns.vehicle}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.delivery}</th>
          </tr>
        </thead>
        <tbody>
          {found.rows.map((row) => (
            <tr key={row.reference}>
              <th scope="row">
                <Link href={leadPath(row.reference)} prefetch={false}>
                  {row.reference}
                </Link>
              </th>
              <td>{leadDateText(row.createdAt)}</td>
              <td>{leadTypeNames[row.type]}</td>
              <td>{row.siteName ?? row.location}</td>
              <td>
                {row.name}
                <br />
                <span className={styles.muted}>{row.email}</span>
              </td>
              <td>{row.vehicleId === null ? '—' : words.vehicleNumber(row.vehicleId)}</td>
              <td>{leadStatusNames[row.status]}</td>
              <td>{deliveryText(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous and next page links, keeping the filters. */
export function InboxPages({ found, query }: { found: InboxPage; query: InboxQuery }) {
  if (found.pageCount <= 1) return null;
  return (
    <nav aria-label={words.pages.label} className={styles.pages}>
      <ul>
        {found.page > 1 ? (
          <li>
            <Link href={inboxHref({ ...query, page: found.page - 1 })} prefetch={false}>
              {words.pages.previous}
            </Link>
          </li>
        ) : null}
        {found.page < found.pageCount ? (
          <li>
            <Link href={inboxHref({ ...query, page: found.page + 1 })} prefetch={false}>
              {words.pages.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The export of what the list shows (every page of it). */
export function InboxExportLink({ query }: { query: InboxQuery }) {
  const filters = queryFilters(query);
  return (
    // A download, not a page: a plain link, never prefetched.
    <a href={inboxHref(filters, INBOX_EXPORT_PATH)} download>
      {words.export}
    </a>
  );
}
