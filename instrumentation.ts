import type { Instrumentation } from 'next';

/**
 * Runs once when the server starts: error reporting (with NEXT_PUBLIC_SENTRY_DSN and
 * NEXT_PUBLIC_SENTRY_ENVIRONMENT), report the content source, open (and migrate) the database or exit, and start
 * delivering leads from the outbox (by e-mail with SMTP_URL, to LEADS_WEBHOOK_URL; else they wait there) and
 * running scheduled publishing (content/local-service/scheduled-runner.ts) and the stock alerts' daily e-mails
 * (services/stock-alerts/, with SMTP_URL). On a
 * fresh install without any studio account, print a single-use link to create the first administrator.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { thirdPartyConfig } = await import('./site/third-parties/third-party-config');
  const { sentry } = thirdPartyConfig();
  if (sentry) await (await import('./site/third-parties/start-server-sentry')).startServerSentry(sentry);
  const { closeDb, databaseTarget, describeDatabase, getDb } = await import('./db/client');
  const { openDatabase } = await import('./db/open-database');
  try {
    const { contentSource, localContentWarning } = await import('./content/content-config');
    if (contentSource().kind === 'local') console.warn(localContentWarning(describeDatabase(databaseTarget())));
    await openDatabase();
  } catch (error) {
    // Next.js would keep this failed start and answer 500 to every request: exit, to be restarted.
    console.error(
      `${error instanceof Error ? error.message : String(error)}: exiting with status 1 so that the site is restarted.`,
    );
    process.exit(1);
  }
  await announceFirstAdminLink(getDb);
  const { startLeadDelivery } = await import('./services/enquiries/outbox-delivery');
  const { onShutdown } = await import('./framework/shutdown-hooks');
  // On a stop, once the last request is answered (server/graceful-shutdown.ts): the delivery pass under way
  // ends, then the database closes (PGlite's lock released for the next start).
  onShutdown('lead delivery', startLeadDelivery(getDb, process.env));
  // Scheduled publishing: a pass every 5 s (a missed time caught up at the first); due actions run through
  // the site's own route, where pages are revalidated as a studio publish does (site/http/internal-calls.ts).
  const { startScheduledActions } = await import('./content/local-service/scheduled-runner');
  const { callSelf } = await import('./site/http/internal-calls');
  onShutdown(
    'scheduled publishing',
    startScheduledActions(getDb, () => callSelf('/api/content/scheduled-run')),
  );
  // Stock alerts (with SMTP_URL and BOOKING_LINK_SECRET): a pass every 15 min, each alert checked once a day,
  // instances sharing the work through claims (services/stock-alerts/alert-pass.ts); prices and mileages
  // written by the site's own formatters.
  const { startStockAlerts } = await import('./services/stock-alerts/alert-pass');
  const { formatCents } = await import('./site/ui/format-price');
  const { formatMileage } = await import('./site/vehicles/vehicle-format');
  onShutdown('stock alerts', startStockAlerts(getDb, { price: formatCents, mileage: formatMileage }, process.env));
  onShutdown('database', closeDb);
}

/**
 * While no studio account exists, a link valid one hour to create the first administrator, printed once at
 * start (only its hash is stored): the README's `npm start` leads a newcomer into the studio. A failure here
 * never stops the site (`npm run studio:user` is the other way in).
 */
async function announceFirstAdminLink(getDb: () => Promise<import('./db/client').Database>) {
  try {
    const { firstAdminLink } = await import('./services/staff/first-admin-link');
    const { siteUrl } = await import('./page/seo/site-url');
    const link = await firstAdminLink(await getDb(), siteUrl().origin);
    if (link) console.warn(`No studio account yet. Create the first administrator (link valid 1 hour, once): ${link}`);
  } catch (error) {
    console.error('Could not prepare the first administrator link:', error);
  }
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('./site/third-parties/start-server-sentry');
  await reportRequestError(...args);
};
