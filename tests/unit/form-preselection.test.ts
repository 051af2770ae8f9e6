import { describe, expect, it } from 'vitest';
import { initialValues, preselected } from '@/site/enquiries/preselection';

const SITES = ['bertrange', 'niederkorn', 'esch-sur-alzette'] as const;

describe('preselected', () => {
  it('takes a value the form offers, trimmed, the first when repeated', () => {
    expect(preselected({ concession: 'niederkorn' }, 'concession', SITES)).toBe('niederkorn');
    expect(preselected({ concession: ' bertrange ' }, 'concession', SITES)).toBe('bertrange');
    expect(preselected({ concession: ['esch-sur-alzette', 'bertrange'] }, 'concession', SITES)).toBe(
      'esch-sur-alzette',
    );
  });

  it('ignores a value the form does not offer, an absent one and one longer than any option', () => {
    for (const value of ['Bertrange', 'nulle-part', '"><img src=x>', '__proto__', '', undefined, []])
      expect(preselected({ concession: value }, 'concession', SITES), String(value)).toBeUndefined();
    expect(preselected({ concession: 'b'.repeat(81) }, 'concession', ['b'.repeat(81)])).toBeUndefined();
  });
});

it('initialValues keeps only the choices made', () => {
  expect(initialValues({ subject: 'atelier', location: undefined, model: '' })).toEqual({ subject: 'atelier' });
});
