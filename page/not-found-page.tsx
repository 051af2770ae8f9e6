import type { ContentVersion } from '@/content/stories';
import { errorStatus, type ErrorKind } from '@/site/errors/error-kinds';
import { errorTexts } from '@/site/errors/error-texts';
import { ErrorView } from '@/site/errors/error-view';
import { pageNotFoundLifetime } from '@/site/errors/not-found-lifetime';
import { DocumentStatus } from '@/site/http/document-status';
import { SiteShell } from '@/site/shell/site-shell';
import { loadConfig } from './load-page';

/**
 * The answer for a path that nothing serves: the error view of its kind in the site shell, rendered
 * on the server (readable without JavaScript), with status 404 (410 for a kind that says the page is gone, such as
 * an ended promotion or a closed job advert) and a cache life of a minute. `actionHref`
 * replaces the kind's button target (a list's first page, for a page past its last).
 */
export async function NotFoundPage({
  path,
  kind,
  version,
  actionHref,
}: {
  path: string;
  kind: ErrorKind;
  version: ContentVersion;
  actionHref?: string;
}) {
  console.warn(`Page Not Found: ${path}`);
  const [config] = await Promise.all([loadConfig(version), pageNotFoundLifetime()]);
  const kindTexts = errorTexts(kind);
  const texts = actionHref ? { ...kindTexts, action: { ...kindTexts.action, href: actionHref } } : kindTexts;
  return (
    <SiteShell config={config}>
      {/* React places it in the head, in every render of the page (see storyPageMetadata). */}
      <title>{`${texts.title} | ${config.site_name}`}</title>
      <DocumentStatus status={errorStatus(kind)} />
      <ErrorView {...texts} />
    </SiteShell>
  );
}
