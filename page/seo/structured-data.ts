import type { Story } from '@/content/stories';
import type { PageSubject } from '@/blocks/page-subject';
import type { BlockMap, StoryblokRichtext } from '@/vocabulary/block-types';
import type { StoryOutline } from '@/vocabulary/story-outline';
import { addressLines } from '@/site/shell/contact-links';
import { storyPath } from '@/services/routing/story-path';
import { BRAND_NAMES, modelDisplayName } from '@/site/vehicles/vehicle-model';
import type { Crumb } from '@/site/shell/breadcrumbs';
import { richTextPlain } from './rich-text-plain';
import type { Vehicle } from '@/services/stock/get-vehicle';
import { locationBrands, type Location } from '@/services/locations/location';
import { WEEKDAYS } from '@/services/locations/luxembourg-time';
import { MAKE_NAMES } from '@/services/stock/stock-vocabulary';
import { locationHref } from '@/site/locations/location-href';
import { bodyLabel, fuelLabel, transmissionLabel } from '@/site/vehicles/vehicle-format';
import { driveWheels } from '@/services/stock/drive-wheels';
import { vehicleName } from '@/services/stock/vehicle-name';
import { vehicleHref } from '@/site/vehicles/vehicle-route';
import { absoluteUrl } from './site-url';
import { jobAdvertClosesAt, type JobAdvert } from '@/services/careers/job-advert';
import { luxembourgInstant } from '@/services/locations/luxembourg-time';

type JsonLd = Record<string, unknown>;

function organization(config: BlockMap['config']): JsonLd {
  const [name, street, locality, country] = addressLines(config.address);
  const postal = locality?.match(/^(L-\d{4})\s+(.+)$/);
  return {
    '@type': 'Organization',
    name: config.site_name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    telephone: config.phone,
    email: config.email,
    address: {
      '@type': 'PostalAddress',
      name,
      streetAddress: street,
      postalCode: postal?.[1],
      addressLocality: postal?.[2] ?? locality,
      addressCountry: country === 'Luxembourg' ? 'LU' : country,
    },
    sameAs: (config.social_links ?? []).map((s) => s.link.url || s.link.cached_url).filter(Boolean),
  };
}

function breadcrumbList(crumbs: Crumb[]): JsonLd | null {
  const linked = crumbs.filter((c): c is { name: string; href: string } => c.href !== null);
  if (linked.length < 2) return null;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.href),
    })),
  };
}

/**
 * The story's own dates: first published, and last published (Storyblok's `published_at`; the seed's file
 * dates it, never the load). A story republished with no later date than its first keeps its first.
 */
function newsArticle(story: Story, article: BlockMap['article'], config: BlockMap['config']): JsonLd {
  const published = story.firstPublishedAt ?? story.publishedAt;
  const modified =
    story.publishedAt && (!published || Date.parse(story.publishedAt) > Date.parse(published))
      ? story.publishedAt
      : published;
  return {
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.teaser,
    datePublished: published ?? undefined,
    dateModified: modified ?? undefined,
    image: article.image?.filename ? [absoluteUrl(article.image.filename)] : undefined,
    mainEntityOfPage: absoluteUrl(storyPath(story.fullSlug)),
    author: { '@type': 'Organization', name: config.site_name },
    publisher: {
      '@type': 'Organization',
      name: config.site_name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
    },
  };
}

function faqPage(items: BlockMap['faq_item'][]): JsonLd | null {
  if (items.length === 0) return null;
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: richTextPlain(item.answer as StoryblokRichtext).trim() },
    })),
  };
}

/**
 * A model of the range: its name, body, and the prices of the trims the page lists as one `AggregateOffer`
 * (a model without a priced trim offers its « from » price alone).
 */
