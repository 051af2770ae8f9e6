import { t } from '@/i18n/translate';
import type { Promotion } from '@/services/promotions/promotion';
import { AppLink } from '@/site/ui/app-link';
import card from '@/site/ui/linked-card.module.css';
import { VehicleCardImage } from '@/site/vehicles/vehicle-card-image';
import styles from './promotion-card.module.css';
import { promotionImage, promotionLastDay, promotionPath, promotionPrices } from './promotion-display';

/**
 * A current promotion in the list: picture, title as the card's one link, its last day, its hook, and the
 * price from (with the catalogue price struck through) when it states one.
 */
export function PromotionCard({ promotion, priority = false }: { promotion: Promotion; priority?: boolean }) {
  const { price, regular } = promotionPrices(promotion);
  return (
    <article className={card.card}>
      <VehicleCardImage image={promotionImage(promotion)} priority={priority} fit="contain" />
      <div className={card.body}>
        <h3 className={styles.title}>
          <AppLink href={promotionPath(promotion.slug)} className={card.link}>
            {promotion.title}
          </AppLink>
        </h3>
        <p className={styles.until}>{t('promotions.card.validUntil', { date: promotionLastDay(promotion) })}</p>
        {promotion.intro ? <p className={styles.intro}>{promotion.intro}</p> : null}
        {price ? (
          <p className={styles.prices}>
            <span className={styles.price}>{price}</span>
            {regular ? <s className={styles.regular}>{regular}</s> : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}
