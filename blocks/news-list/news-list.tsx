import { pageNotFound } from '@/site/errors/not-found-lifetime';
import { listStories } from '@/content/stories';
import type { BlockProps } from '@/registry/types';
import { parseBlock } from '@/registry/validate-block';
import { t } from '@/site/i18n/translate';
import { sitePaths } from '@/site/routing/site-paths';
import { storyPath } from '@/site/routing/story-path';
import { AppLink } from '@/site/ui/app-link';
import { AssetImage } from '@/site/ui/asset-image';
import { formatLongDate } from '@/site/ui/format-date';
import { Pagination } from '@/site/ui/pagination';
import { Section } from '@/site/ui/section';
import card from '@/site/ui/linked-card.module.css';
import styles from './news-list.module.css';

/** `/news` is page 1, `/news/page/2` page 2...: real, cacheable addresses for every page. */
function pageHref(page: number): string {
  const news = sitePaths().news;
  return page <= 1 ? news : `${news}/page/${page}`;
}

/** The route's `page` parameter: absent → 1; anything but an integer ≥ 2 is not a page of the list. */
function currentPage(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,3}$/.test(raw) && raw !== '1' ? Number(raw) : null;
}

/** The latest articles, newest first, with real links to older pages. */
export async function NewsListBlock({ block, context }: BlockProps<'news_list'>) {
  const perPage = Number(block.per_page || 9);
  const page = currentPage(context.params.page);
  if (page === null) return pageNotFound();
  const { stories, total } = await listStories(
    { startsWith: 'news/', contentType: 'article', sortBy: 'first_published_at:desc', perPage, page },
    context.preview ? 'draft' : 'published',
  );
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (page > pages) return pageNotFound();
  const titleId = `news-list-${block._uid}`;
  return (
    <Section title={block.title} titleId={titleId}>
      <ul role="list" className={styles.grid}>
        {stories.map((story) => {
          const parsed = parseBlock(story.content, 'article');
          if (!parsed.ok) return null;
          const article = parsed.block;
          const date = formatLongDate(story.firstPublishedAt);
          return (
            <li key={story.uuid}>
              <article className={card.card}>
                {article.image?.filename ? (
                  <div className={card.media}>
                    <AssetImage asset={article.image} sizes="(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw" className={styles.image} />
                  </div>
                ) : null}
                <div className={card.body}>
                  <p className={styles.meta}>
                    <span className={styles.category}>{t(`article.${article.category}`)}</span>
                    {date ? <time dateTime={story.firstPublishedAt ?? undefined}>{date}</time> : null}
                  </p>
                  <h3 className={styles.title}>
                    <AppLink href={storyPath(story.fullSlug)} className={card.link}>
                      {article.title}
                    </AppLink>
                  </h3>
                  <p className={styles.teaser}>{article.teaser}</p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page}
        pages={pages}
        href={pageHref}
        labels={{ nav: t('news.pagination'), previous: t('news.previous'), next: t('news.next'), page: (n) => t('news.goToPage', { page: n }) }}
      />
    </Section>
  );
}
