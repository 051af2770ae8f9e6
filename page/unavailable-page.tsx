import type { BlockMap } from '@/vocabulary/block-types';
import { errorTexts } from '@/site/errors/error-texts';
import { ErrorView } from '@/site/errors/error-view';
import { DocumentStatus } from '@/site/http/document-status';
import { telHref } from '@/site/shell/contact-links';
import { SiteShell } from '@/site/shell/site-shell';
import { PhoneNumber } from '@/site/ui/phone-number';
import { t } from '@/i18n/translate';
import { loadConfig } from './load-page';

/** How long the view waits for the site configuration (the render cache has it, or nothing does). */
const CONFIG_WAIT_MS = 2_000;

/** The site configuration if it can be read without the database: from the render cache, or from Storyblok. */
async function configIfReadable(): Promise<BlockMap['config'] | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), CONFIG_WAIT_MS)));
  try {
    return await Promise.race([loadConfig('published').catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * « Service momentanément indisponible »: what a visitor gets instead of a page that could not be rendered
 * because the database is unreachable (server.ts serves it in that page's place, server/unavailable-answer.ts),
 * with status 503 and `Retry-After`. In the site shell, with the group's phone number, when the configuration
 * can be read without the database; else the view alone.
 */
export async function UnavailablePage() {
  const config = await configIfReadable();
  const texts = errorTexts('service-unavailable');
  const phone = config?.phone?.trim();
  const note = phone ? (
    <>
      {t('error.serviceUnavailablePhone')}{' '}
      <a href={telHref(phone)}>
        <PhoneNumber>{phone}</PhoneNumber>
      </a>
      .
    </>
  ) : undefined;
  const view = (
    <>
      <title>{config ? `${texts.title} | ${config.site_name}` : texts.title}</title>
      <meta name="robots" content="noindex" />
      <DocumentStatus status={503} />
      <ErrorView {...texts} note={note} />
    </>
  );
  return config ? <SiteShell config={config}>{view}</SiteShell> : <main id="main">{view}</main>;
}
