'use client';

import { useEffect, useId, useState } from 'react';
import type { ScheduledEntry } from '@/content/management-contract';
import { frLuStudioEditor } from '@/i18n/fr-lu-studio-editor';
import { isDirty } from './editor-store';
import { useEditor, useEditorStore } from './editor-context';
import { cancelSchedule, listSchedules, scheduleStory } from './management-client';
import styles from './page-editor.module.css';

const words = frLuStudioEditor.schedule;

/**
 * « Programmer »: a publish or an unpublish at a date and time of Luxembourg (a `datetime-local` field the
 * server reads in Europe/Luxembourg), and the story's schedules with their state; a waiting or failed one
 * is cancelled here. Only for roles that may publish (the server refuses the others with 403).
 */
export function SchedulePanel({ onClose }: { onClose: () => void }) {
  const store = useEditorStore();
  const fullSlug = useEditor((state) => state.story.fullSlug);
  const status = useEditor((state) => state.story.status);
  const formId = useId();
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish');
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [schedules, reload] = useSchedules(fullSlug);

  const submit = async () => {
    setError(null);
    setBusy(true);
    // What is scheduled is the saved draft: unsaved changes are saved first.
    const state = store.getState();
    if (isDirty(state) && !(await state.save())) {
      setBusy(false);
      return;
    }
    const answer = await scheduleStory(fullSlug, { action, at, version: store.getState().story.version });
    setBusy(false);
    if (!answer.ok) {
      if (answer.problems.length > 0) store.setState({ problems: answer.problems });
      setError(words.failed(answer.error));
      return;
    }
    store.getState().notify('info', words.done(answer.value.action, answer.value.atText));
    setAt('');
    reload();
  };

  const cancel = async (entry: ScheduledEntry) => {
    const answer = await cancelSchedule(entry.id);
    if (answer.ok) store.getState().notify('info', words.cancelled);
    else store.getState().notify('error', words.failed(answer.error));
    reload();
  };

  return (
    <section className={styles.formPane} aria-labelledby={`${formId}-heading`}>
      <div className={styles.dialogHead}>
        <h2 id={`${formId}-heading`} className={styles.paneHeading}>
          {words.heading}
        </h2>
        <button type="button" onClick={onClose}>
          {words.close}
        </button>
      </div>
      <p>{words.intro}</p>
      <form
        className={styles.scheduleForm}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${formId}-action`}>{words.action}</label>
        <select
          id={`${formId}-action`}
          value={action}
          onChange={(event) => setAction(event.target.value === 'unpublish' ? 'unpublish' : 'publish')}
        >
          <option value="publish">{words.publish}</option>
          <option value="unpublish" disabled={status === 'draft'}>
            {words.unpublish}
          </option>
        </select>
        <label htmlFor={`${formId}-at`}>{words.at}</label>
        <input
          id={`${formId}-at`}
          type="datetime-local"
          // To the second when typed so (a page to go live in a minute); the field shows minutes by default.
          step={1}
          required
          value={at}
          onChange={(event) => setAt(event.target.value.slice(0, 19))}
        />
        <button type="submit" className={styles.primary} disabled={busy || at === ''}>
          {busy ? words.submitting : words.submit}
        </button>
        {error && <p role="alert">{error}</p>}
      </form>
      <ScheduleList schedules={schedules} onCancel={(entry) => void cancel(entry)} />
    </section>
  );
}

/** The story's schedules, newest first; `onCancel` (the publish right) offers cancelling the open ones. */
export function ScheduleList({
  schedules,
  onCancel,
}: {
  schedules: ScheduledEntry[] | null;
  onCancel?: (entry: ScheduledEntry) => void;
}) {
  return (
    <>
      <h3 className={styles.paneHeading}>{words.listHeading}</h3>
      {schedules === null ? (
        <p role="status">{words.loading}</p>
      ) : schedules.length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <ol className={styles.versions} aria-label={words.listHeading}>
          {schedules.map((entry) => (
            <li key={entry.id} className={styles.version} data-schedule-state={entry.state}>
              <p>
                <strong>{words.entry(entry.action, entry.atText, entry.createdBy)}</strong> ·{' '}
                {words.states[entry.state]}
              </p>
              {entry.failure && <p role="alert">{words.failure(entry.failure)}</p>}
              {onCancel && (entry.state === 'waiting' || entry.state === 'failed') && (
                <button type="button" onClick={() => onCancel(entry)}>
                  {words.cancel}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** The story's schedules, read again after each change (and when its version moves: a publish ran). */
export function useSchedules(fullSlug: string): [ScheduledEntry[] | null, () => void] {
  const version = useEditor((state) => state.story.version);
  const [schedules, setSchedules] = useState<ScheduledEntry[] | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    void listSchedules(fullSlug).then((answer) => {
      if (current) setSchedules(answer.ok ? answer.value : []);
    });
    return () => {
      current = false;
    };
  }, [fullSlug, version, round]);
  return [schedules, () => setRound((n) => n + 1)];
}
