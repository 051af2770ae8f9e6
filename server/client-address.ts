import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { StartRefusal } from './start-refusal';

/** The request header server.ts sets to the visitor's address; the forms' rate limit counts by it. */
export const CLIENT_ADDRESS_HEADER = 'x-client-ip';

/** Whether a hop's address is a proxy whose X-Forwarded-For is believed; null: none is. */
export type TrustedProxies = ((address: string, hop: number) => boolean) | null;

const entries = z
  .string()
  .optional()
  .transform((raw) =>
    (raw ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

/**
 * TRUSTED_PROXIES (addresses, CIDR ranges, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`,
 * comma-separated) compiled once at start. Unset or blank: no proxy is trusted. A typo must not silently
 * trust no one (every visitor behind the balancer would share one limit) nor too many, so it stops the start.
 */
export function trustedProxiesFrom(raw: string | undefined): TrustedProxies {
  const list = entries.parse(raw);
  if (list.length === 0) return null;
  for (const entry of list) {
    try {
      proxyAddr.compile(entry);
    } catch {
      throw new StartRefusal(
        `TRUSTED_PROXIES must be a comma-separated list of addresses or CIDR ranges such as 127.0.0.1,10.0.0.0/8 (“${entry}” is not one).`,
      );
    }
  }
  return proxyAddr.compile(list);
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** One spelling per address, so a visitor reached over IPv4 and over a dual-stack socket is one key. */
function canonical(address: string): string {
  const lower = address.toLowerCase();
  return IPV4_MAPPED.exec(lower)?.[1] ?? lower;
}

/**
 * The visitor's address: the connection's, or, when the connection comes from a trusted proxy, the first hop
 * of X-Forwarded-For that is not trusted, read from the right (proxy-addr). Hops left of it are whatever the
 * client wrote and are never read.
 */
export function clientAddress(request: IncomingMessage, trusted: TrustedProxies): string {
  const peer = request.socket.remoteAddress;
  if (peer === undefined) return 'unknown';
  return canonical(trusted ? proxyAddr(request, trusted) : peer);
}

/** Sets `x-client-ip` on every request, over any value the client sent. */
export function stampClientAddress(request: IncomingMessage, trusted: TrustedProxies): void {
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request, trusted);
}
