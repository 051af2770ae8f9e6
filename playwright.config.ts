import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_PATH } from './tests/fixtures/test-browser';

// E2E_PORT lets a second checkout run its browser tests beside this one (GTM and Sentry stand-ins follow).
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
export const GTM_PORT = PORT + 98;
export const SENTRY_PORT = PORT + 97;
/** The SMTP sink of the booking-link test (tests/e2e/booking-link.spec.ts); nothing listens there otherwise. */
export const SMTP_PORT = PORT + 96;

/** Secrets the e2e server runs with; tests sign webhooks and management calls with them. */
export const E2E_ENV = {
  STORYBLOK_WEBHOOK_SECRET: 'e2e-webhook-secret',
  CONTENT_MANAGEMENT_TOKEN: 'e2e-management-token',
  STORYBLOK_PREVIEW_TOKEN: 'e2e-preview-token-0123456789',
  STOCK_REVALIDATE_SECRET: 'e2e-stock-secret',
  // The visual editor's stand-in: a test serves an editor page that frames the site from this origin
  // (another site than 127.0.0.1, as Storyblok's app is).
  STORYBLOK_EDITOR_ORIGIN: `http://localhost:${PORT + 99}`,
  // Retired (the studio opens with accounts only), still set here: the server starts all the same and the old
  // basic credentials open nothing (tests/e2e/studio.spec.ts).
  STUDIO_PASSWORD: 'e2e-retired-studio-password',
  // Every test request comes from 127.0.0.1: the per-address limit is raised so the load tests measure the
  // forms, not the limiter (the per-e-mail limit stays at its default and is tested).
  LEADS_MAX_PER_IP_PER_HOUR: '100000',
  // Leads and visitors' confirmations go to a loopback SMTP sink the booking-link test starts; while none
  // listens, their outbox rows fail and wait for a later pass, as with a mail server down.
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  BOOKING_LINK_SECRET: 'e2e-booking-link-secret-0123456789abcdef',
  // Tag Manager and Sentry are configured, pointing at loopback stand-ins the consent tests start
  // (tests/e2e/consent.spec.ts); nothing reaches them without the visitor's consent.
  NEXT_PUBLIC_GTM_ID: 'GTM-E2ETEST',
  GTM_ORIGIN: `http://127.0.0.1:${GTM_PORT}`,
  NEXT_PUBLIC_SENTRY_DSN: `http://e2epublickey@127.0.0.1:${SENTRY_PORT}/1`,
  NEXT_PUBLIC_SENTRY_ENVIRONMENT: 'e2e',
};

/** Every test but the consent tests starts as a visitor who refused optional cookies: no banner in the way. */
export const CONSENT_REFUSED = {
  name: 'site_consent',
  value: 'v1.a0.m0',
  domain: '127.0.0.1',
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Once the server is up: one studio account per role, each signed in once (the specs reuse the saved states).
  globalSetup: './tests/e2e/studio-global-setup.ts',
  timeout: 30_000,
  // A navigation waits for the server to render the next page: on a loaded two-core machine that has taken over
  // Playwright's default 5 s.
  expect: { timeout: 10_000 },
  // Tests that publish content run serially inside their files; files run in parallel on two workers.
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'fr-LU',
    storageState: { cookies: [CONSENT_REFUSED], origins: [] },
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download is not available on these machines.
      executablePath: TEST_CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'site',
      testIgnore:
        /(publishing|studio-editor|studio-pages|studio-journey|studio-medias|studio-schedule|studio-invitations|stock-alerts|fuzz|database-owner|database-unavailable)\.spec\.ts/,
    },
    // Publishing changes shared content (even the global config), so it waits for the read-only tests; the
    // studio's specs publish « Contact » and pages under services/ too: one file at a time. (The invitations'
    // spec, and the stock alerts' spec, also listen on the SMTP sink's port, which the booking test holds while the
    // `site` project runs.)
    {
      name: 'publishing',
      testMatch:
        /\/(publishing|studio-editor|studio-pages|studio-journey|studio-medias|studio-invitations|stock-alerts)\.spec\.ts$/,
      dependencies: ['site'],
      workers: 1,
    },
    // On the second worker while « publishing » runs on the first, instead of after it with that worker idle:
    // the scheduling test mostly waits a real minute for the server's loop and only adds a page of its own, so
    // it starts as soon as the read-only tests end and its minute overlaps the publishing tests
    // (docs/decisions/0018). The promotion's end, which waits for a minute of the real clock too, likewise.
    {
      name: 'schedule',
      testMatch: /\/(studio-schedule|promotion-end-publishing)\.spec\.ts$/,
      dependencies: ['site'],
    },
    // A production server of its own on a database the test stops and starts again: beside « publishing » too.
    { name: 'database-unavailable', testMatch: /database-unavailable\.spec\.ts/, dependencies: ['schedule'] },
    // A stock import beside the running site adds 2 000 vehicles (then removes them) and saves drafts: alone
    // on the shared server (the outage test's server is its own).
    { name: 'database-owner', testMatch: /database-owner\.spec\.ts/, dependencies: ['publishing'] },
    // The fuzzer loads the server hard and saves drafts under fuzz/: last, alone.
    { name: 'fuzz', testMatch: /fuzz\.spec\.ts/, dependencies: ['database-owner', 'database-unavailable'] },
  ],
  webServer: {
    // A fresh embedded database for every run, seeded, then the production build on loopback only.
    command: `rm -rf .data/e2e .data/e2e-assets .data/e2e-applications && npm run db:seed -- --reset && npx tsx server.ts -H 127.0.0.1 -p ${PORT}`,
    url: `${E2E_BASE_URL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      PGLITE_DIR: '.data/e2e',
      // The Médiathèque's files, emptied with the database.
      ASSETS_DIR: '.data/e2e-assets',
      // Job applicants' CVs and letters, emptied with the database.
      APPLICATIONS_DIR: '.data/e2e-applications',
      DATABASE_URL: '',
      STORYBLOK_TOKEN: '',
      SITE_URL: E2E_BASE_URL,
      ...E2E_ENV,
    },
  },
});
