import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '@/services/routing/same-origin-path';
import { redirectInit, redirectToPath } from '@/site/http/same-origin-redirect';

/** Targets a browser would follow to another host, or that are not paths at all. */
const HOSTILE = [
  '//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\u0009/evil.example',
  '/\r\n/evil.example',
  '/\n/evil.example',
  '/x\r\nSet-Cookie: a=b',
  '/%0d%0aLocation:%20http://evil.example'.replace(/%0d%0a/i, '\r\n'),
  '/\u0000/evil.example',
  '/ /evil.example'.replace(' ', '\u007f'),
  'https://evil.example',
  'HTTPS://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '',
  ' /stock',
  '///evil.example',
  '/./\\evil.example',
  // Parsed into `//evil.example`, which a browser reads as a host.
  '/.//evil.example',
  '/a/..//evil.example',
  // Anywhere in the target, not only at its start.
  '/stock\t',
  '/stock?fuel=diesel\n',
  '/stock?fuel=\u007f',
  '/stock#\u0000',
  '/stock/\\evil.example',
];

const SAFE: [string, string][] = [
  ['/', '/'],
  ['/stock', '/stock'],
  ['/stock?fuel=diesel&page=2', '/stock?fuel=diesel&page=2'],
  ['/concessions/bertrange#horaires', '/concessions/bertrange#horaires'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['/a/../stock', '/stock'],
  ['/voitures électriques', '/voitures%20%C3%A9lectriques'],
  // `//` past the start is only an empty segment.
  ['/a//b', '/a//b'],
  ['/stock//', '/stock//'],
];

describe('sameOriginPath', () => {
  it.each(HOSTILE)('refuses %j', (target) => {
    expect(sameOriginPath(target)).toBeNull();
  });

  it.each(SAFE)('keeps the local path %j', (target, expected) => {
    expect(sameOriginPath(target)).toBe(expected);
  });
});

describe('redirectToPath', () => {
  it('sends a relative Location on this site', () => {
    const response = redirectToPath('/stock?fuel=electric', 307);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/stock?fuel=electric');
  });

  it.each(HOSTILE)('sends %j to the fallback instead', (target) => {
    const location = redirectToPath(target, 302, { fallback: '/aide' }).headers.get('location');
    expect(location).toBe('/aide');
  });

  it('never lets a hostile fallback through', () => {
    expect(redirectToPath('//evil.example', 302, { fallback: '//evil.example' }).headers.get('location')).toBe('/');
  });

  it('builds the absolute Location from the request origin only', () => {
    const init = redirectInit('/stock', 301, { origin: 'https://www.autopolis.lu/fr/anything?x=1' });
    expect(init.headers.get('location')).toBe('https://www.autopolis.lu/stock');
    expect(redirectInit('//evil.example/x', 301, { origin: 'https://www.autopolis.lu' }).headers.get('location')).toBe(
      'https://www.autopolis.lu/',
    );
  });
});
