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
        <svg className={styles.illustration} viewBox="0 0 240 120" aria-hidden="true" focusable="false">
          <path className={styles.road} d="M0 104h240" />
          <path className={styles.roadDash} d="M16 114h28M76 114h28M136 114h28M196 114h28" />
          <path
            className={styles.car}
            d="M40 92V74l22-22h78l30 24h26a12 12 0 0 1 12 12v4H40z"
          />
          <path className={styles.window} d="M70 58h30v18H54zM108 58h28l22 18h-50z" />
          <circle className={styles.wheel} cx="78" cy="94" r="12" />
          <circle className={styles.wheel} cx="176" cy="94" r="12" />
          <path className={styles.question} d="M196 28a10 10 0 1 1 14 9c-3 1.5-4 3.5-4 7M206 52v1" />
        </svg>
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