function car(model: BlockMap['vehicle_model'], fullSlug: string): JsonLd {
  const trimPrices = model.trims.map((trim) => Number(trim.price)).filter((price) => price > 0);
  const prices = trimPrices.length > 0 ? trimPrices : [Number(model.price_from)].filter((price) => price > 0);
  return {
    '@type': 'Car',
    name: modelDisplayName(model),
    model: model.name,
    brand: { '@type': 'Brand', name: BRAND_NAMES[model.brand] },
    bodyType: bodyLabel(model.body_style),
    description: model.intro,
    image: model.image.filename ? absoluteUrl(model.image.filename) : undefined,
    url: absoluteUrl(storyPath(fullSlug)),
    offers:
      prices.length > 0
        ? {
            '@type': 'AggregateOffer',
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            priceCurrency: 'EUR',
            offerCount: prices.length,
          }
        : undefined,
  };
}

/**
 * Schema.org data for a page: Organization on the home page, BreadcrumbList on inner pages, NewsArticle
 * on news, FAQPage where the page has questions, and by subject: Car for a model or a stock vehicle
 * (with its Offer), AutoDealer for a site.
 */
export function structuredData(
  story: Story,
  outline: StoryOutline,
  subject: PageSubject,
  config: BlockMap['config'],
  crumbs: Crumb[],
  isHome: boolean,
): JsonLd[] {
  const items: (JsonLd | null)[] = [];
  if (isHome) items.push(organization(config));
  items.push(breadcrumbList(crumbs));
  const [article] = outline.blocks('article');
  if (article) items.push(newsArticle(story, article, config));
  if (subject.kind === 'model') items.push(car(subject.model, story.fullSlug));
  if (subject.kind === 'location') items.push(autoDealer(subject.location));
  if (subject.kind === 'vehicle') items.push(vehicleStructuredData(subject.vehicle, subject.dealership));
  if (subject.kind === 'job-advert') items.push(jobPosting(subject.job, subject.location, config));
  items.push(faqPage(outline.blocks('faq').flatMap((faq) => faq.items)));
  return items
    .filter((i): i is JsonLd => i !== null)
    .map((i) => (i['@context'] ? i : { '@context': 'https://schema.org', ...i }));
}

/** schema.org's employment types for the adverts' contracts. */
const EMPLOYMENT_TYPES: Record<JobAdvert['contract'], string> = {
  cdi: 'FULL_TIME',
  cdd: 'TEMPORARY',
  apprentissage: 'INTERN',
  stage: 'INTERN',
  interim: 'TEMPORARY',
};

/**
 * Schema.org `JobPosting` for an open advert: its description (intro, missions, profile), the publication
 * day and the last moment to apply (Luxembourg time), the hiring organisation and the site's address.
 */
export function jobPosting(job: JobAdvert, location: Location | null, config: BlockMap['config']): JsonLd {
  const description = [job.intro, ...job.missions, ...job.profile, ...job.offer].filter(Boolean).join('\n');
  return {
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: luxembourgInstant(job.publishedOn, 0).toISOString(),
    validThrough: new Date(jobAdvertClosesAt(job).getTime() - 1000).toISOString(),
    employmentType: EMPLOYMENT_TYPES[job.contract],
    url: absoluteUrl(`/carrieres/${job.slug}`),
    hiringOrganization: { '@type': 'Organization', name: config.site_name, sameAs: absoluteUrl('/') },
    jobLocation: location
      ? {
          '@type': 'Place',
          name: location.name,
          address: postalAddress(location),
        }
      : undefined,
    directApply: true,
  };
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Schema.org `AutoDealer` for a site, on its page: address, geo, contact, brands, and its showroom hours as
 * `openingHoursSpecification` (one entry per range, with every day that has it; a range past midnight
 * closes at 23:59). The workshop is an `AutoRepair` department with its own hours. Its `@id` lets a
 * vehicle's offer name the seller without repeating all of it.
 */
export function autoDealer(location: Location): JsonLd {
  const place = dealerPlace(location);
  const workshop = openingHours(location.workshop.weekly);
  return {
    '@type': 'AutoDealer',
    '@id': dealerId(location),
    ...place,
    geo: { '@type': 'GeoCoordinates', latitude: location.coordinates.lat, longitude: location.coordinates.lng },
    image: location.image ? absoluteUrl(location.image.src) : undefined,
    vatID: location.vatNumber ?? undefined,
    brand: locationBrands(location).map((brand) => ({ '@type': 'Brand', name: MAKE_NAMES[brand] })),
    openingHoursSpecification: openingHours(location.showroom.weekly),
    department:
      workshop.length > 0 ? [{ '@type': 'AutoRepair', ...place, openingHoursSpecification: workshop }] : undefined,
  };
}

/** The seller of a vehicle: who and where, by reference (`@id`) to the full `AutoDealer` of its site's page. */
function sellerReference(location: Location): JsonLd {
  return { '@type': 'AutoDealer', '@id': dealerId(location), ...dealerPlace(location) };
}

const dealerId = (location: Location) => `${absoluteUrl(locationHref(location.slug))}#concession`;

function dealerPlace(location: Location) {
  return {
    name: location.name,
    url: absoluteUrl(locationHref(location.slug)),
    telephone: location.phone,
    email: location.email,
    address: postalAddress(location),
  };
}

function postalAddress(location: Location): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: location.address.street,
    postalCode: location.address.postalCode,
    addressLocality: location.address.locality,
    addressCountry: 'LU',
  };
}

