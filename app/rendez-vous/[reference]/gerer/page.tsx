import type { Metadata } from 'next';
import { getDb } from '@/db/client';
import { t } from '@/i18n/translate';
import { siteUrl } from '@/page/seo/site-url';
import { bookingLinkPath, bookingLinkSecretOrNull } from '@/services/enquiries/booking-link';
import { managePage } from '@/services/enquiries/manage-booking';
import { BookingManageView } from '@/site/booking/booking-manage-view';
import { errorTexts } from '@/site/errors/error-texts';
import { ErrorView } from '@/site/errors/error-view';
import { DocumentStatus } from '@/site/http/document-status';

// The token in the address is the visitor's: never cached, never indexed, never sent on as a referrer.
export const dynamic = 'force-dynamic';

/** Without BOOKING_LINK_SECRET no link was ever sent: the page is not-found's, by its title too. */
export async function generateMetadata(): Promise<Metadata> {
  return {
    title: bookingLinkSecretOrNull() ? t('booking.manage.metaTitle') : errorTexts('page-not-found').title,
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The page of the visitor's link to cancel or move a booking (services/enquiries/booking-link.ts). */
export default async function ManageBookingPage({
  params,
  searchParams,
}: {
  params: Promise<{ reference: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const secret = bookingLinkSecretOrNull();
  // The feature is off: a 404 as for any address the site does not serve (not notFound(): see DocumentStatus).
  if (!secret)
    return (
      <main id="main">
        <DocumentStatus status={404} />
        <ErrorView {...errorTexts('page-not-found')} />
      </main>
    );
  const { reference } = await params;
  const query = await searchParams;
  const page = await managePage(await getDb(), {
    reference,
    token: first(query.jeton) ?? '',
    day: first(query.date),
    secret,
    now: new Date(),
  });
  const done = first(query.fait);
  const error = first(query.erreur);
  const token = page.state === 'open' ? page.token : '';
  return (
    <BookingManageView
      reference={reference}
      page={page}
      done={done === 'annule' || done === 'deplace' ? done : undefined}
      error={error === 'complet' || error === 'creneau' || error === 'meme' ? error : undefined}
      path={`/rendez-vous/${reference}/gerer`}
      linkUrl={new URL(bookingLinkPath(reference, token), siteUrl()).toString()}
    />
  );
}
