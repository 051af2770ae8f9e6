import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddress, stampClientAddress, trustedProxiesFrom } from '@/server/client-address';
import { StartRefusal } from '@/server/start-refusal';

/** A request as server.ts receives it: the connection's address and the headers the peer sent. */
function request(peer: string | undefined, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
}

const xff = (value: string) => ({ 'x-forwarded-for': value });

describe('clientAddress without TRUSTED_PROXIES', () => {
  const none = trustedProxiesFrom(undefined);

  it('is the connection’s address, whatever X-Forwarded-For the client sent', () => {
    expect(clientAddress(request('203.0.113.7', xff('198.51.100.1')), none)).toBe('203.0.113.7');
    expect(clientAddress(request('203.0.113.7'), none)).toBe('203.0.113.7');
  });

  it('an empty or blank setting trusts no one either', () => {
    for (const raw of ['', '  ', ' , ']) {
      expect(clientAddress(request('127.0.0.1', xff('198.51.100.1')), trustedProxiesFrom(raw))).toBe('127.0.0.1');
    }
  });

  it('is "unknown" when the connection is already gone', () => {
    expect(clientAddress(request(undefined), none)).toBe('unknown');
  });
});

describe('clientAddress behind trusted proxies', () => {
  const balancer = trustedProxiesFrom('127.0.0.1');

  it('ignores a spoofed X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress(request('203.0.113.7', xff('198.51.100.1')), balancer)).toBe('203.0.113.7');
  });

  it('takes the address the trusted proxy appended', () => {
    expect(clientAddress(request('127.0.0.1', xff('198.51.100.1')), balancer)).toBe('198.51.100.1');
  });

  it('resolves a chain to the first hop that is not trusted, counting from the connection', () => {
    const chain = trustedProxiesFrom('127.0.0.1, 10.0.0.0/8');
    // The client put 192.0.2.99 first itself; the TLS proxy (10.0.0.5) appended the address it saw.
    const headers = xff('192.0.2.99, 198.51.100.1, 10.0.0.5');
    expect(clientAddress(request('127.0.0.1', headers), chain)).toBe('198.51.100.1');
    // Only the balancer trusted: the TLS proxy's own address is the client's.
    expect(clientAddress(request('127.0.0.1', headers), balancer)).toBe('10.0.0.5');
  });

  it('stops at a hop that is not an address at all', () => {
    const chain = trustedProxiesFrom('127.0.0.1, 10.0.0.0/8');
    expect(clientAddress(request('127.0.0.1', xff('198.51.100.1, not-an-address, 10.0.0.5')), chain)).toBe(
      'not-an-address',
    );
  });

  it('is the trusted peer itself when it sent no X-Forwarded-For', () => {
    expect(clientAddress(request('127.0.0.1'), balancer)).toBe('127.0.0.1');
  });

  it('matches an IPv4-mapped peer against an IPv4 entry, and gives IPv4 addresses in one form', () => {
    expect(clientAddress(request('::ffff:127.0.0.1', xff('198.51.100.1')), balancer)).toBe('198.51.100.1');
    expect(clientAddress(request('::ffff:127.0.0.1', xff('::ffff:198.51.100.1')), balancer)).toBe('198.51.100.1');
    expect(clientAddress(request('::FFFF:203.0.113.7'), balancer)).toBe('203.0.113.7');
  });

  it('handles IPv6 proxies and clients', () => {
    const v6 = trustedProxiesFrom('::1, fd00::/8');
    expect(clientAddress(request('::1', xff('2001:db8::1, fd00::2')), v6)).toBe('2001:db8::1');
    expect(clientAddress(request('2001:db8::9', xff('2001:db8::1')), v6)).toBe('2001:db8::9');
    expect(clientAddress(request('::1', xff('2001:DB8::A')), v6)).toBe('2001:db8::a');
  });

  it('accepts proxy-addr’s named ranges', () => {
    expect(clientAddress(request('::1', xff('198.51.100.1')), trustedProxiesFrom('loopback'))).toBe('198.51.100.1');
  });
});

describe('trustedProxiesFrom refuses an invalid setting', () => {
  it.each(['127.0.0.1/33', 'proxy.example.lu', '10.0.0.0/8;127.0.0.1', '300.1.2.3'])('%s', (raw) => {
    expect(() => trustedProxiesFrom(raw)).toThrow(StartRefusal);
    expect(() => trustedProxiesFrom(raw)).toThrow(/^TRUSTED_PROXIES must be a comma-separated list .*\.$/);
  });

  it('names the entry at fault in one sentence', () => {
    expect(() => trustedProxiesFrom('127.0.0.1, proxy.example.lu')).toThrow(
      'TRUSTED_PROXIES must be a comma-separated list of addresses or CIDR ranges such as 127.0.0.1,10.0.0.0/8 (“proxy.example.lu” is not one).',
    );
  });
});

describe('stampClientAddress', () => {
  it('overwrites any x-client-ip the client sent', () => {
    const sent = request('203.0.113.7', { [CLIENT_ADDRESS_HEADER]: '192.0.2.1' });
    stampClientAddress(sent, trustedProxiesFrom(undefined));
    expect(sent.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.7');
  });

  it('writes the address resolved through trusted proxies', () => {
    const sent = request('127.0.0.1', { ...xff('198.51.100.1'), [CLIENT_ADDRESS_HEADER]: '192.0.2.1' });
    stampClientAddress(sent, trustedProxiesFrom('127.0.0.1'));
    expect(sent.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.1');
  });
});
