import { listNewsArticles } from '@/content/entries';
import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { sitePaths } from '@/services/routing/site-paths';
import { storyPath } from '@/services/routing/story-path';
import { AppLink } from '@/site/ui/app-link';
import { AssetImage } from '@/site/ui/asset-image';
import { formatLongDate } from '@/site/ui/format-date';
import { Pagination } from '@/site/ui/pagination';
import { Section } from '@/site/ui/section';
import card from '@/site/ui/linked-card.module.css';
import cardGrid from '@/site/ui/card-grid.module.css';
import styles from './news-list.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/** `/news` is page 1, `/news/page/2` page 2...: real, cacheable addresses for every page. */
function pageHref(page: number): string {
  const news = sitePaths().news;
  return page <= 1 ? news : `${news}/page/${page}`;
}

/**
 * The latest articles, newest first, with real links to older pages. The page number comes with the
 * page's subject (`/news/page/2`), checked before the page renders (page/load-subject.ts). A list for one
 * site (a site's home) shows that site's latest articles and links to all the news; none, no section.
 */
export async function NewsListBlock({ block, context }: BlockProps<'news_list'>) {
  const perPage = Number(block.per_page || 9);
  const location = typeof block.location === 'string' && block.location ? block.location : undefined;
  const page = !location && context.subject.kind === 'news-page' ? context.subject.page : 1;
  const { entries, total } = await listNewsArticles({ page, perPage, location }, context.version);
  if (location && entries.length === 0) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const titleId = blockDomId('news-list', block._uid);
  return (
    <Section title={block.title} titleId={titleId}>
      <ul role="list" className={`${cardGrid.grid} ${styles.grid}`}>
        {entries.map(({ story, content: article }, index) => {
          const date = formatLongDate(story.firstPublishedAt);
          return (
            <li key={index}>
              <article className={card.card}>
                {article.image?.filename ? (
                  <div className={card.media}>
                    <AssetImage asset={article.image} sizes="(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw" />
                  </div>
                ) : null}
                <div className={card.body}>
                  <p>
                    <span>{t(`article.${article.category}`)}</span>
                    {date ? <time dateTime={story.firstPublishedAt ?? undefined}>{date}</time> : null}
                  </p>
                  <h3>
                    <AppLink href={storyPath(story.fullSlug)} className={card.link}>
                      {article.title}
                    </AppLink>
                  </h3>
                  <p>{article.teaser}</p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {location ? (
        <p className={styles.all}>
          <AppLink href={sitePaths().news}>{t('news.all')}</AppLink>
        </p>
      ) : (
        <Pagination
          page={page}
          pages={pages}
          href={pageHref}
          labels={{
            nav: t('news.pagination'),
            previous: t('news.previous'),
            next: t('news.next'),
            page: (n) => t('news.goToPage', { page: n }),
          }}
        />
      )}
    </Section>
  );
}
