/** Lower-case, accents removed, words joined by hyphens: `Alfa Romeo` → `alfa-romeo`, `1.0 T-GDi` → `1-0-t-gdi`. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The vehicle part of a stock URL: `{id}-1-{make}-{model}-{trim}`. */
export function vehicleSlug(v: { id: number; make: string; model: string; trim: string }): string {
  return [String(v.id), '1', slugify(v.make), slugify(v.model), slugify(v.trim)].filter(Boolean).join('-');
}

/** The vehicle id a slug names (its leading number), or null when the slug does not start with one. */
export function vehicleIdFromSlug(slug: string): number | null {
  const match = /^(\d{1,15})(?:-|$)/.exec(slug);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
