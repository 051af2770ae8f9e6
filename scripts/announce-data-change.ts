import { cdnPurgeSettings, purgeCdnTags, type CdnPurgeOptions } from '../cache/cdn-purge';
import { expireSharedCacheTags } from '../cache/expire-shared-tags';
import { CONTENT_TAG } from '../content/cache-tags';
import { notifyContentChange } from '../content/notify-content-change';
import { STOCK_TAG } from '../services/stock/stock-cache-tags';
import { notifyStockChange } from '../services/stock/notify-stock-change';

export type DataChange = {
  content: boolean;
  stockChanged: number;
  action: string;
  /** Also make the signed calls to SITE_URL (and warn when nothing was told); db:seed, which runs before the site in `npm start`, does not. */
  callSiteUrl: boolean;
};
export type AnnounceLine = { level: 'log' | 'warn'; text: string };

type Env = Record<string, string | undefined>;

/**
 * Tells the running site, every instance of it, that a tool changed its data (`npm run db:seed`,
 * `npm run stock:import`). With `REDIS_URL` the tags (`content`, `stock`) are revalidated in the shared
 * cache itself, which every instance reads: no instance's URL or secret is needed. Besides (`callSiteUrl`),
 * with `STOCK_REVALIDATE_SECRET` / `STORYBLOK_WEBHOOK_SECRET` the signed call reaches the instance at
 * `SITE_URL` (its own copies outside the cache, such as the redirect table, reload at once), and a change
 * no site was told of is a warning. Returns the lines to print.
 */
export async function announceDataChange(
  change: DataChange,
  env: Env = process.env,
  fetchImpl: typeof fetch = fetch,
  cdnOptions: CdnPurgeOptions = {},
): Promise<AnnounceLine[]> {
  const tags = [...(change.content ? [CONTENT_TAG] : []), ...(change.stockChanged > 0 ? [STOCK_TAG] : [])];
  if (tags.length === 0) return [];
  const lines: AnnounceLine[] = [];
  const shared = await expireSharedCacheTags(tags, env);
  if (shared.status === 'written') {
    lines.push({
      level: 'log',
      text: `Cached pages (${tags.join(', ')}) dropped for every instance in the shared cache (${shared.where}).`,
    });
    // Then the CDN (a site told below purges the same tags again: purges are idempotent, one call each).
    lines.push(...(await purgeCdn(tags, env, cdnOptions)));
  } else if (shared.status === 'failed')
    lines.push({
      level: 'warn',
      text: `Warning: could not reach the shared cache (${shared.where}: ${shared.reason}); instances keep their cached ${tags.join(', ')} pages until it is told.`,
    });

  if (!change.callSiteUrl) return lines;
  const notices = [
    ...(change.stockChanged > 0
      ? [{ what: 'stock', notice: await notifyStockChange(change.stockChanged, env, fetchImpl) }]
      : []),
    ...(change.content ? [{ what: 'content', notice: await notifyContentChange(change.action, env, fetchImpl) }] : []),
  ];
  for (const { what, notice } of notices) {
    if (notice.status === 'sent')
      lines.push({ level: 'log', text: `Asked ${notice.url} to refresh its ${what} pages.` });
    else if (notice.status === 'failed')
      lines.push({
        level: 'warn',
        text: `Warning: could not ask the site to refresh its ${what} pages (${notice.url}): ${notice.reason}`,
      });
  }
  if (shared.status === 'skipped' && notices.every(({ notice }) => notice.status === 'skipped')) {
    lines.push({
      level: 'warn',
      text: `No running site was told: set REDIS_URL (every instance) or ${change.stockChanged > 0 ? 'STOCK_REVALIDATE_SECRET' : 'STORYBLOK_WEBHOOK_SECRET'} (the site at SITE_URL). A running site shows this change after a restart.`,
    });
  }
  return lines;
}

/** With `CDN_PURGE_URL`, the CDN drops the same tags, once every instance renders those pages again. */
async function purgeCdn(tags: string[], env: Env, options: CdnPurgeOptions): Promise<AnnounceLine[]> {
  let settings;
  try {
    settings = cdnPurgeSettings(env);
  } catch (error) {
    return [
      {
        level: 'warn',
        text: `Warning: the CDN was not purged: ${error instanceof Error ? error.message : String(error)}.`,
      },
    ];
  }
  if (!settings) return [];
  const result = await purgeCdnTags(settings, tags, options);
  return result.status === 'purged'
    ? [{ level: 'log', text: `CDN purged by tag (${result.tags.join(', ')}) at ${settings.url.host}.` }]
    : [
        {
          level: 'warn',
          text: `Warning: the CDN purge of ${result.tags.join(', ')} failed (${result.reason}); the CDN serves those pages as they were until they are purged.`,
        },
      ];
}

export function printLines(lines: readonly AnnounceLine[]): void {
  for (const line of lines) (line.level === 'warn' ? console.warn : console.log)(line.text);
}
