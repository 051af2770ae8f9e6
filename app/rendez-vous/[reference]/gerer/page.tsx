import type { Metadata } from 'next';
import { getDb } from '@/db/client';
import { t } from '@/i18n/translate';
import { siteUrl } from '@/page/seo/site-url';
import { bookingLinkPath, bookingLinkSecretOrNull } from '@/services/enquiries/booking-link';
import { managePage } from '@/services/enquiries/manage-booking';
import { BookingManageView } from '@/site/booking/booking-manage-view';

// The token in the address is the visitor's: never cached, never indexed, never sent on as a referrer.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: t('booking.manage.metaTitle'),
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

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
  const { reference } = await params;
  const query = await searchParams;
  const page = await managePage(await getDb(), {
    reference,
    token: first(query.jeton) ?? '',
    day: first(query.date),
    secret: bookingLinkSecretOrNull(),
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
