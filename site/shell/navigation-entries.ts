import type { BlockMap } from '@/vocabulary/block-types';
import { t } from '@/i18n/translate';
import { linkData } from '@/site/ui/app-link';
import type { BrandEntry, NavigationEntry } from './main-navigation';

/** The config's main navigation as data for MainNavigation: entries without a usable link are left out. */
export function navigationEntries(config: BlockMap['config']): NavigationEntry[] {
  return config.main_navigation.flatMap((item): NavigationEntry[] => {
    if (item.component === 'nav_link') {
      const link = linkData(item.link);
      return link ? [{ label: item.label, ...link }] : [];
    }
    const brands = item.brands.flatMap((brand): BrandEntry[] => {
      const link = linkData(brand.link);
      if (!link) return [];
      return [brand.tagline ? { name: brand.name, tagline: brand.tagline, ...link } : { name: brand.name, ...link }];
    });
    const allBrands = linkData(item.all_brands_link);
    return [
      allBrands
        ? { label: item.label, brands, allBrands: { label: t('site.allBrands'), ...allBrands } }
        : { label: item.label, brands },
    ];
  });
}
