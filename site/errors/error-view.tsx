import type { ReactNode } from 'react';
import { InternalButtonLink } from '@/site/ui/internal-button-link';
import styles from './error-view.module.css';

/** An error page's words, translated: its title, an explanation, the button to a useful place. */
export type ErrorTexts = {
  title: string;
  /** Absent for « something went wrong »: a title and a way home are all it shows. */
  text?: string;
  action: { label: string; href: string };
};

/**
 * An error page's content: h1 title, an explanation (and a `note`, such as a number to call), one button to a useful place.
 * A plain component without hooks, server-only imports or the catalogue, so both server pages (not-found,
 * with `errorTexts(kind)`) and the client error boundaries (error.tsx, with `WENT_WRONG_TEXTS`) render it.
 */
export function ErrorView({ title, text, action, note }: ErrorTexts & { note?: ReactNode }) {
  return (
    <div className={styles.errorView}>
      <div className={styles.inner}>
        {/* A file, not inline paths: the root not-found view travels in every page's React payload. An SVG,
            which next/image would pass through unchanged. Lazy, or React hints every page to preload it. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          className={styles.illustration}
          src="/assets/240x120/lost-car.svg"
          alt=""
          width={240}
          height={120}
          loading="lazy"
        />
        <h1 className={styles.title}>{title}</h1>
        {text ? <p className={styles.text}>{text}</p> : null}
        {note ? <p className={styles.text}>{note}</p> : null}
        <InternalButtonLink href={action.href} variant="primary" size="large" iconPosition="start">
          {action.label}
        </InternalButtonLink>
      </div>
    </div>
  );
}
