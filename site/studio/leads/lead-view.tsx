import Link from 'next/link';
import { z } from 'zod';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { leadStatusNames, leadTypeNames, leadWords } from '@/i18n/fr-lu-studio-leads';
import { LEAD_STATUSES, type InboxLead, type InboxLeadEvent } from '@/services/enquiries/lead-inbox';
import { entriesOf, type Entry } from '@/services/enquiries/lead-message';
import { routeSegments } from '@/services/routing/route-segments';
import { addNote, setLeadStatus } from './lead-actions';
import { leadDateText, periodText } from './lead-dates';
import { INBOX_PATH, leadDocumentPath } from './lead-paths';
import { documentsOf } from '@/services/careers/application-files';
import styles from './leads.module.css';

const words = leadWords.lead;

/** What lead_events.detail holds, per kind (db/schema.ts); read back checked, a row of another shape shows its label only. */
const slotDetail = z.object({ startsAt: z.iso.datetime() });
const movedDetail = z.object({ from: slotDetail, to: slotDetail });
const statusDetail = z.object({ from: z.enum(LEAD_STATUSES), to: z.enum(LEAD_STATUSES) });
const noteDetail = z.object({ text: z.string() });

/** A lead's page: what it is, what the visitor sent, the booking, the status form, the history and a note. */
export function LeadView({ lead, mayReadDocuments = false }: { lead: InboxLead; mayReadDocuments?: boolean }) {
  const documents = lead.type === 'application' ? Object.entries(documentsOf(lead.fields)) : [];
  const moves = lead.events.filter((event) => event.kind === 'booking-moved');
  return (
    <div className={styles.lead}>
      <p>
        <Link href={INBOX_PATH} prefetch={false}>
          {words.back}
        </Link>
      </p>
      <section aria-labelledby="lead-about">
        <h2 id="lead-about">{words.about}</h2>
        <dl className={styles.facts}>
          <dt>{leadWords.columns.type}</dt>
          <dd>{leadTypeNames[lead.type]}</dd>
          <dt>{leadWords.columns.site}</dt>
          <dd>{lead.siteName ?? lead.location}</dd>
          <dt>{words.received}</dt>
          <dd>{leadDateText(lead.createdAt)}</dd>
          <dt>{words.page}</dt>
          <dd>{lead.pagePath}</dd>
          <dt>{words.vehicle}</dt>
          <dd>
            {lead.vehicleId === null ? (
              '—'
            ) : (
              // The short address redirects to the vehicle's page while it is in stock.
              <a href={`/${routeSegments(DEFAULT_LOCALE).stock}/${lead.vehicleId}`}>
                {words.vehicleLink(lead.vehicleId)}
              </a>
            )}
          </dd>
          <dt>{words.status}</dt>
          <dd>{leadStatusNames[lead.status]}</dd>
        </dl>
      </section>
      <section aria-labelledby="lead-fields">
        <h2 id="lead-fields">{words.fields}</h2>
        <Entries entries={entriesOf(lead.fields)} />
      </section>
      {documents.length > 0 ? (
        <section aria-labelledby="lead-documents">
          <h2 id="lead-documents">{words.documents}</h2>
          {mayReadDocuments ? (
            <ul>
              {documents.map(([kind, document]) => (
                <li key={kind}>
                  <a href={leadDocumentPath(lead.reference, kind)} download>
                    {words.documentLink(words.documentNames[kind as keyof typeof words.documentNames], document.name)}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>{words.documentsAdminOnly}</p>
          )}
        </section>
      ) : null}
      <section aria-labelledby="lead-booking">
        <h2 id="lead-booking">{words.booking}</h2>
        {lead.appointment ? (
          <ul>
            <li>
              {periodText(lead.appointment.startsAt, lead.appointment.durationMinutes)}
              {lead.appointment.location === lead.location && lead.siteName ? ` — ${lead.siteName}` : ''}
            </li>
            {lead.appointment.cancelledAt ? (
              <li>
                <strong>{words.bookingCancelled(leadDateText(lead.appointment.cancelledAt))}</strong>
              </li>
            ) : null}
            {moves.map((event, index) => (
              <li key={index}>
                <EventText event={event} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{words.noBooking}</p>
        )}
      </section>
      <section aria-labelledby="lead-status">
        <h2 id="lead-status">{words.changeStatus}</h2>
        <form action={setLeadStatus} className={styles.actions}>
          <input type="hidden" name="reference" value={lead.reference} />
          <label className={styles.field}>
            {words.newStatus}
            <select name="statut" defaultValue={lead.status}>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {leadStatusNames[status]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={styles.button}>
            {words.saveStatus}
          </button>
        </form>
      </section>
      <section aria-labelledby="lead-history">
        <h2 id="lead-history">{words.history}</h2>
        {lead.events.length === 0 ? (
          <p>{words.noHistory}</p>
        ) : (
          <ol className={styles.history}>
            {lead.events.map((event, index) => (
              <li key={index}>
                <EventText event={event} />
              </li>
            ))}
          </ol>
        )}
        <form action={addNote} className={styles.note}>
          <input type="hidden" name="reference" value={lead.reference} />
          <label className={styles.field} htmlFor="lead-note">
            {words.note}
          </label>
          <textarea id="lead-note" name="note" required maxLength={2000} aria-describedby="lead-note-help" />
          <p id="lead-note-help" className={styles.muted}>
            {words.noteHelp}
          </p>
          <div>
            <button type="submit" className={styles.button}>
              {words.addNote}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}

function EventText({ event }: { event: InboxLeadEvent }) {
  const when = leadDateText(event.createdAt);
  const by = words.by(event.actor === 'visitor' ? words.visitor : event.actor);
  const label = words.events[event.kind];
  const status = event.kind === 'status-changed' ? statusDetail.safeParse(event.detail) : null;
  const note = event.kind === 'note' ? noteDetail.safeParse(event.detail) : null;
  const moved = event.kind === 'booking-moved' ? movedDetail.safeParse(event.detail) : null;
  return (
    <>
      <strong>{label}</strong> — {when}, {by}
      {status?.success ? (
        <> — {words.statusChange(leadStatusNames[status.data.from], leadStatusNames[status.data.to])}</>
      ) : null}
      {moved?.success ? <> — {words.movedTo(leadDateText(new Date(moved.data.to.startsAt)))}</> : null}
      {note?.success ? <p className={styles.noteText}>{note.data.text}</p> : null}
    </>
  );
}

/** The fields the visitor sent, as the site's e-mail lists them (labels in French, nested values nested). */
function Entries({ entries }: { entries: Entry[] }) {
  return (
    <dl className={styles.facts}>
      {entries.map((entry, index) => (
        <div key={index} style={{ display: 'contents' }}>
          <dt>{entry.label}</dt>
          <dd>{typeof entry.value === 'string' ? entry.value : <Entries entries={entry.value} />}</dd>
        </div>
      ))}
    </dl>
  );
}
