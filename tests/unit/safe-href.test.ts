import { describe, expect, it, vi } from 'vitest';
import { contentHref, hrefProtocol, isBlockedHref, navigationTarget } from '@/site/routing/safe-href';

const ORIGIN = 'https://www.autopolis.lu';

describe('hrefProtocol', () => {
  it('reads the scheme in lower case, whatever the casing', () => {
    expect(hrefProtocol('https://www.autopolis.lu/stock')).toBe('https:');
    expect(hrefProtocol('JaVaScRiPt:alert(1)')).toBe('javascript:');
  });

  it('reads the scheme as a browser does: tabs and newlines anywhere, spaces and control characters in front', () => {
    expect(hrefProtocol('java\tscript:alert(1)')).toBe('javascript:');
    expect(hrefProtocol('jav\na\rscript:alert(1)')).toBe('javascript:');
    expect(hrefProtocol(' javascript:alert(1)')).toBe('javascript:');
    expect(hrefProtocol('\u0000javascript:alert(1)')).toBe('javascript:');
  });

  it('has none for relative addresses', () => {
    expect(hrefProtocol('/stock?fuel=diesel')).toBeNull();
    expect(hrefProtocol('#contact')).toBeNull();
    expect(hrefProtocol('javascript-guide')).toBeNull();
    expect(hrefProtocol('//cdn.example.com/x.js')).toBeNull();
  });
});

describe('isBlockedHref', () => {
  it('blocks javascript:, data:, vbscript: and file: however they are disguised', () => {
    const disguised = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'VBScript:msgbox(1)',
      'file:///etc/passwd',
    ];
    expect(disguised.filter((href) => !isBlockedHref(href))).toEqual([]);
  });

  it('allows web, mail and phone links and relative addresses', () => {
    const allowed = [
      'https://www.autopolis.lu/',
      'http://example.com',
      'mailto:info@autopolis.lu',
      'tel:+352621123456',
      '/contact',
      '#x',
      '?page=2',
    ];
    expect(allowed.filter(isBlockedHref)).toEqual([]);
  });

  it('allows a relative path that merely starts with a blocked word', () => {
    expect(isBlockedHref('javascript-guide')).toBe(false);
    expect(isBlockedHref('data-protection')).toBe(false);
  });
});

describe('navigationTarget', () => {
  it('keeps the path, query and fragment of an internal path', () => {
    expect(navigationTarget('/stock?fuel=diesel#results', ORIGIN)).toEqual({
      kind: 'internal',
      href: '/stock?fuel=diesel#results',
    });
  });

  it('treats an absolute address on the same origin as internal', () => {
    expect(navigationTarget('https://www.autopolis.lu/contact?from=stock#map', ORIGIN)).toEqual({
      kind: 'internal',
      href: '/contact?from=stock#map',
    });
  });

  it('refuses another origin unless the caller says external', () => {
    expect(() => navigationTarget('https://evil.example/login', ORIGIN)).toThrow('needs { external: true }');
    expect(() => navigationTarget('//evil.example/login', ORIGIN)).toThrow('needs { external: true }');
    // Browsers read a backslash as a slash: this is //evil.example too.
    expect(() => navigationTarget('/\\evil.example/login', ORIGIN)).toThrow('needs { external: true }');
    // Same host over plain http is another origin.
    expect(() => navigationTarget('http://www.autopolis.lu/contact', ORIGIN)).toThrow('needs { external: true }');
    expect(navigationTarget('https://evil.example/login', ORIGIN, { external: true })).toEqual({
      kind: 'external',
      href: 'https://evil.example/login',
    });
  });

  it('treats mailto: as external', () => {
    expect(() => navigationTarget('mailto:info@autopolis.lu', ORIGIN)).toThrow('needs { external: true }');
    expect(navigationTarget('mailto:info@autopolis.lu', ORIGIN, { external: true })).toEqual({
      kind: 'external',
      href: 'mailto:info@autopolis.lu',
    });
  });

  it('refuses a blocked scheme even when external', () => {
    expect(() => navigationTarget('javascript:alert(1)', ORIGIN, { external: true })).toThrow('blocked address');
    expect(() => navigationTarget(' JavaScript:alert(1)', ORIGIN, { external: true })).toThrow('blocked address');
    expect(() => navigationTarget('data:text/html,<script>x</script>', ORIGIN, { external: true })).toThrow(
      'blocked address',
    );
  });
});

describe('contentHref', () => {
  it('passes null and safe links through without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(contentHref(null)).toBeNull();
      expect(contentHref('/contact')).toBe('/contact');
      expect(contentHref('https://www.autopolis.lu/stock')).toBe('https://www.autopolis.lu/stock');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('drops a blocked link and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(contentHref('javascript:alert(document.cookie)')).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});
