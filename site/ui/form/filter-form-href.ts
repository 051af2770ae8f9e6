/**
 * The address a filter form leads to, written as the server writes its own links: parameters in a fixed
 * order, empty values and defaults left out, the values of one name (a checkbox group) joined by commas.
 */
export function filterFormHref(
  action: string,
  entries: Iterable<readonly [string, unknown]>,
  paramOrder: readonly string[],
  defaults: Readonly<Record<string, string>> = {},
): string {
  // A Map, so that field names never meet Object.prototype.
  const values = new Map<string, string>();
  const omitted = new Map(Object.entries(defaults));
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || value === '' || omitted.get(name) === value) continue;
    const previous = values.get(name);
    values.set(name, previous ? `${previous},${value}` : value);
  }
  const params = new URLSearchParams(
    paramOrder.flatMap((name) => (values.has(name) ? [[name, values.get(name)!]] : [])),
  );
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `${action}?${query}` : action;
}
