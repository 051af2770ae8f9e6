import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { routeSegments } from './route-segments';

/**
 * Paths the code links to on its own (error views, stock entries, the forms' links); content links come from
 * stories. Most are stories' paths: an editor who moves one of those stories moves its path here, the one place
 * the code names it (tests/unit/site-paths.test.ts finds each in the seed content).
 */
export function sitePaths(locale: Locale = DEFAULT_LOCALE) {
  const segments = routeSegments(locale);
  return {
    home: '/',
    stock: `/${segments.stock}`,
    locations: `/${segments.locations}`,
    brands: '/brands',
    news: '/news',
    privateLease: '/private-lease',
    businessLease: '/business-lease',
    /** « Offres du moment »: the current promotions (`offres/` folder's start page). */
    promotions: '/offres',
    /** The job adverts' list (`/carrieres?concession=…&metier=…`); an advert is `/carrieres/{slug}`. */
    careers: '/carrieres',
    /** The business lease request form (a business offer's « Demander cette offre »). */
    businessLeaseRequest: '/formulaires/demande-offre-business-lease',
    /** The test-drive form without a given vehicle (a model page's « Réserver un essai »). */
    testDrive: '/reserver-un-essai',
    /** The lease request form (a lease offer's « Demander cette offre »). */
    leaseRequest: '/formulaires/demande-offre-leasing',
    /** The contact form (a promotion's « Nous contacter »). */
    contact: '/contact',
    /** The data-processing policy the forms' consent links to. */
    privacy: '/politique-de-traitement-des-donnees',
    /** The cookies page, which holds the consent settings. */
    cookies: '/cookies',
  } as const;
}
