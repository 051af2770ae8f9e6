import { PROMOTIONS_FOLDER } from '@/content/content-folders';
import type { BlockMap } from '@/vocabulary/block-types';
import type { LeaseImage } from '@/services/leases/lease-offer';
import { promotionStatus, validityPeriod, type ValidityPeriod } from './promotion-validity';

/** A model a promotion names (a published `vehicle_model` story, resolved by the content service). */
export type PromotionModel = { fullSlug: string; name: string; brand: string };

/**
 * A promotion (« offre du moment ») as the site uses it, from a valid `promotion` story: its period read on
 * Luxembourg's clocks, prices in whole euros as typed, benefits one per line, the models it names.
 */
export type Promotion = {
  /** The story's slug in the promotions' folder: `hiver-kia-ev3`. */
  slug: string;
  title: string;
  intro: string;
  image: LeaseImage;
  period: ValidityPeriod;
  priceFrom: number | null;
  regularPrice: number | null;
  benefits: string[];
  legal: string;
  models: PromotionModel[];
};

const lines = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const amount = (value: string | undefined): number | null => (value ? Number(value) : null);

/** The models among resolved relations (an unresolved uuid, an unpublished model, is left out). */
function modelsOf(relations: BlockMap['promotion']['models']): PromotionModel[] {
  return (relations ?? []).flatMap((relation: unknown) => {
    if (typeof relation !== 'object' || relation === null) return [];
    const story = relation as { full_slug?: unknown; content?: { name?: unknown; brand?: unknown } };
    const { full_slug: fullSlug, content } = story;
    if (typeof fullSlug !== 'string' || typeof content?.name !== 'string' || typeof content.brand !== 'string')
      return [];
    return [{ fullSlug, name: content.name, brand: content.brand }];
  });
}

/** The promotion from its valid content, or null when its period does not read (the end must follow the start). */
export function promotionFromBlock(block: BlockMap['promotion'], slug: string): Promotion | null {
  const period = validityPeriod(block.starts_at, block.ends_at);
  if (!period) return null;
  return {
    slug,
    title: block.title.trim(),
    intro: block.intro?.trim() ?? '',
    image: {
      url: block.image.filename ?? '',
      alt: block.image.alt ?? null,
      width: block.image.width ?? null,
      height: block.image.height ?? null,
    },
    period,
    priceFrom: amount(block.price_from),
    regularPrice: amount(block.regular_price),
    benefits: lines(block.benefits),
    legal: block.legal.trim(),
    models: modelsOf(block.models),
  };
}

/** The promotions public at `now`, the one ending soonest first (then by title, for a stable order), at most `limit`. */
export function currentPromotions(all: readonly Promotion[], now: Date, limit?: number): Promotion[] {
  return all
    .filter((promotion) => promotionStatus(promotion.period, now) === 'current')
    .sort((a, b) => a.period.endsAt.getTime() - b.period.endsAt.getTime() || a.title.localeCompare(b.title, 'fr') || 0)
    .slice(0, limit && limit > 0 ? limit : undefined);
}

/** The full slugs of the promotions that are not public at `now` (not started, or ended): no sitemap lists them. */
export function promotionsNotPublic(all: readonly Promotion[], now: Date): Set<string> {
  return new Set(
    all
      .filter((promotion) => promotionStatus(promotion.period, now) !== 'current')
      .map((promotion) => `${PROMOTIONS_FOLDER}${promotion.slug}`),
  );
}
