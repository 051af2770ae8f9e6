import type { Location } from '@/services/locations/location';
import { sitePaths } from '@/services/routing/site-paths';
import type { FormOption } from '@/site/ui/form/form-option';

/** Where the forms' consent links to. */
export const PRIVACY_PATH = sitePaths().privacy;

/** Sites as the options of a form's « Concession » field. */
export const siteOptions = (sites: readonly Location[]): FormOption[] =>
  sites.map((site) => ({ value: site.slug, label: site.name }));