function openingHours(weekly: Location['showroom']['weekly']): JsonLd[] {
  const byRange = new Map<string, { opens: string; closes: string; days: string[] }>();
  WEEKDAYS.forEach((day, i) => {
    for (const range of weekly[day]) {
      const closes = range.closes > range.opens ? range.closes : '23:59';
      const key = `${range.opens}-${closes}`;
      const entry = byRange.get(key) ?? { opens: range.opens, closes, days: [] };
      entry.days.push(`https://schema.org/${SCHEMA_DAYS[i]}`);
      byRange.set(key, entry);
    }
  });
  return [...byRange.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }));
}

/**
 * Schema.org `Car` with its `Offer` for a stock vehicle page: identification, odometer in km (KMT),
 * fuel, gearbox, registration, engine power in kW (KWT), photos, and the price in EUR offered by the
 * dealership where the car stands. Demo vehicles are offered as used.
 */
export function vehicleStructuredData(vehicle: Vehicle, dealership: Location | null): JsonLd {
  const url = absoluteUrl(vehicleHref(vehicle));
  const condition =
    vehicle.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: vehicleName(vehicle),
    url,
    brand: { '@type': 'Brand', name: vehicle.makeName },
    model: vehicle.modelName,
    vehicleConfiguration: vehicle.trim,
    vehicleIdentificationNumber: vehicle.vin,
    bodyType: bodyLabel(vehicle.body),
    driveWheelConfiguration: `https://schema.org/${driveWheels(vehicle)}Configuration`,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: vehicle.mileageKm, unitCode: 'KMT' },
    fuelType: fuelLabel(vehicle.fuel),
    vehicleTransmission: transmissionLabel(vehicle.transmission),
    dateVehicleFirstRegistered: vehicle.firstRegistration ?? undefined,
    vehicleModelDate: String(vehicle.year),
    color: vehicle.colourName,
    numberOfDoors: vehicle.doors,
    seatingCapacity: vehicle.seats,
    vehicleEngine: {
      '@type': 'EngineSpecification',
      enginePower: { '@type': 'QuantitativeValue', value: vehicle.powerKw, unitCode: 'KWT' },
      engineDisplacement: vehicle.cylinderCc
        ? { '@type': 'QuantitativeValue', value: vehicle.cylinderCc, unitCode: 'CMQ' }
        : undefined,
    },
    itemCondition: condition,
    image: vehicle.images.length > 0 ? vehicle.images.map((image) => absoluteUrl(image.url)) : undefined,
    offers: {
      '@type': 'Offer',
      url,
      price: vehicle.priceCents / 100,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      itemCondition: condition,
      seller: dealership ? sellerReference(dealership) : undefined,
    },
  };
}
