import { readConsent } from '@/site/consent/consent-store';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Events for Google Tag Manager. Values are primitives chosen by our code (a page path, a form's type),
 * never what a visitor typed; nothing is recorded without analytics consent.
 */
export type DataLayerEvent = { event: 'page_view' | 'form_submit' } & Record<string, string | number | boolean>;

export function pushToDataLayer(entry: DataLayerEvent): void {
  if (!readConsent()?.analytics) return;
  (window.dataLayer ??= []).push({ ...entry, locale: document.documentElement.lang });
}
