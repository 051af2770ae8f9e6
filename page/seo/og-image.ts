import type { Metadata } from 'next';
import { storySlug } from '@/content/content-folders';
import type { PageData } from '@/page/load-page';
import { isMake } from '@/services/stock/stock-vocabulary';
import { leaseOfferPath } from '@/site/leases/lease-offer-display';
import { storyPath } from '@/services/routing/story-path';
import { sitePaths } from '@/services/routing/site-paths';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type OgCard } from '@/site/social/og-card';
import { articleCard, leaseOfferCard, locationCard, modelCard, ogCardAlt, siteCard, vehicleCard } from './og-card';
import { OG_CARD_ROUTE, ogCardPath, parseOgCardPath, type OgCardAddress } from './og-card-path';
import { absoluteUrl } from './site-url';

/** An image of `openGraph.images`. */
export type OgImage = { url: string; width?: number; height?: number; alt?: string; type?: string };
/** A page's card: where it is drawn and what it says. */
export type PageCard = { address: OgCardAddress; card: OgCard };

/**
 * A large card on X, whose reader takes the picture, its alt and size from `og:image` when no
 * `twitter:image` is given. The empty `images` keeps Next.js from copying them into four `twitter:image*`
 * tags on every page, saying it twice in the HTML and the payload (docs/decisions/0009-social-preview-cards.md).
 */
export const TWITTER_CARD: Metadata['twitter'] = { card: 'summary_large_image', images: [] };

/** Pictures social networks show (by the address's extension); SVG is not one of them. */
const RASTER = /\.(png|jpe?g|webp|gif)$/i;

/**
 * The page a card's story is served at, which the card route loads (app/api/og): `/stock/123` (the id alone
 * names a vehicle), `/kia/ev3`, `/private-lease/kia-ev3`, `/concessions/bertrange`, `/news/{article}`; null
 * for the site's card.
 */
export function ogCardPagePath(address: OgCardAddress): string | null {
  switch (address.kind) {
    case 'vehicle':
      return `${sitePaths().stock}/${address.id}`;
    case 'model':
      return `/${address.brand}/${address.model}`;
    case 'lease-offer':
      return leaseOfferPath(address.slug);
    case 'location':
      return `${sitePaths().locations}/${address.slug}`;
    case 'article':
      return `${sitePaths().news}/${address.slug}`;
    case 'site':
      return null;
  }
}

/**
 * The card of a page about a vehicle (its page or its forms), a model, a lease offer, a site (also under a
 * brand) or a news article; null for other pages. A story-based card is given only when its address serves
 * this very story (a story in a sub-folder has none: the route would not find it).
 */
export function pageCard(page: PageData, siteName: string): PageCard | null {
  const found = subjectCard(page, siteName);
  if (!found || !routeServes(found.address)) return null;
  return found.address.kind === 'vehicle' || ogCardPagePath(found.address) === storyPath(page.story.fullSlug)
    ? found
    : null;
}

function subjectCard({ subject, story, outline }: PageData, siteName: string): PageCard | null {
  switch (subject.kind) {
    case 'vehicle':
      return {
        address: { kind: 'vehicle', id: subject.vehicle.id },
        card: vehicleCard(subject.vehicle, siteName, subject.dealership?.name),
      };
    case 'model': {
      const brand = story.fullSlug.split('/')[0];
      return isMake(brand)
        ? {
            address: { kind: 'model', brand, model: storySlug(story.fullSlug) },
            card: modelCard(subject.model, siteName),
          }
        : null;
    }
    case 'lease-offer':
      return {
        address: { kind: 'lease-offer', slug: subject.offer.slug },
        card: leaseOfferCard(subject.offer, siteName),
      };
    case 'location':
      return {
        address: { kind: 'location', slug: subject.location.slug },
        card: locationCard(subject.location, siteName),
      };
    case 'content': {
      const [article] = outline.blocks('article');
      return article
        ? {
            address: { kind: 'article', slug: storySlug(story.fullSlug) },
            card: articleCard(article, story, siteName),
          }
        : null;
    }
    default:
      return null;
  }
}

/** Whether the card route accepts the address (a slug it would refuse gives no card). */
function routeServes(address: OgCardAddress): boolean {
  const parsed = parseOgCardPath(
    ogCardPath(address)
      .slice(OG_CARD_ROUTE.length + 1)
      .split('/'),
  );
  return parsed !== null && ogCardPath(parsed) === ogCardPath(address);
}

/** A card as an Open Graph image: its PNG at its absolute address, 1200×630, with what it says as alt text. */
export function ogCardImage({ address, card }: PageCard): OgImage {
  return {
    url: absoluteUrl(ogCardPath(address)),
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    alt: ogCardAlt(card),
    type: 'image/png',
  };
}

/** The site's card, for pages without a picture social networks show. */
export function siteCardImage(siteName: string): OgImage {
  return ogCardImage({ address: { kind: 'site' }, card: siteCard(siteName) });
}

/** The editor's `og_image` when social networks show it (PNG, JPEG, WebP, GIF); null for an SVG or none. */
export function editorImage(value: unknown): OgImage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { filename, alt } = value as { filename?: unknown; alt?: unknown };
  if (typeof filename !== 'string' || !RASTER.test(filename.trim().split(/[?#]/, 1)[0] ?? '')) return null;
  return { url: absoluteUrl(filename.trim()), alt: typeof alt === 'string' && alt.trim() ? alt.trim() : undefined };
}

/**
 * The Open Graph image of a story page: its subject's card (vehicle, model, lease offer, site, article),
 * else the editor's `og_image` if social networks show it, else the site's card.
 */
export function storyOgImage(page: PageData, siteName: string, ogImageField: unknown): OgImage {
  const card = pageCard(page, siteName);
  if (card) return ogCardImage(card);
  return editorImage(ogImageField) ?? siteCardImage(siteName);
}
