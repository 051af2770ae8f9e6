import { BUSINESS_OFFERS_FOLDER } from '@/content/content-folders';
import { isMake, type Make } from '@/services/stock/stock-vocabulary';
import { sitePaths } from '@/services/routing/site-paths';
import { oldSiteSegments, type OldAddress } from './old-address';
import { OLD_BRAND_SLUGS } from './old-brand-ids';
import { stockAddressFromOldFilters } from './old-stock-filters';
import { brandOf, childPage, hasPage, type SiteIndex } from './site-index';

/**
 * Family rules: how an old address that has no row of its own is answered, one rule per family of the
 * old site's addresses. Each rule says which addresses it takes (by their segments after `/fr`) and the
 * new address it gives them; the first rule that takes an address answers it. A rule's target is always a
 * page of the new site, or falls back to the next best one (a listing, the brand page, the home page), so
 * a rule never answers with a page that does not exist. The query is only read by the stock listings;
 * everything else drops it (campaign parameters are added back by the table).
 */
export type FamilyName =
  | 'home'
  | 'new-cars-in-stock'
  | 'new-cars'
  | 'old-vehicle'
  | 'used-stock'
  | 'leasing'
  | 'campaign'
  | 'form'
  | 'news'
  | 'job'
  | 'service'
  | 'location'
  | 'same-address'
  /** An address no family rule but the last one takes (`/fr/node/12`): only a row or a page of the same address answers it. */
  | 'other';

export type FamilyRule = {
  family: FamilyName;
  /** Whether the address belongs to this family (its shape). */
  takes: (segments: readonly string[]) => boolean;
  /** The new address, or null when the rule has none (only `same-address`, which then declines). */
  target: (segments: readonly string[], query: URLSearchParams, index: SiteIndex) => string | null;
};

const PATHS = sitePaths();
/** The business offers' pages: `/entreprise/offres/{offer}`. */
const BUSINESS_OFFERS = `/${BUSINESS_OFFERS_FOLDER.replace(/\/$/, '')}`;

/** `fixed` when the site has that page, else `fallback` (editors may rename a page; the home page always exists). */
function pageOr(index: SiteIndex, fixed: string, fallback: string = PATHS.home): string {
  return hasPage(index, fixed.split('?')[0] ?? fixed) ? fixed : fallback;
}

/** The make an old path's brand segment names (`alfa` → `alfa-romeo`), sold by the group or not. */
function oldMake(segment: string | undefined): Make | undefined {
  if (!segment) return undefined;
  if (Object.hasOwn(OLD_BRAND_SLUGS, segment)) return OLD_BRAND_SLUGS[segment] ?? undefined;
  return isMake(segment) ? segment : undefined;
}

/** The model page of a brand an old model segment names (`ioniq5` → `ioniq-5`), if the site has it. */
function modelSlug(index: SiteIndex, brand: Make | undefined, segment: string | undefined): string | undefined {
  return brand && segment ? childPage(index, `/${brand}`, segment) : undefined;
}

/** Old names of the sites (`autopolis-bertrange`, `esch`) → the location's slug, if the site has its page. */
function locationSlug(index: SiteIndex, segment: string | undefined): string | undefined {
  if (!segment) return undefined;
  const name = segment.replace(/^autopolis-/, '');
  const alias = name === 'esch' ? 'esch-sur-alzette' : name;
  return childPage(index, PATHS.locations, alias, { prefixMatch: true });
}

/** The workshop's booking form (every service); where it is not published, the contact page's workshop subject. */
const WORKSHOP_FORM = '/formulaires/rendez-vous-atelier';
const workshopForm = (index: SiteIndex) => pageOr(index, WORKSHOP_FORM, pageOr(index, '/contact?sujet=atelier'));

