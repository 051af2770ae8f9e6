/**
 * Where each kind of story lives in the space, and which stories are pages. The one home of these names:
 * loaders, the sitemap and the page lookup read them here. Folders end with `/`, as `starts_with` takes them
 * (a folder's start page is `{folder}/`, e.g. `news/`). The public addresses are the routing's business
 * (site/routing): `concessions/` is also a route segment, which can be renamed per locale.
 */

/** The sites of the group: `location` stories, `concessions/bertrange`. */
export const LOCATIONS_FOLDER = 'concessions/';
/** The private lease offers: `lease_offer` stories, `private-lease/kia-picanto`. */
export const LEASE_OFFERS_FOLDER = 'private-lease/';
/** The business lease offers: `business_offer` stories, `entreprise/offres/kia-ev3-business`. */
export const BUSINESS_OFFERS_FOLDER = 'entreprise/offres/';
/** The promotions (« Offres du moment »): `promotion` stories, `offres/{campaign}`; the list is the folder's start page `offres/`. */
export const PROMOTIONS_FOLDER = 'offres/';
/** The job adverts: `job_advert` stories, `carrieres/mecanicien-automobile-bertrange`; the list is `carrieres/`. */
export const JOB_ADVERTS_FOLDER = 'carrieres/';
/** The news: `article` stories, `news/{article}`; the list is the folder's start page `news/`. */
export const NEWS_FOLDER = 'news/';
/** Template stories that routes fill with data named in the path (`templates/vehicle`); never pages of their own. */
export const TEMPLATES_FOLDER = 'templates/';
/** The home page (`home-page`, or the folder's start page `home-page/`) and the sites' homes (`home-page/bertrange`). */
export const SITE_HOMES_FOLDER = 'home-page/';
/** The site's settings story (navigation, footer, contact), of content type `config`. */
export const CONFIG_STORY = 'config';

/** The models of a brand: `vehicle_model` stories in the brand's folder, named by its make (`kia/ev3`, `alfa-romeo/junior`). */
export function modelsFolder(make: string): string {
  return `${make}/`;
}

/** The last part of a story's full slug: `concessions/bertrange` → `bertrange`, `news/` → `news`. */
export function storySlug(fullSlug: string): string {
  return fullSlug.split('/').filter(Boolean).at(-1) ?? '';
}

/** What `isPageStory` reads: a story (content loaded) or an entry of the links list (folders included). */
export type StoryIdentity = { fullSlug: string; isFolder?: boolean; content?: { component?: unknown } };

/**
 * A story a visitor can open at its own address: not a folder, not the settings story, not a template
 * (templates serve the addresses of their routes, e.g. a vehicle's, never their own).
 */
export function isPageStory(story: StoryIdentity): boolean {
  if (story.isFolder) return false;
  const fullSlug = story.fullSlug.replace(/^\/+/, '');
  if (fullSlug === CONFIG_STORY || fullSlug.startsWith(TEMPLATES_FOLDER)) return false;
  // The settings story is recognised by its content too, wherever an editor moved it.
  return story.content?.component !== CONFIG_STORY;
}
