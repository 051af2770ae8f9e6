import { addressLine, type Location } from '@/services/locations/location';
import type { StoryOutline } from '@/vocabulary/story-outline';
import { weeklyHoursSummary } from '@/site/locations/hours-summary';
import type { LeaseFacts } from '@/services/leases/lease-facts';
import type { BusinessOffer } from '@/services/business-lease/business-offer';
import { leaseInsuranceText, leaseMileageText, leaseTermsText, REPLY_DELAY } from '@/i18n/fr-lu-facts';
import { formatCents } from '@/site/ui/format-price';

/**
 * Facts that live in data, written in content as tokens and resolved at render, so a text never disagrees
 * with the data: `{{stock_count}}` (vehicles for sale), and per site (its story slug)
 * `{{phone:niederkorn}}`, `{{email:niederkorn}}`, `{{address:niederkorn}}`, `{{showroom_hours:niederkorn}}`,
 * `{{workshop_hours:niederkorn}}`; the lease terms the offers give (`{{lease_mileage}}`, `{{lease_insurance}}`),
 * per offer (its slug) its cheapest monthly amount and that amount's terms (`{{lease_from:kia-ev3}}` « 493 € »,
 * `{{lease_from_terms:kia-ev3}}` « 48 mois, 10 000 km par an »), a business offer's monthly amount excluding VAT
 * and its terms (`{{business_from:kia-ev3-business}}` « 429 € », `{{business_from_terms:kia-ev3-business}}`) and
 * the forms' reply delay (`{{reply_delay}}`).
 */
export const FACT_TOKEN =
  /\{\{\s*(stock_count|lease_mileage|lease_insurance|lease_from_terms|lease_from|business_from_terms|business_from|reply_delay|phone|email|address|showroom_hours|workshop_hours)(?::([a-z0-9-]+))?\s*\}\}/g;

const LEASE_TOKENS = new Set(['lease_mileage', 'lease_insurance', 'lease_from', 'lease_from_terms']);

const BUSINESS_TOKENS = new Set(['business_from', 'business_from_terms']);

/** `lease` and `business` are null or absent when no token asks for them (the offers are not loaded). */
export type Facts = {
  stockCount: number | null;
  locations: readonly Location[];
  lease: LeaseFacts | null;
  /** The business offers by slug. */
  business?: ReadonlyMap<string, BusinessOffer> | null;
};

// fr-FR, not fr-LU (which groups with a dot): `1 234` with a narrow no-break space, as site/ui/format-price.ts.
const numberFormat = new Intl.NumberFormat('fr-FR');

function locationFact(name: string, location: Location): string {
  switch (name) {
    case 'phone':
      return location.phone;
    case 'email':
      return location.email;
    case 'address':
      return addressLine(location.address);
    case 'showroom_hours':
      return weeklyHoursSummary(location.showroom.weekly);
    default:
      return weeklyHoursSummary(location.workshop.weekly);
  }
}

/** One token's text; null when it names nothing (an unknown site, no stock count). */
function factText(name: string, slug: string | undefined, facts: Facts): string | null {
  if (name === 'stock_count') return facts.stockCount === null ? null : numberFormat.format(facts.stockCount);
  if (name === 'reply_delay') return REPLY_DELAY;
  if (name === 'lease_mileage') return facts.lease?.annualKm ? leaseMileageText(facts.lease.annualKm) : null;
  if (name === 'lease_insurance') return facts.lease?.insurance ? leaseInsuranceText(facts.lease) : null;
  if (name === 'lease_from' || name === 'lease_from_terms') {
    const cheapest = slug ? facts.lease?.cheapest.get(slug) : undefined;
    if (!cheapest) return null;
    return name === 'lease_from' ? formatCents(cheapest.monthlyInclVatCents) : leaseTermsText(cheapest);
  }
  if (name === 'business_from' || name === 'business_from_terms') {
    const offer = slug ? facts.business?.get(slug) : undefined;
    if (!offer) return null;
    return name === 'business_from' ? formatCents(offer.monthlyExclVatCents) : leaseTermsText(offer);
  }
  const location = slug ? facts.locations.find((l) => l.slug === slug) : undefined;
  return location ? locationFact(name, location) || null : null;
}

/** Which tokens a story's text holds (most hold none: they skip the data loads). */
export function factTokensIn(outline: StoryOutline): {
  any: boolean;
  stockCount: boolean;
  lease: boolean;
  business: boolean;
} {
  const names = outline.text.flatMap((text) => [...text.matchAll(FACT_TOKEN)].map((match) => match[1] ?? ''));
  return {
    any: names.length > 0,
    stockCount: names.includes('stock_count'),
    lease: names.some((name) => LEASE_TOKENS.has(name)),
    business: names.some((name) => BUSINESS_TOKENS.has(name)),
  };
}

/**
 * The content with every token replaced by its fact. A token that names nothing is kept in preview, so the
 * editor sees what to fix, and left out of the published page.
 */
export function resolveFactTokens<T>(content: T, facts: Facts, { preview }: { preview: boolean }): T {
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string')
      return node.replace(
        FACT_TOKEN,
        (token, name: string, slug?: string) => factText(name, slug, facts) ?? (preview ? token : ''),
      );
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
    return node;
  };
  return visit(content) as T;
}
