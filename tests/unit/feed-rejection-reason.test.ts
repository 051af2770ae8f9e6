import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { feedRejectionReason } from '@/services/stock/feed-rejection-reason';
import { feedVehicleSchema } from '@/services/stock/feed-vehicle';
import { feedRow } from '../fixtures/stock/feed-rows';

/** The reason the import gives a feed row (it parses with reportInput, as here). */
function reasonFor(overrides: Record<string, unknown>): string {
  const parsed = feedVehicleSchema.safeParse(feedRow(1, overrides), { reportInput: true });
  if (parsed.success) throw new Error('expected the row to be rejected');
  return feedRejectionReason(parsed.error);
}

function reasonOf(schema: z.ZodType, value: unknown, reportInput = true): string {
  const parsed = schema.safeParse(value, { reportInput });
  if (parsed.success) throw new Error('expected the value to be rejected');
  return feedRejectionReason(parsed.error);
}

describe('feedRejectionReason', () => {
  it('says which bound a number breaks, inclusive or strict', () => {
    expect(reasonFor({ power_kw: 1001 })).toBe('power_kw: must be at most 1000 (got 1001)');
    expect(reasonFor({ power_kw: 19 })).toBe('power_kw: must be at least 20 (got 19)');
    expect(reasonFor({ id: 0 })).toBe('id: must be more than 0 (got 0)');
    expect(reasonOf(z.object({ doors: z.number().lt(7) }), { doors: 7 })).toBe('doors: must be less than 7 (got 7)');
  });

  it('counts characters for strings and items for lists', () => {
    expect(reasonFor({ make_name: '' })).toBe('make_name: must have at least 1 characters (got "")');
    expect(reasonFor({ make_name: 'M'.repeat(41) })).toBe(
      `make_name: must have at most 40 characters (got "${'M'.repeat(36)}…)`,
    );
    const equipment = Array.from({ length: 301 }, () => ({ category: 'comfort', name: 'x' }));
    expect(reasonFor({ equipment })).toBe(
      'equipment: must have at most 300 items (got [{"category":"comfort","name":"x"},{"…)',
    );
    expect(reasonOf(z.object({ tags: z.array(z.string()).min(2) }), { tags: ['a'] })).toBe(
      'tags: must have at least 2 items (got ["a"])',
    );
  });

  it('shows a value of up to 40 characters whole and cuts a longer one to 37 and an ellipsis', () => {
    // 38 letters quoted: 40 characters, shown whole; 39 letters quoted: 41, cut.
    expect(reasonFor({ vin: 'A'.repeat(38) })).toBe(
      `vin: must be 17 characters, no I, O or Q (got "${'A'.repeat(38)}")`,
    );
    expect(reasonFor({ vin: 'A'.repeat(39) })).toBe(
      `vin: must be 17 characters, no I, O or Q (got "${'A'.repeat(36)}…)`,
    );
  });

  it('names dates, other formats, multiples and custom checks', () => {
    expect(reasonFor({ first_registration: '17/04/2023' })).toBe(
      'first_registration: must be a date written YYYY-MM-DD (got "17/04/2023")',
    );
    expect(reasonOf(z.object({ email: z.email() }), { email: 'x' })).toBe('email: must be a valid email (got "x")');
    expect(reasonFor({ price: 100.001 })).toBe('price: must be in euros with at most 2 decimals (got 100.001)');
    expect(reasonOf(z.object({ step: z.number().multipleOf(5) }), { step: 7 })).toBe(
      'step: must be a multiple of 5 (got 7)',
    );
    expect(reasonOf(z.object({ code: z.string().refine(() => false, 'is not a known code') }), { code: 'G7' })).toBe(
      'code: is not a known code (got "G7")',
    );
  });

  it('uses "an" before a vowel and "a" before a consonant', () => {
    expect(reasonFor({ images: 'none' })).toBe('images: must be an array (got "none")');
    expect(reasonFor({ price: '24 990' })).toBe('price: must be a number (got "24 990")');
    expect(reasonFor({ vin: undefined })).toBe('vin: is required');
  });

  it('names nested fields and lists unknown fields, one or several', () => {
    expect(reasonFor({ colour_code: 'G7' })).toBe('unknown field "colour_code"');
    expect(reasonFor({ colour_code: 'G7', trim_code: 'X' })).toBe('unknown fields "colour_code", "trim_code"');
    const strictImages = z.object({ images: z.array(z.strictObject({ url: z.string() })) });
    expect(reasonOf(strictImages, { images: [{ url: '/a.svg' }, { url: '/b.svg', title: 't', rank: 1 }] })).toBe(
      'images[1]: unknown fields "title", "rank"',
    );
    expect(reasonFor({ equipment: [{ category: 'comfort', name: '' }] })).toBe(
      'equipment[0].name: must have at least 1 characters (got "")',
    );
  });

  it('calls the row itself "row"', () => {
    expect(reasonOf(z.number(), 'x')).toBe('row: must be a number (got "x")');
  });

  it('says nothing about the value when the parse did not report it', () => {
    expect(reasonOf(z.object({ power_kw: z.number().max(1000) }), { power_kw: 1001 }, false)).toBe(
      'power_kw: must be at most 1000',
    );
    // Reported, but missing: nothing to show either.
    const needed = z.object({ vin: z.unknown().refine((v) => v !== undefined, 'is needed for a used car') });
    expect(reasonOf(needed, {})).toBe('vin: is needed for a used car');
  });

  it('refuses a hybrid kind on a fuel that is no hybrid, and an unknown kind', () => {
    expect(reasonFor({ fuel: 'diesel', hybrid_kind: 'plug-in' })).toMatch(
      /^hybrid_kind: is only for a hybrid fuel \("gasoline-hybrid", "diesel-hybrid"\)/,
    );
    expect(reasonFor({ fuel: 'gasoline-hybrid', hybrid_kind: 'strong' })).toBe(
      'hybrid_kind: must be one of "mild", "full", "plug-in" (got "strong")',
    );
    expect(feedVehicleSchema.safeParse(feedRow(1, { fuel: 'diesel-hybrid', hybrid_kind: 'mild' })).success).toBe(true);
  });

  it('shows five problems and counts the others', () => {
    const five = { power_kw: 1, co2_g_km: -1, mileage_km: -1, year: 1, doors: 0 };
    expect(reasonFor(five)).toBe(
      'power_kw: must be at least 20 (got 1); co2_g_km: must be at least 0 (got -1); mileage_km: must be at least 0 (got -1); year: must be at least 1950 (got 1); doors: must be at least 1 (got 0)',
    );
    expect(reasonFor({ ...five, seats: 0, warranty_months: -1 })).toBe(
      'power_kw: must be at least 20 (got 1); co2_g_km: must be at least 0 (got -1); mileage_km: must be at least 0 (got -1); year: must be at least 1950 (got 1); doors: must be at least 1 (got 0); and 2 more problems',
    );
  });
});
