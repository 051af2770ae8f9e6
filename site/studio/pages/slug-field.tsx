'use client';

import { useId } from 'react';
import { frLuStudioPages } from '@/i18n/fr-lu-studio-pages';
import { fullSlugIn, type SlugProblem } from './page-slug';
import styles from './studio-pages.module.css';

const words = frLuStudioPages.form;

/**
 * The slug of a page being created, moved or duplicated, with what is wrong with it as the editor types:
 * its format, or an address in use with a free one to take instead. An empty slug is said only once the
 * form was sent.
 */
export function SlugField({
  value,
  folder,
  problem,
  showRequired,
  onChange,
}: {
  value: string;
  folder: string;
  problem: SlugProblem | null;
  showRequired: boolean;
  onChange: (slug: string) => void;
}) {
  const id = useId();
  const shown = problem?.kind === 'required' && !showRequired ? null : problem;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{words.slug}</label>
      <input
        id={id}
        name="slug"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint ${id}-problem`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {words.address(`/${fullSlugIn(folder, value || '…')}`)}
      </p>
      <div id={`${id}-problem`} className={styles.problem} aria-live="polite">
        {shown?.kind === 'required' && <p>{words.required}</p>}
        {shown?.kind === 'format' && <p>{words.slugFormat}</p>}
        {shown?.kind === 'taken' && (
          <p>
            {words.slugTaken(`/${fullSlugIn(folder, value)}`)}{' '}
            <button type="button" className={styles.linkButton} onClick={() => onChange(shown.suggestion)}>
              {words.useSuggestion(shown.suggestion)}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
