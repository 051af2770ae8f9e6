/** The full slug of the story served at `/`. */
export const HOME_SLUG = 'home-page';

/** The public path of a story: `home-page` → `/`, `news/` (a folder's start page) → `/news`. */
export function storyPath(fullSlug: string): string {
  const slug = fullSlug.replace(/^\/+|\/+$/g, '');
  return slug === HOME_SLUG || slug === '' ? '/' : `/${slug}`;
}
