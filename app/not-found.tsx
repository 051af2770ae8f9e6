import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { loadConfig } from '@/site/page-data';
import { NotFoundView } from '@/site/errors/not-found-view';
import { SiteShell } from '@/site/shell/site-shell';

/** The site settings for the shell, or null when they cannot be read (the 404 view still shows). */
async function configOrNull() {
  // The build prerenders a generic 404 and has no database; every real 404 renders on request with the shell.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return null;
  return loadConfig('published').catch((error: unknown) => {
    console.error(error);
    return null;
  });
}

export default async function NotFound() {
  const view = <NotFoundView />;
  const config = await configOrNull();
  return config ? <SiteShell config={config}>{view}</SiteShell> : <main id="main">{view}</main>;
}