/** The old form pages (`/fr/form/{name}`) and the page that replaces each; unknown forms go to the contact page. */
const FORM_PAGES: Readonly<Record<string, string>> = {
  contact: '/contact',
  'demande-d-information': '/contact?sujet=information',
  'demande-dinformation': '/contact?sujet=information',
  'demande-de-rappel': '/contact',
  'demande-flotte': '/formulaires/demande-offre-business-lease',
  'demande-offre-business-lease': '/formulaires/demande-offre-business-lease',
  'demande-de-devis-atelier': '/contact?sujet=atelier',
  'rendez-vous-atelier': WORKSHOP_FORM,
  'demande-dessai': '/reserver-un-essai',
  'demande-d-essai': '/reserver-un-essai',
  'essai-routier': '/reserver-un-essai',
  'demande-offre-pneus': '/formulaires/demande-offre-pneus',
  'estimation-reprise': '/formulaires/estimation-reprise',
  'reprise-vehicule': '/formulaires/estimation-reprise',
  'demande-offre-leasing': '/formulaires/demande-offre-leasing',
  'demande-offre-private-lease': '/formulaires/demande-offre-leasing',
  'candidature-spontanee': '/carrieres',
};

/** `prise-de-rendez-vous-pneus[-roues][-{site}]`, `rendez-vous-pneus-{site}`: the tyre appointment form of a site. */
const TYRE_FORM = /^(?:prise-de-)?rendez-vous-pneus(?:-roues)?(?:-(.+))?$/;
const TYRE_FORM_SITES: Readonly<Record<string, string>> = { bertrange: '', niederkorn: '-niederkorn', esch: '-esch', 'esch-sur-alzette': '-esch', vmal: '-vmal' };

function tyreForm(index: SiteIndex, name: string): string | null {
  const match = TYRE_FORM.exec(name);
  if (!match) return null;
  const site = match[1] ?? '';
  const suffix = Object.hasOwn(TYRE_FORM_SITES, site) ? TYRE_FORM_SITES[site] : '';
  return pageOr(index, `/formulaires/prise-de-rendez-vous-pneus-roues${suffix}`, pageOr(index, '/formulaires/prise-de-rendez-vous-pneus-roues', '/contact'));
}

/** Old maintenance sub-pages whose new page has another name. */
const SERVICE_PAGES: Readonly<Record<string, string>> = {
  entretien: 'revision',
  pneus: 'pneus-et-gardiennage',
  'pieces-et-accessoires': 'vente-de-pieces-et-accessoires',
  detailing: 'detailing-center',
  'apres-vente': 'service-apres-vente',
};

const CAMPAIGN = /^(?:prise-de-rendez-vous-.+-autofestival|conditions-autofestival-.+|formulaire-autofestival-private-lease-.+)$/;
const JOB_SECTIONS = new Set(['jobs', 'emplois', 'offres-demploi', 'offres-d-emploi', 'carrieres', 'recrutement']);
const NEWS_SECTIONS = new Set(['blog', 'news', 'actualites']);

