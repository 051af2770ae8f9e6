'use client';

import { Icon } from '@/site/ui/icons';
import { linkDataProps, LinkView, type LinkData } from '@/site/ui/link-view';
import styles from './site-header.module.css';

export type BrandEntry = LinkData & { name: string; tagline?: string };

/** One entry of the main navigation: a link, or the brands dropdown. */
export type NavigationEntry =
  (LinkData & { label: string }) | { label: string; brands: BrandEntry[]; allBrands?: LinkData & { label: string } };

/**
 * The main navigation, drawn from data the server prepared (navigation-entries.ts): a client view so that every
 * page's payload carries its labels and links, not a tree of elements (the same on every page).
 */
export function MainNavigation({ label, entries }: { label: string; entries: NavigationEntry[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul role="list" className={styles.list}>
        {entries.map((entry, index) => (
          <li key={index} className={styles.item}>
            {'brands' in entry ? (
              <details className={styles.menu}>
                <summary className={styles.link}>
                  {entry.label}
                  <Icon name="chevron-down" className={styles.chevron} />
                </summary>
                <div className={styles.dropdown}>
                  <ul role="list" className={styles.brands}>
                    {entry.brands.map((brand, brandIndex) => (
                      <li key={brandIndex}>
                        <LinkView {...linkDataProps(brand)}>
                          {brand.name}
                          {brand.tagline ? <span>{brand.tagline}</span> : null}
                        </LinkView>
                      </li>
                    ))}
                  </ul>
                  {entry.allBrands ? (
                    <LinkView {...linkDataProps(entry.allBrands)} className={styles.allBrands}>
                      {entry.allBrands.label}
                      <Icon name="arrow-up-right" className={styles.allBrandsIcon} />
                    </LinkView>
                  ) : null}
                </div>
              </details>
            ) : (
              <LinkView {...linkDataProps(entry)} className={styles.link}>
                {entry.label}
              </LinkView>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
