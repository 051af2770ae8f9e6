import { CONFIG_STORY, SITE_HOMES_FOLDER, TEMPLATES_FOLDER } from '@/content/content-folders';

/**
 * Stories the site reads at a fixed address: the home page and the sites' homes (`home-page/…`), the settings
 * story and the templates. Renaming their display name is harmless; moving one or putting it in the bin
 * would break the site, so the management API refuses both.
 */
export function isProtectedStory(fullSlug: string, contentType?: string | null): boolean {
  const home = SITE_HOMES_FOLDER.slice(0, -1);
  return (
    fullSlug === home ||
    fullSlug.startsWith(SITE_HOMES_FOLDER) ||
    fullSlug === CONFIG_STORY ||
    contentType === CONFIG_STORY ||
    fullSlug.startsWith(TEMPLATES_FOLDER)
  );
}