export const FAMILY_RULES: readonly FamilyRule[] = [
  {
    // `/fr` was the old home page.
    family: 'home',
    takes: (s) => s.length === 0,
    target: () => PATHS.home,
  },
  {
    // `/fr/vehicules-neufs/en-stock[/{brand}]`: the new cars in stock → the stock listing of new cars of that
    // brand (any brand when it is not one the group sells), with the old filters translated as for used stock.
    family: 'new-cars-in-stock',
    takes: (s) => s[0] === 'vehicules-neufs' && s[1] === 'en-stock',
    target: (s, query) => stockAddressFromOldFilters(PATHS.stock, query, { brand: oldMake(s[2]), condition: 'new' }),
  },
  {
    // `/fr/vehicules-neufs/{brand}/{model}[/…]` → the model page `/{brand}/{model}` if it exists (same slug or
    // same letters: `ioniq5` → `ioniq-5`), else the brand page; `/fr/vehicules-neufs/{brand}` → the brand page;
    // a brand the group no longer sells → the stock; `/fr/vehicules-neufs` → the brands page.
    family: 'new-cars',
    takes: (s) => s[0] === 'vehicules-neufs',
    target: (s, _query, index) => {
      if (s.length === 1) return pageOr(index, PATHS.brands, PATHS.stock);
      const brand = brandOf(index, oldMake(s[1]));
      if (!brand) return PATHS.stock;
      const model = modelSlug(index, brand, s[2]);
      return model ? `/${brand}/${model}` : `/${brand}`;
    },
  },
  {
    // `/fr/vehicules-occasion-stock/{brand}/{model}/{old-id}` without a row: a vehicle sold long ago → the
    // stock listing of that model if the site has the model, else the brand page, else the stock.
    family: 'old-vehicle',
    takes: (s) => s[0] === 'vehicules-occasion-stock' && s.length >= 4,
    target: (s, _query, index) => oldVehicleFallback(s, index),
  },
  {
    // `/fr/vehicules-occasion-stock[/{brand}[/{model}]]?{filters}` → `/stock` with the brand and model of the path
    // (a make the group sells; a model of its range) and the old filters translated (old-stock-filters.ts).
    family: 'used-stock',
    takes: (s) => s[0] === 'vehicules-occasion-stock',
    target: (s, query, index) => {
      const brand = oldMake(s[1]);
      return stockAddressFromOldFilters(PATHS.stock, query, { brand, model: modelSlug(index, brand, s[2]) });
    },
  },
  {
    // `/fr/leasing/private-lease/{offer}` → the offer (same slug, same letters, or the offer whose slug the old
    // one begins with: `kia-picanto-gt-line` → `kia-picanto`), else the private lease list;
    // `/fr/leasing/fleet/{offer}` → the business offer of that model (`{offer}` or `{offer}-business` in
    // `entreprise/offres/`), else business lease; `/fr/leasing` → the service.
    family: 'leasing',
    takes: (s) => s[0] === 'leasing',
    target: (s, _query, index) => {
      if (s[1] === 'private-lease') {
        const offer = s[2] ? childPage(index, PATHS.privateLease, s[2], { prefixMatch: true }) : undefined;
        return offer ? `${PATHS.privateLease}/${offer}` : pageOr(index, PATHS.privateLease);
      }
      if (s[1] === 'fleet') {
        // The business offer of that model when there is one: `opel-vivaro-electric` → `opel-vivaro-electric-business`.
        const offer = s[2]
          ? (childPage(index, BUSINESS_OFFERS, s[2], { prefixMatch: true }) ??
            childPage(index, BUSINESS_OFFERS, `${s[2]}-business`))
          : undefined;
        if (offer) return `${BUSINESS_OFFERS}/${offer}`;
        return pageOr(index, '/business-lease', pageOr(index, '/entreprise/fleet-leasing'));
      }
      return pageOr(index, '/services/leasing', pageOr(index, PATHS.privateLease));
    },
  },
  {
    // Special offers (`nos-offres-speciales/{offer}`) → the promotion of that slug (« Offres du moment »,
    // `offres/`) when the site has it, else the current offers, else home; retired campaigns
    // (`prise-de-rendez-vous-{brand}-autofestival`, `conditions-autofestival-{brand}`,
    // `formulaire-autofestival-private-lease-{brand}`) → the home page.
    family: 'campaign',
    takes: (s) => (s.length === 1 && CAMPAIGN.test(s[0] ?? '')) || s[0] === 'nos-offres-speciales',
    target: (s, _query, index) => {
      if (s[0] !== 'nos-offres-speciales') return PATHS.home;
      const promotion = s[1] ? childPage(index, PATHS.promotions, s[1]) : undefined;
      return promotion ? `${PATHS.promotions}/${promotion}` : pageOr(index, PATHS.promotions);
    },
  },
  {
    // Forms: `/fr/demande-dessai` → book a test drive; `/fr/form/{name}` and `/fr/{name}` → the page of that form (FORM_PAGES,
    // the tyre appointment form of the site it names), an unknown form → contact; the origin parameters
    // they carried (`from_nid`, `node`, `brand`…) are dropped.
    family: 'form',
    takes: (s) => s[0] === 'form' || (s.length === 1 && (Object.hasOwn(FORM_PAGES, s[0] ?? '') || TYRE_FORM.test(s[0] ?? ''))),
    target: (s, _query, index) => {
      const name = (s[0] === 'form' ? s[1] : s[0]) ?? '';
      const known = Object.hasOwn(FORM_PAGES, name) ? FORM_PAGES[name] : undefined;
      if (known === WORKSHOP_FORM) return workshopForm(index);
      return tyreForm(index, name) ?? pageOr(index, known ?? '/contact', pageOr(index, '/contact'));
    },
  },
  {
    // `/fr/blog/…/{slug}`, `/fr/news/{slug}`, `/fr/actualites/{slug}` → the article with that slug, else the news.
    family: 'news',
    takes: (s) => NEWS_SECTIONS.has(s[0] ?? ''),
    target: (s, _query, index) => {
      const article = s.length > 1 ? childPage(index, PATHS.news, s[s.length - 1] ?? '') : undefined;
      return article ? `${PATHS.news}/${article}` : pageOr(index, PATHS.news);
    },
  },
  {
    // Job adverts (`/fr/jobs/{advert}`, `/fr/offres-demploi/…`, `/fr/carrieres/…`) → the advert published under
    // the same name, without the old site's « h-f » (`mecanicien-automobile-h-f-bertrange` is
    // `/carrieres/mecanicien-automobile-bertrange`), or a careers sub-page of that name, else the careers page.
    family: 'job',
    takes: (s) => JOB_SECTIONS.has(s[0] ?? ''),
    target: (s, _query, index) => {
      const name = s.length > 1 ? (s[s.length - 1] ?? '') : '';
      const sub = name
        ? (childPage(index, '/carrieres', name) ?? childPage(index, '/carrieres', name.replace(/-h-f(?=-|$)/, '')))
        : undefined;
      return sub ? `/carrieres/${sub}` : pageOr(index, '/carrieres');
    },
  },
  {
    // `/fr/entretien-service[/{service}]` → the service of that name (or its new name, SERVICE_PAGES); a brand's
    // maintenance page → after-sales; anything else → the services page.
    family: 'service',
    takes: (s) => s[0] === 'entretien-service',
    target: (s, _query, index) => {
      const name = s[1];
      if (!name) return pageOr(index, '/services');
      // The old booking page of the workshop → the workshop's booking form.
      if (name === 'prise-de-rendez-vous') return workshopForm(index);
      const renamed = Object.hasOwn(SERVICE_PAGES, name) ? SERVICE_PAGES[name] : undefined;
      const page = childPage(index, '/services', renamed ?? name);
      if (page) return `/services/${page}`;
      if (oldMake(name)) return pageOr(index, '/services/service-apres-vente', pageOr(index, '/services'));
      return pageOr(index, '/services');
    },
  },
  {
    // `/fr/concessions/{site}[/…]` → the site's page (`esch` → `esch-sur-alzette`, `autopolis-bertrange` →
    // `bertrange`); an unknown or closed site → the list of sites. A brand's page at a site becomes the site's
    // page: whether the site still sells or services that brand is in its story, which the index does not
    // hold (rows name `/{brand}/concessions/{site}` where it does).
    family: 'location',
    takes: (s) => s[0] === 'concessions',
    target: (s, _query, index) => {
      const site = locationSlug(index, s[1]);
      return site ? `${PATHS.locations}/${site}` : pageOr(index, PATHS.locations);
    },
  },
  {
    // Any other old address whose path, without `/fr`, is a page of the new site (`/fr/contact` → `/contact`,
    // `/fr/kia` → `/kia`). Otherwise no rule answers: the address is unknown and answers 404.
    family: 'same-address',
    takes: () => true,
    target: (s, _query, index) => {
      const path = `/${s.join('/')}`;
      return hasPage(index, path) ? path : null;
    },
  },
];

