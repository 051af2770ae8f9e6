import { describe, expect, it } from 'vitest';
import { WENT_WRONG_TEXTS } from '@/site/errors/boundary-error-texts';
import { ERROR_KINDS } from '@/site/errors/error-kinds';
import { errorTexts } from '@/site/errors/error-texts';

describe('error texts', () => {
  it('the root error boundaries show the words the catalogue gives « something went wrong »', () => {
    expect(WENT_WRONG_TEXTS).toEqual(errorTexts('something-went-wrong'));
  });

  it('every kind has a title, a button label and a path of this site', () => {
    for (const kind of ERROR_KINDS) {
      const texts = errorTexts(kind);
      expect(texts.title, kind).not.toBe('');
      expect(texts.action.label, kind).not.toBe('');
      expect(texts.action.href.startsWith('/'), kind).toBe(true);
    }
  });

  it('an unknown kind is « something went wrong »', () => {
    expect(errorTexts('no-such-kind')).toEqual(errorTexts('something-went-wrong'));
  });
});
