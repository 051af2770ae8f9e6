import { describe, expect, it } from 'vitest';
import { loginPathFor, safeStudioPath } from '@/site/studio/studio-session';
import { studioTokenFromCookies } from '@/site/studio/studio-session-cookie';

// Where the login page sends a browser back to: a studio path of this site, never another origin.
describe('the login page’s way back', () => {
  it('keeps a studio path with its query', () => {
    expect(safeStudioPath('/studio/pages/contact?x=1')).toBe('/studio/pages/contact?x=1');
    expect(safeStudioPath('/studio')).toBe('/studio');
    expect(loginPathFor('/studio/pages/contact')).toBe('/studio/connexion?suite=%2Fstudio%2Fpages%2Fcontact');
    expect(loginPathFor('/studio')).toBe('/studio/connexion');
    expect(loginPathFor(null)).toBe('/studio/connexion');
  });

  it('refuses another origin, a page outside the studio, and the login page itself', () => {
    for (const path of [
      'https://evil.example/studio',
      '//evil.example/studio',
      '/\\evil.example/studio',
      '/%09/evil.example',
      '/contact',
      '/studiox',
      '/studio/connexion?suite=/studio',
      '',
    ]) {
      expect(safeStudioPath(path), path).toBeNull();
    }
    expect(loginPathFor('https://evil.example/studio')).toBe('/studio/connexion');
  });

  it('reads the session token from a Cookie header', () => {
    expect(studioTokenFromCookies('a=1; autopolis_studio=abc_DEF-1; b=2')).toBe('abc_DEF-1');
    expect(studioTokenFromCookies('autopolis_studiox=1')).toBeUndefined();
    expect(studioTokenFromCookies(null)).toBeUndefined();
  });
});
