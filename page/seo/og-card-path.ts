import { z } from 'zod';
import { MAKES, type Make } from '@/services/stock/stock-vocabulary';

/**
 * The addresses of the social preview cards (PNG, app/api/og/[...card]/route.ts): one per vehicle, model,
 * lease offer, site and article, and the site's own card.
 */
export type OgCardAddress =
  | { kind: 'vehicle'; id: number }
  /** A `vehicle_model` story, `kia/ev3`. */
  | { kind: 'model'; brand: Make; model: string }
  /** A `lease_offer` story in `private-lease/`. */
  | { kind: 'lease-offer'; slug: string }
  /** A `location` story in `concessions/`. */
  | { kind: 'location'; slug: string }
  /** An `article` story in `news/`. */
  | { kind: 'article'; slug: string }
  | { kind: 'site' };

export const OG_CARD_ROUTE = '/api/og';
const EXTENSION = '.png';
const SITE_CARD = `site${EXTENSION}`;

/** `/api/og/vehicle/123.png`, `/api/og/model/kia/ev3.png`, `/api/og/site.png`... */
export function ogCardPath(address: OgCardAddress): string {
  switch (address.kind) {
    case 'site':
      return `${OG_CARD_ROUTE}/${SITE_CARD}`;
    case 'vehicle':
      return `${OG_CARD_ROUTE}/vehicle/${address.id}${EXTENSION}`;
    case 'model':
      return `${OG_CARD_ROUTE}/model/${address.brand}/${address.model}${EXTENSION}`;
    default:
      return `${OG_CARD_ROUTE}/${address.kind}/${address.slug}${EXTENSION}`;
  }
}

/** A story slug as routes accept one (site/routing/resolve-route.ts). */
const slug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9][a-z0-9._~-]*$/);
/** A stock vehicle's id: a positive integer without leading zeros (one address per card). */
const vehicleId = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);
/** The last segment: `{value}.png`. */
const file = <T extends z.ZodType<unknown, string>>(value: T) =>
  z
    .string()
    .refine((name) => name.endsWith(EXTENSION))
    .transform((name) => name.slice(0, -EXTENSION.length))
    .pipe(value);

/** The segments after the kind, per kind. */
const ADDRESSES = {
  vehicle: z.tuple([file(vehicleId)]).transform(([id]) => ({ kind: 'vehicle' as const, id })),
  model: z.tuple([z.enum(MAKES), file(slug)]).transform(([brand, model]) => ({ kind: 'model' as const, brand, model })),
  'lease-offer': z.tuple([file(slug)]).transform(([slug]) => ({ kind: 'lease-offer' as const, slug })),
  location: z.tuple([file(slug)]).transform(([slug]) => ({ kind: 'location' as const, slug })),
  article: z.tuple([file(slug)]).transform(([slug]) => ({ kind: 'article' as const, slug })),
} satisfies Record<Exclude<OgCardAddress['kind'], 'site'>, z.ZodType<OgCardAddress, string[]>>;

/** The card an address names (the route's decoded segments after `/api/og/`), or null: the route answers 404. */
export function parseOgCardPath(segments: readonly string[]): OgCardAddress | null {
  const [kind, ...rest] = segments;
  if (kind === SITE_CARD) return rest.length === 0 ? { kind: 'site' } : null;
  if (kind === undefined || !Object.hasOwn(ADDRESSES, kind)) return null;
  const parsed = ADDRESSES[kind as keyof typeof ADDRESSES].safeParse(rest);
  return parsed.success ? parsed.data : null;
}
