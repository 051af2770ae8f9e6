import type { Location } from '@/services/locations/location';
import type { FormOption } from '@/site/ui/form/form-option';

/** Where the forms' consent links to. */
export const PRIVACY_PATH = '/politique-de-traitement-des-donnees';

/** Sites as the options of a form's « Concession » field. */
export const siteOptions = (sites: readonly Location[]): FormOption[] =>
  sites.map((site) => ({ value: site.slug, label: site.name }));
