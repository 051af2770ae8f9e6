import { loadConfig } from '@/site/page-data';
import { ErrorView } from '@/site/errors/error-view';
import { notFoundKind } from '@/site/errors/page-error';
import { SiteShell } from '@/site/shell/site-shell';

export default async function NotFound() {
  const view = <ErrorView kind={notFoundKind()} />;
  try {
    return <SiteShell config={await loadConfig('published')}>{view}</SiteShell>;
  } catch (error) {
    console.error(error);
    return <main id="main">{view}</main>;
  }
}
