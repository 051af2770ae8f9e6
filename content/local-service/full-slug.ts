import { ContentWriteError } from './content-write-error';

const SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;

/** Longest full slug: it is a unique btree key, and Postgres refuses index entries over ~2.7 KB. */
export const MAX_FULL_SLUG_LENGTH = 1000;

/** The slug a folder's startpage gets: `news/` is the story `index` of folder `news`. */
export const STARTPAGE_SLUG = 'index';

export type FullSlugParts = {
  fullSlug: string;
  /** Full slug of the containing folder, or null at the root. */
  folder: string | null;
  slug: string;
  isStartpage: boolean;
};

/**
 * Splits and checks a story's full slug: `news/my-article` (a story in folder `news`),
 * `news/` (the startpage of folder `news`), `home-page` (a story at the root).
 */
export function parseFullSlug(fullSlug: string): FullSlugParts {
  if (fullSlug.length > MAX_FULL_SLUG_LENGTH) {
    throw new ContentWriteError(400, `A full slug has at most ${MAX_FULL_SLUG_LENGTH} characters`);
  }
  const isStartpage = fullSlug.endsWith('/');
  const segments = (isStartpage ? fullSlug.slice(0, -1) : fullSlug).split('/');
  for (const segment of segments) {
    if (!SEGMENT.test(segment)) {
      throw new ContentWriteError(
        400,
        `"${fullSlug}" is not a valid full slug: "${segment}" must use lowercase letters, digits, "-" and "_"`,
      );
    }
  }
  if (isStartpage) return { fullSlug, folder: segments.join('/'), slug: STARTPAGE_SLUG, isStartpage };
  const slug = segments.pop()!;
  return { fullSlug, folder: segments.length > 0 ? segments.join('/') : null, slug, isStartpage };
}
