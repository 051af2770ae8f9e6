import { describe, expect, it } from 'vitest';
import { countedOptions, isOptionDisabled, optionText } from '@/site/ui/form/form-option';

describe('form options', () => {
  it('shows the count after the label when there is one', () => {
    expect(optionText({ value: 'diesel', label: 'Diesel', count: 12 })).toBe('Diesel (12)');
    expect(optionText({ value: 'diesel', label: 'Diesel', count: 0 })).toBe('Diesel (0)');
    expect(optionText({ value: 'price_asc', label: 'Prix croissant' })).toBe('Prix croissant');
  });

  it('disables an option with no result unless it is the chosen one', () => {
    expect(isOptionDisabled({ value: 'diesel', label: 'Diesel', count: 0 }, false)).toBe(true);
    expect(isOptionDisabled({ value: 'diesel', label: 'Diesel', count: 0 }, true)).toBe(false);
    expect(isOptionDisabled({ value: 'diesel', label: 'Diesel', count: 3 }, false)).toBe(false);
  });

  it('never disables an option without a count, unless asked', () => {
    expect(isOptionDisabled({ value: 'price_asc', label: 'Prix croissant' }, false)).toBe(false);
    expect(isOptionDisabled({ value: 'x', label: 'X', disabled: true }, false)).toBe(true);
    expect(isOptionDisabled({ value: 'x', label: 'X', disabled: true }, true)).toBe(false);
  });

  it('counts a value the facet does not list as 0, and reads own keys only', () => {
    const counts = { diesel: 4 };
    const options = countedOptions(['diesel', 'electric', 'constructor', '__proto__'], (v) => v.toUpperCase(), counts);
    expect(options).toEqual([
      { value: 'diesel', label: 'DIESEL', count: 4 },
      { value: 'electric', label: 'ELECTRIC', count: 0 },
      { value: 'constructor', label: 'CONSTRUCTOR', count: 0 },
      { value: '__proto__', label: '__PROTO__', count: 0 },
    ]);
  });

  it('lists the options with no result after the others, each side in the given order', () => {
    const options = countedOptions(['gasoline', 'diesel', 'electric', 'hybrid'], (v) => v, { diesel: 3, hybrid: 1 });
    expect(options.map((o) => o.value)).toEqual(['diesel', 'hybrid', 'gasoline', 'electric']);
  });

  it('has no count at all without a facet', () => {
    expect(countedOptions(['a', 'b'], (v) => v)).toEqual([
      { value: 'a', label: 'a' },
      { value: 'b', label: 'b' },
    ]);
  });
});
