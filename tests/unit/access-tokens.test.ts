import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  contentAccessFor,
  LOCAL_PUBLIC_TOKEN,
  previewSpaceId,
  previewToken,
  secretsEqual,
} from '@/content/access-tokens';

describe('previewToken', () => {
  it('is off in production without STORYBLOK_PREVIEW_TOKEN: no built-in secret', () => {
    expect(previewToken({ NODE_ENV: 'production' })).toBeNull();
    expect(previewToken({ NODE_ENV: 'production', STORYBLOK_PREVIEW_TOKEN: '   ' })).toBeNull();
  });

  it('refuses a short or built-in token in production', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(previewToken({ NODE_ENV: 'production', STORYBLOK_PREVIEW_TOKEN: 'local' })).toBeNull();
    expect(previewToken({ NODE_ENV: 'production', STORYBLOK_PREVIEW_TOKEN: 'x'.repeat(15) })).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    expect(previewToken({ NODE_ENV: 'production', STORYBLOK_PREVIEW_TOKEN: 'x'.repeat(16) })).toBe('x'.repeat(16));
  });

  it('generates one private token per install outside production and keeps it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'preview-token-'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const token = previewToken({ NODE_ENV: 'development', PREVIEW_TOKEN_DIR: dir });
    warn.mockRestore();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const file = path.join(dir, 'preview-token');
    expect(readFileSync(file, 'utf8').trim()).toBe(token);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(previewToken({ NODE_ENV: 'development', PREVIEW_TOKEN_DIR: dir })).toBe(token);
  });
});

describe('contentAccessFor', () => {
  const env = { NODE_ENV: 'production', STORYBLOK_PREVIEW_TOKEN: 'preview-token-of-the-space' };

  it('gives drafts to the preview token, published content to the public token, nothing to others', () => {
    expect(contentAccessFor('preview-token-of-the-space', env)).toBe('preview');
    expect(contentAccessFor(LOCAL_PUBLIC_TOKEN, env)).toBe('public');
    expect(contentAccessFor('preview-token-of-the-spacE', env)).toBeNull();
    expect(contentAccessFor('', env)).toBeNull();
    expect(contentAccessFor(null, env)).toBeNull();
    expect(contentAccessFor('é'.repeat(26), env)).toBeNull();
  });

  it('gives no draft access in production without a preview token', () => {
    expect(contentAccessFor('local', { NODE_ENV: 'production' })).toBe('public');
  });
});

describe('previewSpaceId', () => {
  it('is the configured space, the local space in local mode, and unknown for a Storyblok space without id', () => {
    expect(previewSpaceId({ STORYBLOK_SPACE_ID: '288888' })).toBe('288888');
    expect(previewSpaceId({})).toBe('1');
    expect(previewSpaceId({ STORYBLOK_TOKEN: 'abc' })).toBeNull();
  });
});

describe('secretsEqual', () => {
  it('compares any two strings without throwing', () => {
    expect(secretsEqual('abc', 'abc')).toBe(true);
    expect(secretsEqual('abc', 'abd')).toBe(false);
    expect(secretsEqual('ééé', 'abcdef')).toBe(false);
    expect(secretsEqual('', '')).toBe(true);
  });
});
