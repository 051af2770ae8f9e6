import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSeed } from '@/content/seed-loader';
import type { Database } from '@/db/client';
import { CLIENT_ADDRESS_HEADER, stampClientAddress, trustedProxiesFrom } from '@/server/client-address';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The forms' per-address limit over HTTP, as server.ts and the form action (site/enquiries/send-enquiry.ts)
// wire it: the server stamps `x-client-ip` on each request, the action counts by it. One submission an address
// an hour here, so a second one from the same visitor is refused. The test's own connections come from
// 127.0.0.1, which plays the load balancer when TRUSTED_PROXIES names it.
const testDb = vi.hoisted(() => {
  process.env.LEADS_MAX_PER_IP_PER_HOUR = '1';
  return { current: undefined as Promise<Database> | undefined };
});

vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));
vi.mock('next/cache', () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
}));

const { submitEnquiry } = await import('@/site/enquiries/submit-enquiry');

let database: TestDatabase;
const servers: Server[] = [];

beforeAll(async () => {
  vi.stubEnv('STORYBLOK_TOKEN', '');
  database = await openTestDatabase();
  testDb.current = Promise.resolve(database.db);
  await loadSeed(database.db, path.join(process.cwd(), 'content/seed'));
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  vi.unstubAllEnvs();
  delete process.env.LEADS_MAX_PER_IP_PER_HOUR;
  await database?.close();
});

/** A site on loopback with the given TRUSTED_PROXIES: answers a posted contact form with the action's status. */
async function site(trustedProxies: string | undefined): Promise<string> {
  const trusted = trustedProxiesFrom(trustedProxies);
  const server = createServer((request, response) => {
    stampClientAddress(request, trusted);
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const ip = String(request.headers[CLIENT_ADDRESS_HEADER]);
      void submitEnquiry({ entries: new URLSearchParams(body).entries() }, { ip }).then((answer) => {
        response.writeHead(answer.status === 'refused' ? answer.httpStatus : 200).end(ip);
      });
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let visitor = 0;
/** A contact message of its own (e-mail and text), so only the per-address limit can refuse it. */
async function post(origin: string, forwardedFor: string): Promise<{ status: number; counted: string }> {
  visitor += 1;
  const form = new URLSearchParams({
    form: 'contact',
    page: '/formulaires/contact',
    civility: 'madame',
    firstName: 'Anne',
    lastName: 'Muller',
    email: `proxy.${visitor}@example.lu`,
    phone: '+352 621 123 456',
    preferredContact: 'email',
    privacyConsent: 'on',
    subject: 'autre',
    location: 'bertrange',
    message: `Message ${visitor}`,
  });
  const response = await fetch(origin, {
    method: 'POST',
    headers: { 'x-forwarded-for': forwardedFor, [CLIENT_ADDRESS_HEADER]: `192.0.2.${visitor}` },
    body: form,
  });
  return { status: response.status, counted: await response.text() };
}

describe('the per-address form limit', () => {
  it('counts two visitors behind one trusted proxy separately', async () => {
    const origin = await site('127.0.0.1');
    expect(await post(origin, '198.51.100.1')).toEqual({ status: 200, counted: '198.51.100.1' });
    expect(await post(origin, '198.51.100.2')).toEqual({ status: 200, counted: '198.51.100.2' });
    // Each visitor's own limit still holds.
    expect(await post(origin, '198.51.100.1')).toEqual({ status: 429, counted: '198.51.100.1' });
  });

  it('ignores X-Forwarded-For (and x-client-ip) without TRUSTED_PROXIES: the connection is the visitor', async () => {
    const origin = await site(undefined);
    expect(await post(origin, '198.51.100.3')).toEqual({ status: 200, counted: '127.0.0.1' });
    expect(await post(origin, '198.51.100.4')).toEqual({ status: 429, counted: '127.0.0.1' });
  });
});
