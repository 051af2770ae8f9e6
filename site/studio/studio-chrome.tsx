'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { accountWords } from '@/i18n/fr-lu-studio-accounts';
import { teamWords } from '@/i18n/fr-lu-studio-team';
import { leadWords } from '@/i18n/fr-lu-studio-leads';
import { frLuStudioPages } from '@/i18n/fr-lu-studio-pages';
import { logOut, logOutEverywhere } from './account-actions';
import accountStyles from './account-forms.module.css';
import { isEmbeddedStudioPath, studioSection } from './studio-paths';
import skipLinkStyles from '@/site/shell/skip-link.module.css';
import styles from './studio-chrome.module.css';

const words = frLuStudioPages.frame;

/**
 * The studio's frame: a skip link, a compact banner with the studio's name and its sections, then the page.
 * The page editor needs the whole viewport below it: the banner is one line at desktop widths
 * (`--studio-header-height`), and the frame is a column whose page may take the rest (`flex: 1`). A client
 * component only to know the path: the block examples the studio frames are studio pages too, drawn bare.
 */
/**
 * Who is signed in, as the banner shows it (with the logout buttons: always an account), and the sections
 * their role opens (`pages` the page tree, blocks and media; `leads` the inbox; `journal` the audit log).
 */
export type ChromeAccount = {
  name: string;
  role: string;
  pages: boolean;
  leads: boolean;
  journal: boolean;
  /** The accounts page « Comptes » (administrators). */
  accounts: boolean;
};

export function StudioChrome({ children, account }: { children: ReactNode; account: ChromeAccount }) {
  const pathname = usePathname();
  if (isEmbeddedStudioPath(pathname)) return children;
  const section = studioSection(pathname);
  return (
    <div className={styles.studio}>
      <a href="#main" className={skipLinkStyles.skipLink}>
        {words.skipToContent}
      </a>
      <header className={styles.header}>
        <Link href="/studio" className={styles.brand} prefetch={false}>
          {words.name}
        </Link>
        <nav aria-label={words.navigation} className={styles.nav}>
          <ul>
            {account.pages ? (
              <>
                <li>
                  <Link href="/studio" aria-current={section === 'pages' ? 'page' : undefined} prefetch={false}>
                    {words.pages}
                  </Link>
                </li>
                <li>
                  <Link href="/studio/blocks" aria-current={section === 'blocks' ? 'page' : undefined} prefetch={false}>
                    {words.blocks}
                  </Link>
                </li>
                <li>
                  <Link href="/studio/medias" aria-current={section === 'medias' ? 'page' : undefined} prefetch={false}>
                    {words.medias}
                  </Link>
                </li>
              </>
            ) : null}
            {account.leads ? (
              <li>
                <Link href="/studio/demandes" aria-current={section === 'leads' ? 'page' : undefined} prefetch={false}>
                  {leadWords.title}
                </Link>
              </li>
            ) : null}
            {account.journal ? (
              <li>
                <Link
                  href="/studio/journal"
                  aria-current={pathname === '/studio/journal' ? 'page' : undefined}
                  prefetch={false}
                >
                  {accountWords.journal.title}
                </Link>
              </li>
            ) : null}
            {account.accounts ? (
              <li>
                <Link
                  href="/studio/comptes"
                  aria-current={pathname === '/studio/comptes' ? 'page' : undefined}
                  prefetch={false}
                >
                  {teamWords.accounts.title}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <Link href="/" className={styles.siteLink} prefetch={false}>
          {words.site}
        </Link>
        <div className={accountStyles.account}>
          <span>{accountWords.signedInAs(account.name, account.role)}</span>
          <form action={logOut}>
            <button type="submit">{accountWords.logout}</button>
          </form>
          <form action={logOutEverywhere}>
            <button type="submit">{accountWords.logoutEverywhere}</button>
          </form>
        </div>
      </header>
      {children}
    </div>
  );
}
