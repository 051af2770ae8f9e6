import { describe, expect, it } from 'vitest';
import { maskPersonalData, scrubBreadcrumb, scrubEvent } from '@/site/third-parties/sentry-scrub';

describe('maskPersonalData', () => {
  it('masks e-mail addresses, also inside parentheses', () => {
    expect(maskPersonalData('Address refused: jean.dupont@example.lu')).toBe('Address refused: [e-mail]');
    expect(maskPersonalData('Lead (marie+auto@autopolis.lu) not sent')).toBe('Lead ([e-mail]) not sent');
  });

  it('masks Luxembourg phone numbers with or without the country code', () => {
    expect(maskPersonalData('Call back +352 621 123 456 tomorrow')).toBe('Call back [numéro] tomorrow');
    expect(maskPersonalData('Call back 621 123 456 tomorrow')).toBe('Call back [numéro] tomorrow');
    expect(maskPersonalData('Fixe: 26 12 34 56')).toBe('Fixe: [numéro]');
  });

  it('keeps short numbers such as a year, a price or a mileage', () => {
    expect(maskPersonalData('Kia EV3 2026 at 24 990 €, 1 250 km')).toBe('Kia EV3 2026 at 24 990 €, 1 250 km');
  });
});

describe('scrubEvent', () => {
  it('removes request body, cookies, headers and query string, and the user', () => {
    const event = {
      request: {
        method: 'POST',
        url: 'https://www.autopolis.lu/contact?email=jean@example.lu#nom=Jean',
        data: '{"name":"Jean"}',
        cookies: { site_consent: 'v1.a1.m0' },
        headers: { Cookie: 'site_consent=v1.a1.m0' },
        query_string: 'email=jean@example.lu',
      },
      user: { ip_address: '192.0.2.1' },
    };
    expect(scrubEvent(event)).toEqual({ request: { method: 'POST', url: 'https://www.autopolis.lu/contact' } });
  });

  it('masks the message and the exception values', () => {
    const event = {
      message: 'Invalid phone 621 123 456',
      exception: { values: [{ type: 'Error', value: 'Unknown address jean@example.lu' }, { type: 'Error' }] },
    };
    expect(scrubEvent(event)).toEqual({
      message: 'Invalid phone [numéro]',
      exception: { values: [{ type: 'Error', value: 'Unknown address [e-mail]' }, { type: 'Error' }] },
    });
  });

  it('drops typed-input and console breadcrumbs and scrubs the others', () => {
    const event = {
      breadcrumbs: [
        { category: 'ui.click', message: 'button.submit' },
        { category: 'ui.input', message: 'input[name="email"]' },
        { category: 'console', message: 'jean@example.lu' },
        { category: 'navigation', data: { from: '/stock?q=kia', to: '/contact?email=jean@example.lu' } },
      ],
    };
    expect(scrubEvent(event)).toEqual({
      breadcrumbs: [
        { category: 'ui.click', message: 'button.submit' },
        { category: 'navigation', data: { from: '/stock', to: '/contact' } },
      ],
    });
  });
});

describe('scrubBreadcrumb', () => {
  it('strips the query string from url, to and from, and removes the body', () => {
    const fetchCrumb = {
      category: 'fetch',
      data: {
        method: 'POST',
        url: '/api/enquiries?email=jean@example.lu',
        body: '{"phone":"621123456"}',
        request_body_size: 21,
        status_code: 200,
      },
    };
    expect(scrubBreadcrumb(fetchCrumb)).toEqual({
      category: 'fetch',
      data: { method: 'POST', url: '/api/enquiries', status_code: 200 },
    });
    expect(
      scrubBreadcrumb({ category: 'navigation', data: { from: '/stock?page=2', to: '/stock/4321-kia-ev3?ref=x' } }),
    ).toEqual({
      category: 'navigation',
      data: { from: '/stock', to: '/stock/4321-kia-ev3' },
    });
  });

  it('masks personal data in the message', () => {
    expect(scrubBreadcrumb({ category: 'sentry.event', message: 'Lead from jean@example.lu' })).toEqual({
      category: 'sentry.event',
      message: 'Lead from [e-mail]',
    });
  });

  it('drops typed input and console output', () => {
    expect(scrubBreadcrumb({ category: 'ui.input', message: 'input[name="phone"]' })).toBeNull();
    expect(scrubBreadcrumb({ category: 'console', message: 'jean@example.lu' })).toBeNull();
  });
});
