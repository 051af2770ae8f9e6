import { sitePaths } from '@/services/routing/site-paths';
import type { Article } from '@/vocabulary/block-types';
import type { BlockProps } from '@/blocks/block-context';
import type { ISbStoryData } from 'storyblok-js-client';
import { t } from '@/i18n/translate';
import { storyPath } from '@/services/routing/story-path';
import { AppLink } from '@/site/ui/app-link';
import { AssetImage } from '@/site/ui/asset-image';
import { Button } from '@/site/ui/button';
import { Container } from '@/site/ui/container';
import { formatLongDate } from '@/site/ui/format-date';
import { Icon } from '@/site/ui/icons';
import { RichText } from '@/site/ui/rich-text';
import styles from './article.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/** The news list's path (the `news/` folder's start page). */
const NEWS_PATH = sitePaths().news;

type RelatedStory = Pick<ISbStoryData<Article>, 'full_slug' | 'name' | 'uuid'> & {
  content?: Partial<Pick<Article, 'title' | 'teaser'>>;
};

/** Resolved related stories only: unresolved relations arrive as bare uuid strings and are skipped. */
function resolvedRelated(related: Article['related']): RelatedStory[] {
  return (related ?? []).filter(
    (item): item is ISbStoryData<Article> => typeof item !== 'string' && Boolean(item?.full_slug),
  );
}

/**
 * A news article (a root content type): category, h1 title, publication date (Luxembourg time),
 * teaser, image, body and up to three related articles.
 */
export function ArticleBlock({ block, context }: BlockProps<'article'>) {
  const publishedAt = context.story.firstPublishedAt;
  const date = formatLongDate(publishedAt);
  const related = resolvedRelated(block.related);
  const relatedTitleId = blockDomId('article-related', block._uid);

  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <Container width="narrow" className={styles.headerInner}>
          <Button href={NEWS_PATH} variant="tertiary" size="small" iconPosition="start">
            {t('article.backToNews')}
          </Button>
          <p className={styles.category}>{t(`article.${block.category}`)}</p>
          <h1 className={styles.title}>{block.title}</h1>
          {date && publishedAt ? (
            <p className={styles.meta}>
              <time dateTime={publishedAt}>{t('article.publishedOn', { date })}</time>
            </p>
          ) : null}
          <p className={styles.teaser}>{block.teaser}</p>
        </Container>
      </header>

      {block.image?.filename ? (
        <Container width="default" className={styles.figure}>
          <AssetImage asset={block.image} priority sizes="(min-width: 80rem) 76rem, 100vw" className={styles.image} />
        </Container>
      ) : null}

      <Container width="narrow" className={styles.body}>
        <RichText doc={block.body} renderBlocks={context.renderBlocks} />
      </Container>

      {related.length > 0 ? (
        <aside className={styles.related} aria-labelledby={relatedTitleId}>
          <Container>
            <h2 id={relatedTitleId} className={styles.relatedTitle}>
              {t('article.related')}
            </h2>
            <ul role="list" className={styles.relatedList}>
              {related.map((story, index) => (
                <li key={index} className={styles.relatedItem}>
                  <h3 className={styles.relatedName}>
                    <AppLink href={storyPath(story.full_slug)} className={styles.relatedLink}>
                      {story.content?.title || story.name}
                    </AppLink>
                  </h3>
                  {story.content?.teaser ? <p className={styles.relatedTeaser}>{story.content.teaser}</p> : null}
                  <Icon name="arrow-up-right" className={styles.relatedIcon} />
                </li>
              ))}
            </ul>
          </Container>
        </aside>
      ) : null}
    </article>
  );
}
