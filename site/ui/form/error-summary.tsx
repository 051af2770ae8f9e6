import { useId, type Ref } from 'react';
import styles from './error-summary.module.css';

/** A field in error: the id of its control (the link's target) and the message. */
export type FieldError = { fieldId: string; message: string };

type Props = {
  /** `Le formulaire contient des erreurs`, passed by the form. */
  title: string;
  /** A line below the title that says what to do (the title may be the old site's English words). */
  help?: string;
  errors: readonly FieldError[];
  titleLevel?: 2 | 3;
  /** A form focuses the summary after a refused submit, so keyboard users start from the list. */
  ref?: Ref<HTMLDivElement>;
  className?: string;
};

/**
 * The errors of a form above it: a titled list of links to the fields concerned. `role="alert"` announces
 * it when it appears; `tabIndex={-1}` lets the form move focus to it. Nothing when there is no error.
 */
export function ErrorSummary({ title, help, errors, titleLevel = 2, ref, className }: Props) {
  const titleId = useId();
  if (errors.length === 0) return null;
  const Heading = `h${titleLevel}` as const;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      className={[styles.summary, className].filter(Boolean).join(' ')}
    >
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {help ? <p className={styles.help}>{help}</p> : null}
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} className={styles.link}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
