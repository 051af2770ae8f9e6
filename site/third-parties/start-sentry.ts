import type { SentryConfig } from './third-party-config';
import { scrubBreadcrumb, scrubEvent } from './sentry-scrub';

/** One session in ten traced and replayed; every session with an error replayed (masked). */
const SAMPLE_RATES = { tracesSampleRate: 0.1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1.0 } as const;

let started = false;

/**
 * Starts Sentry in the browser once analytics are accepted. The SDK is its own chunk, fetched only then:
 * without a DSN or without consent, no Sentry code is downloaded.
 */
export async function startSentry({ dsn, environment }: SentryConfig): Promise<void> {
  if (started) return;
  started = true;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({
    dsn,
    environment,
    ...SAMPLE_RATES,
    sendDefaultPii: false,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  });
}
