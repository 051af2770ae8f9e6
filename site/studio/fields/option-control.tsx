'use client';

import { frLuStudioFields as words } from '@/i18n/fr-lu-studio-fields';
import {
  datasourceEntriesUrl,
  MANAGED_STORIES_URL,
  parseDatasourceAnswer,
  parseStoriesAnswer,
  storyChoices,
  type Choice,
} from './choice-sources';
import type { FieldControlProps } from './field-control-props';
import { choicesWithStored, choiceSource, relationValue, relationValues } from './option-choices';
import { useRemoteList } from './use-remote-list';
import styles from './fields.module.css';

type Loaded = { status: 'ready'; choices: Choice[] } | { status: 'loading' } | { status: 'failed'; retry: () => void };

/** The field's choices, loading them from the stories or the datasource its schema names. */
function useChoices(schema: FieldControlProps['schema']): Loaded {
  const source = choiceSource(schema);
  const [stories, retryStories] = useRemoteList(
    source.kind === 'stories' ? MANAGED_STORIES_URL : null,
    parseStoriesAnswer,
  );
  const [entries, retryEntries] = useRemoteList(
    source.kind === 'datasource' ? datasourceEntriesUrl(source.slug) : null,
    parseDatasourceAnswer,
  );
  if (source.kind === 'own') return { status: 'ready', choices: source.choices };
  const list = source.kind === 'stories' ? stories : entries;
  if (list.status === 'failed')
    return { status: 'failed', retry: source.kind === 'stories' ? retryStories : retryEntries };
  if (list.status === 'loading') return { status: 'loading' };
  if (source.kind === 'stories')
    return {
      status: 'ready',
      choices: storyChoices(stories.status === 'ready' ? stories.items : [], source.contentTypes),
    };
  return { status: 'ready', choices: entries.status === 'ready' ? entries.items : [] };
}

function LoadState({ loaded, id }: { loaded: Exclude<Loaded, { status: 'ready' }>; id: string }) {
  if (loaded.status === 'loading')
    return (
      <p id={id} className={styles.limits} role="status">
        {words.option.loading}
      </p>
    );
  return (
    <p id={id} className={styles.problem} role="alert">
      {words.option.failed}{' '}
      <button type="button" className={styles.smallButton} onClick={loaded.retry}>
        {words.option.retry}
      </button>
    </p>
  );
}

/** One choice: a list box with « — Aucun — » to leave it empty. */
export function OptionControl({ id, schema, value, onChange, describedBy, invalid }: FieldControlProps) {
  const loaded = useChoices(schema);
  const stored = schema.source === 'internal_stories' ? relationValue(value) : typeof value === 'string' ? value : '';
  const choices = choicesWithStored(
    loaded.status === 'ready' ? loaded.choices : [],
    [stored],
    words.option.unknownValue,
  );
  const stateId = `${id}-state`;
  return (
    <>
      <select
        id={id}
        className={styles.select}
        value={stored}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, loaded.status !== 'ready' && stateId].filter(Boolean).join(' ') || undefined}
        aria-required={schema.required || undefined}
      >
        <option value="">{words.option.none}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {loaded.status !== 'ready' && <LoadState loaded={loaded} id={stateId} />}
    </>
  );
}

/** Several choices: one checkbox each, in the source's order (the stored order is kept for those kept). */
export function OptionsControl({ id, schema, value, onChange }: FieldControlProps) {
  const loaded = useChoices(schema);
  const stored = relationValues(value);
  const choices = choicesWithStored(loaded.status === 'ready' ? loaded.choices : [], stored, words.option.unknownValue);
  const max = Number(schema.maximum);
  const toggle = (choice: string, checked: boolean) =>
    onChange(checked ? [...stored, choice] : stored.filter((v) => v !== choice));
  return (
    // The field's fieldset carries the label, the help and the problem.
    <div id={id} className={styles.choices}>
      {max > 0 && <p className={styles.limits}>{words.option.maximum(max)}</p>}
      {loaded.status !== 'ready' && <LoadState loaded={loaded} id={`${id}-state`} />}
      <ul className={styles.choiceList}>
        {choices.map((choice, index) => (
          <li key={choice.value}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={stored.includes(choice.value)}
                // At the schema's maximum, only unchecking is offered.
                disabled={max > 0 && stored.length >= max && !stored.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
                id={index === 0 ? `${id}-first` : undefined}
              />
              <span>{choice.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
