import type { BlockMap } from '@/vocabulary/block-types';
import { footerData } from './footer-data';
import { SiteFooterView } from './site-footer-view';

export type SiteFooterProps = {
  config: BlockMap['config'];
  /** The year of the copyright line; defaults to the current year. */
  year?: number;
};

/** The site's contentinfo (site-footer-view.tsx), from the config story. */
export function SiteFooter({ config, year = new Date().getFullYear() }: SiteFooterProps) {
  return <SiteFooterView data={footerData(config, year)} />;
}
