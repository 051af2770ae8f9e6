import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorTexts } from '@/site/errors/error-texts';
import { DOCUMENT_STATUS_META } from '@/site/http/document-status';

// Without BOOKING_LINK_SECRET the feature is off: no link was ever sent, so its page and its forms are a 404
// (the French not-found page), not a page that says the feature is off, and the database is never asked.
const { getDb } = vi.hoisted(() => ({ getDb: vi.fn(async () => ({})) }));
vi.mock('@/db/client', () => ({ getDb }));

const { default: ManageBookingPage, generateMetadata } = await import('@/app/rendez-vous/[reference]/gerer/page');
const { POST } = await import('@/app/api/rendez-vous/[reference]/gerer/route');

const REFERENCE = 'AP-0123ABCD';
const TOKEN = `1.${'a'.repeat(43)}`;

beforeEach(() => {
  vi.stubEnv('BOOKING_LINK_SECRET', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the booking link with BOOKING_LINK_SECRET unset', () => {
  it('answers the not-found page with status 404', async () => {
    const element = await ManageBookingPage({
      params: Promise.resolve({ reference: REFERENCE }),
      searchParams: Promise.resolve({ jeton: TOKEN }),
    });
    const html = renderToStaticMarkup(element);
    expect(html).toContain(`<meta name="${DOCUMENT_STATUS_META}" content="404"/>`);
    expect(html).toContain(errorTexts('page-not-found').title);
    expect(html).not.toContain('Gérer');
    const metadata = await generateMetadata();
    expect(metadata.title).toBe(errorTexts('page-not-found').title);
    expect(metadata.robots).toMatchObject({ index: false });
    expect(getDb).not.toHaveBeenCalled();
  });

  it('refuses its forms with 404', async () => {
    const body = new URLSearchParams({ action: 'annuler', jeton: TOKEN });
    const answer = await POST(
      new Request(`http://127.0.0.1/api/rendez-vous/${REFERENCE}/gerer`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }),
      { params: Promise.resolve({ reference: REFERENCE }) },
    );
    expect(answer.status).toBe(404);
  });
});
