import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { linkHref } from '@/site/routing/link-href';
import { AppLink, linkTarget } from '@/site/ui/app-link';
import { AssetImage } from '@/site/ui/asset-image';
import styles from './card.module.css';
import { keepPhoneNumbersWhole } from '@/site/ui/phone-number';
import { blockDomId } from '@/blocks/block-dom-id';

/**
 * A teaser card: image, h3 title, text. When it has a link, the title is the card's one link and
 * stretches over the whole card (no nested links); the call-to-action text describes that link.
 */
export function CardBlock({ block }: BlockProps<'card'>) {
  const href = linkHref(block.link);
  const ctaId = blockDomId('card-cta', block._uid);
  return (
    <article className={styles.card} data-linked={href ? 'true' : undefined}>
      {block.image?.filename ? (
        <div className={styles.media}>
          <AssetImage asset={block.image} sizes="(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw" />
        </div>
      ) : null}
      <div className={styles.body}>
        <h3>
          {href ? (
            <AppLink href={href} target={linkTarget(block.link)} aria-describedby={ctaId}>
              {block.title}
            </AppLink>
          ) : (
            block.title
          )}
        </h3>
        {block.text ? <p>{keepPhoneNumbersWhole(block.text)}</p> : null}
        {href ? (
          <span id={ctaId} aria-hidden="true">
            {block.link_label || t('block.readMore')}
          </span>
        ) : null}
      </div>
    </article>
  );
}
