/** One choice of a select or a checkbox group; `count` is how many results choosing it would give. */
export type FormOption = { value: string; label: string; count?: number; disabled?: boolean };

/**
 * `Diesel (12)` when the option has a count, its label alone otherwise. Not from the message catalogue:
 * selects render in the browser too, which should not download every message of the site for a bracket.
 */
export function optionText(option: FormOption): string {
  return option.count === undefined ? option.label : `${option.label} (${option.count})`;
}

/**
 * An option is disabled when asked, or when it would give no result; a chosen one never is, so the
 * visitor can always see and undo the choice that emptied it.
 */
export function isOptionDisabled(option: FormOption, selected: boolean): boolean {
  if (selected) return false;
  return option.disabled === true || option.count === 0;
}

/**
 * Options for a fixed list of values, with their counts when a facet is given (a value the facet does not
 * list counts 0). Options with no result come last (still shown, disabled by the fields), the others keep
 * the given order. Counts are read as own keys only: facet keys may come from visitor input.
 */
export function countedOptions<V extends string>(
  values: readonly V[],
  label: (value: V) => string,
  counts?: Readonly<Record<string, number>>,
): FormOption[] {
  const options: FormOption[] = values.map((value) => ({
    value,
    label: label(value),
    ...(counts ? { count: Object.hasOwn(counts, value) ? counts[value]! : 0 } : {}),
  }));
  // A stable sort: only the empty options move.
  return options.sort((a, b) => Number(a.count === 0) - Number(b.count === 0));
}
