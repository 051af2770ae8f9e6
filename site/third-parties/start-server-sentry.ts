import type { Instrumentation } from 'next';
import { scrubBreadcrumb, scrubEvent } from './sentry-scrub';
import type { SentryConfig } from './third-party-config';

let captureRequestError: Instrumentation.onRequestError | null = null;

/**
 * Sentry on the server, when configured: errors of rendering and route handlers, without personal data
 * (no request headers, cookies or query). No traces: the browser's sampled traces follow visitors' pages,
 * and tracing every server request would cost each cached page its speed.
 */
export async function startServerSentry({ dsn, environment }: SentryConfig): Promise<void> {
  const Sentry = await import('@sentry/nextjs');
  Sentry.init({
    dsn,
    environment,
    sendDefaultPii: false,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  });
  captureRequestError = Sentry.captureRequestError;
}

/** instrumentation.ts's `onRequestError`: to Sentry once started, else nothing (Next.js logs the error). */
export const reportRequestError: Instrumentation.onRequestError = (...args) => captureRequestError?.(...args);
