import type { BlockProps } from '@/blocks/block-context';
import { blockDomId } from '@/blocks/block-dom-id';
import { t } from '@/i18n/translate';
import { currentPromotions } from '@/services/promotions/promotion';
import { loadPromotions } from '@/services/promotions/load-promotions';
import { liveUntilBoundary } from '@/site/promotions/promotion-lifetime';
import { nextBoundary } from '@/services/promotions/promotion-validity';
import { sitePaths } from '@/services/routing/site-paths';
import { PromotionCard } from '@/site/promotions/promotion-card';
import { AppLink } from '@/site/ui/app-link';
import cardGrid from '@/site/ui/card-grid.module.css';
import { Section } from '@/site/ui/section';
import styles from './promotion-list.module.css';

/**
 * « Offres du moment »: the promotions public now on the server's clock, the one ending soonest first. The
 * page lives until the next start or end of any promotion (liveUntilBoundary), so one that ends leaves the
 * list then, and one that starts joins it, without a publish. Without any: a sentence and the stock's link.
 */
export async function PromotionListBlock({ block, context }: BlockProps<'promotion_list'>) {
  const all = await loadPromotions(context.version);
  const now = new Date();
  await liveUntilBoundary(
    nextBoundary(
      all.map((promotion) => promotion.period),
      now,
    ),
    now,
  );
  const promotions = currentPromotions(all, now, Number(block.limit) || undefined);
  const titleId = blockDomId('promotion-list', block._uid);
  return (
    <Section title={block.title} titleId={titleId} intro={block.intro} width="wide">
      {promotions.length === 0 ? (
        <p className={styles.empty}>
          {t('promotions.list.empty')} <AppLink href={sitePaths().stock}>{t('promotions.list.seeStock')}</AppLink>
        </p>
      ) : (
        <ul role="list" className={cardGrid.grid} aria-label={t('promotions.list.count', { count: promotions.length })}>
          {promotions.map((promotion, index) => (
            <li key={promotion.slug}>
              <PromotionCard promotion={promotion} priority={context.leads === true && index < 2} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
