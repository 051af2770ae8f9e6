import { t } from '@/i18n/translate';
import type { ManagePage } from '@/services/enquiries/manage-booking';
import { DocumentStatus } from '@/site/http/document-status';
import { clockTime } from '@/site/locations/opening-status-text';
import { Button } from '@/site/ui/button';
import { Container } from '@/site/ui/container';
import { Field } from '@/site/ui/form/field';
import styles from './booking-manage.module.css';

export type BookingManageProps = {
  reference: string;
  page: ManagePage;
  /** What the last post did (the change route's redirect), or why it was refused. */
  done?: 'annule' | 'deplace';
  error?: 'complet' | 'creneau' | 'meme';
  /** The page's own address, for the move form's day choice (GET) and the new link after a move. */
  path: string;
  /** The absolute address of this page with its current token, shown after a move. */
  linkUrl: string;
};

const dayFormat = new Intl.DateTimeFormat('fr-LU', { timeZone: 'Europe/Luxembourg', dateStyle: 'full' });

/** `07:30` → `7 h 30`, as `clockTime` writes the booking's own time. */
const slotLabel = (time: string) => `${Number(time.slice(0, 2))}\u00a0h\u00a0${time.slice(3)}`;

const ERRORS = {
  complet: 'booking.manage.slotFull',
  creneau: 'booking.manage.slotInvalid',
  meme: 'booking.manage.sameSlot',
} as const;

/** The page of the visitor's booking link: the booking, cancel, or move to another free slot; else why not. */
export function BookingManageView({ reference, page, done, error, path, linkUrl }: BookingManageProps) {
  if (page.state === 'refused') {
    const cancelledNow = page.reason === 'cancelled' && done === 'annule';
    const message = cancelledNow
      ? t('booking.manage.cancelled', { reference })
      : t(`booking.manage.refused.${page.reason}`);
    return (
      <main id="main">
        {!cancelledNow ? <DocumentStatus status={page.reason === 'invalid' ? 404 : 410} /> : null}
        <Container width="narrow" className={styles.page}>
          <h1>{t('booking.manage.metaTitle')}</h1>
          <p className={styles.notice} role={cancelledNow ? 'status' : 'alert'}>
            {message}
          </p>
        </Container>
      </main>
    );
  }

  const { booking, location, day, times, token } = page;
  const when = `${dayFormat.format(booking.startsAt)} à ${clockTime(booking.startsAt)}`;
  const action = `/api/rendez-vous/${reference}/gerer`;
  return (
    <main id="main">
      {error === 'complet' ? <DocumentStatus status={409} /> : null}
      <Container width="narrow" className={styles.page}>
        <h1>{t('booking.manage.title', { reference })}</h1>
        {done === 'deplace' ? (
          <div className={styles.notice} role="status">
            <p>
              {t('booking.manage.moved', {
                date: dayFormat.format(booking.startsAt),
                time: clockTime(booking.startsAt),
              })}
            </p>
            <p>
              {t('booking.manage.newLink')}{' '}
              <a className={styles.link} href={linkUrl}>
                {linkUrl}
              </a>
            </p>
          </div>
        ) : null}
        {error ? (
          <p className={styles.notice} role="alert">
            {t(ERRORS[error])}
          </p>
        ) : null}
        <dl className={styles.details}>
          <dt>{t('booking.manage.what')}</dt>
          <dd>{t(`enquiry.calendar.${booking.kind}`)}</dd>
          <dt>{t('booking.manage.when')}</dt>
          <dd>{when}</dd>
          {location ? (
            <>
              <dt>{t('booking.manage.where')}</dt>
              <dd>
                {location.name}, {location.address.street}, {location.address.postalCode} {location.address.locality}
              </dd>
            </>
          ) : null}
        </dl>
        <p>
          <a href={`/api/rendez-vous/${reference}`}>{t('booking.manage.calendar')}</a>
        </p>
        {location ? <p>{t('booking.manage.callUs', { phone: location.phone })}</p> : null}

        <section className={styles.section} aria-labelledby="annuler">
          <h2 id="annuler">{t('booking.manage.cancelHeading')}</h2>
          <p>{t('booking.manage.cancelHelp')}</p>
          <form method="post" action={action} className={styles.form}>
            <input type="hidden" name="action" value="annuler" />
            <input type="hidden" name="jeton" value={token} />
            <Button type="submit" variant="secondary">
              {t('booking.manage.cancel')}
            </Button>
          </form>
        </section>

        {location ? (
          <section className={styles.section} aria-labelledby="deplacer">
            <h2 id="deplacer">{t('booking.manage.moveHeading')}</h2>
            <form method="get" action={path} className={styles.form}>
              <input type="hidden" name="jeton" value={token} />
              <Field label={t('booking.manage.date')} type="date" name="date" defaultValue={day} required />
              <Button type="submit" variant="secondary">
                {t('booking.manage.showTimes')}
              </Button>
            </form>
            {times.length === 0 ? (
              <p>{t('booking.manage.noTime')}</p>
            ) : (
              <form method="post" action={action} className={styles.form}>
                <input type="hidden" name="action" value="deplacer" />
                <input type="hidden" name="jeton" value={token} />
                <input type="hidden" name="date" value={day} />
                <fieldset className={styles.times}>
                  <legend>
                    {t('booking.manage.time')} — {dayFormat.format(new Date(`${day}T12:00:00Z`))}
                  </legend>
                  {times.map((time, index) => (
                    <label key={time} className={styles.time}>
                      <input type="radio" name="time" value={time} required defaultChecked={index === 0} />
                      {slotLabel(time)}
                    </label>
                  ))}
                </fieldset>
                <Button type="submit" variant="primary">
                  {t('booking.manage.move')}
                </Button>
              </form>
            )}
          </section>
        ) : null}
      </Container>
    </main>
  );
}
