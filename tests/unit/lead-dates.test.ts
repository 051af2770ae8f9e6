import { describe, expect, it } from 'vitest';
import { leadDateText, periodText } from '@/site/studio/leads/lead-dates';

describe('leadDateText', () => {
  it('writes the date and time on Luxembourg’s clocks, as the inbox shows them', () => {
    expect(leadDateText(new Date('2026-03-12T08:05:00Z'))).toBe('12 mars 2026 à 9 h 05');
    // Summer time, and midnight as 0 h.
    expect(leadDateText(new Date('2026-07-01T22:00:00Z'))).toBe('2 juillet 2026 à 0 h 00');
    expect(leadDateText(new Date('2026-12-31T16:45:00Z'))).toBe('31 décembre 2026 à 17 h 45');
  });
});

describe('periodText', () => {
  it('gives a booking’s start and end', () => {
    expect(periodText(new Date('2026-03-20T09:00:00Z'), 30)).toBe('20 mars 2026 de 10 h 00 à 10 h 30');
  });
});
