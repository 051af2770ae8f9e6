/**
 * A page's slug, as the management API takes it (`content/management-contract.ts`): lowercase letters,
 * digits and dashes, starting with a letter or a digit, at most 100 characters. Pure: the « Nouvelle page »
 * dialog suggests and checks slugs as the editor types, and the tests hold the rules here.
 */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;
const MAX_SLUG_LENGTH = 100;

/** Letters that no Unicode decomposition turns into plain ones. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

/** The slug a name suggests: « Réserver un essai à Esch ! » → `reserver-un-essai-a-esch`. */
export function suggestSlug(name: string): string {
  const plain = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæßøđł]/g, (letter) => LIGATURES[letter] ?? letter);
  return plain
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}

/** The full slug of a page `slug` in `folder` (a folder's full slug, '' at the root). */
export function fullSlugIn(folder: string, slug: string): string {
  return folder ? `${folder}/${slug}` : slug;
}

export type SlugProblem = { kind: 'required' } | { kind: 'format' } | { kind: 'taken'; suggestion: string };

/**
 * What stops `slug` from naming a new page in `folder`, or null: empty, badly formed, or the address of a
 * story that exists (`taken` holds every full slug in use); a taken slug comes with the first free
 * `{slug}-2`, `{slug}-3`… The server checks again (409): another editor may take it first.
 */
export function slugProblem(slug: string, folder: string, taken: ReadonlySet<string>): SlugProblem | null {
  if (slug === '') return { kind: 'required' };
  if (!SLUG_PATTERN.test(slug)) return { kind: 'format' };
  if (!taken.has(fullSlugIn(folder, slug))) return null;
  return { kind: 'taken', suggestion: freeSlug(slug, folder, taken) };
}

/** The first of `{slug}-2`, `{slug}-3`… that no story of `folder` uses. */
export function freeSlug(slug: string, folder: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(fullSlugIn(folder, candidate))) return candidate;
  }
}