/** The fallback of an old vehicle page: its model's stock listing, else its brand page, else the stock. */
export function oldVehicleFallback(segments: readonly string[], index: SiteIndex): string {
  const make = oldMake(segments[1]);
  const model = modelSlug(index, make, segments[2]);
  if (make && model) return stockAddressFromOldFilters(PATHS.stock, new URLSearchParams(), { brand: make, model });
  const brand = brandOf(index, make);
  return brand ? `/${brand}` : PATHS.stock;
}

export type FamilyMatch = { family: FamilyName; target: string };

/** The family of an old address (by its shape), whether or not a row answers it. */
export function familyOf(path: string): FamilyName {
  const segments = oldSiteSegments(path);
  const rule = FAMILY_RULES.find((candidate) => candidate.family !== 'same-address' && candidate.takes(segments));
  return rule?.family ?? 'other';
}

/** What the family rules answer for an old address, or null when none does. */
export function familyTarget(address: Pick<OldAddress, 'path' | 'query'>, index: SiteIndex): FamilyMatch | null {
  const segments = oldSiteSegments(address.path);
  for (const rule of FAMILY_RULES) {
    if (!rule.takes(segments)) continue;
    const target = rule.target(segments, address.query, index);
    if (target !== null) return { family: rule.family, target };
  }
  return null;
}
