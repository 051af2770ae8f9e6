import { describe, expect, it } from 'vitest';
import { retiredStudioPasswordNotice } from '@/server/retired-studio-password';

describe('retiredStudioPasswordNotice', () => {
  it('says once, at start, that a STUDIO_PASSWORD still set is ignored and how to make an account', () => {
    const notice = retiredStudioPasswordNotice({ STUDIO_PASSWORD: 'ancien-mot-de-passe' });
    expect(notice).toMatch(/^STUDIO_PASSWORD is set but retired and ignored/);
    expect(notice).toContain('npm run studio:user -- add');
    expect(notice).toContain('/studio/premier-compte');
    // One sentence, and never the password itself.
    expect(notice?.match(/[.!?](\s|$)/g)).toHaveLength(1);
    expect(notice).not.toContain('ancien-mot-de-passe');
  });

  it('says nothing when it is unset or empty', () => {
    expect(retiredStudioPasswordNotice({})).toBeNull();
    expect(retiredStudioPasswordNotice({ STUDIO_PASSWORD: '' })).toBeNull();
  });
});
