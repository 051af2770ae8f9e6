'use client';

import { useEffect, useState } from 'react';
import type { StoryVersionEntry } from '@/content/management-contract';
import { frLuStudioEditor as words } from '@/i18n/fr-lu-studio-editor';
import { useEditor, useEditorStore } from './editor-context';
import { listVersions, restoreVersion } from './management-client';
import { ScheduleList, useSchedules } from './schedule-panel';
import styles from './page-editor.module.css';

const dateTime = new Intl.DateTimeFormat('fr-LU', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Luxembourg',
});

/** The story's versions, newest first: what changed, when, who; any of them restored as the draft. */
export function HistoryPanel({ onClose }: { onClose: () => void }) {
  const store = useEditorStore();
  const fullSlug = useEditor((state) => state.story.fullSlug);
  const version = useEditor((state) => state.story.version);
  const readOnly = useEditor((state) => state.readOnly);
  const [versions, setVersions] = useState<StoryVersionEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Scheduled publishes and unpublishes, with their state (a failure said here too); cancelled in « Programmer ».
  const [schedules] = useSchedules(fullSlug);
  useEffect(() => {
    let current = true;
    void listVersions(fullSlug).then((answer) => {
      if (!current) return;
      if (answer.ok) setVersions(answer.value);
      else setError(answer.error);
    });
    return () => {
      current = false;
    };
  }, [fullSlug, version]);

  const restore = async (entry: StoryVersionEntry) => {
    const answer = await restoreVersion(fullSlug, entry.id);
    if (answer.ok) store.getState().replaceDraft(answer.value, words.history.restored(entry.version));
    else store.getState().notify('error', answer.error);
  };

  return (
    <section className={styles.formPane} aria-labelledby="editor-history-heading">
      <div className={styles.dialogHead}>
        <h2 id="editor-history-heading" className={styles.paneHeading}>
          {words.history.heading}
        </h2>
        <button type="button" onClick={onClose}>
          {words.history.close}
        </button>
      </div>
      {error ? (
        <p role="alert">{words.history.failed(error)}</p>
      ) : versions === null ? (
        <p role="status">{words.history.loading}</p>
      ) : versions.length === 0 ? (
        <p>{words.history.empty}</p>
      ) : (
        <ol className={styles.versions}>
          {versions.map((entry) => (
            <li key={entry.id} className={styles.version}>
              <p>
                <strong>
                  {words.history.entry(
                    entry.version,
                    words.history.actions[entry.action],
                    entry.author,
                    dateTime.format(new Date(entry.createdAt)),
                  )}
                </strong>
              </p>
              {entry.changes.length > 0 && (
                <ul>
                  {entry.changes.map((change, index) => (
                    <li key={index}>{change}</li>
                  ))}
                </ul>
              )}
              {!readOnly && (
                <button type="button" onClick={() => void restore(entry)}>
                  {words.history.restore}
                  <span className="visually-hidden"> (version {entry.version})</span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <ScheduleList schedules={schedules} />
    </section>
  );
}
