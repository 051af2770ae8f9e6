'use client';

import { useEffect, useId, useRef } from 'react';
import { frLuStudioEditor as words } from '@/i18n/fr-lu-studio-editor';
import type { StoryBlock } from './block-tree';
import { describeChanges } from './content-changes';
import { VOCABULARY, useEditor } from './editor-context';
import { timeOf } from './editor-store';
import styles from './page-editor.module.css';

/**
 * A save refused because someone saved first (409): who, when and what they changed, and the choice between
 * their version (« Recharger ») and one's own (« Écraser »). Closing it without choosing changes nothing.
 */
export function ConflictDialog() {
  const conflict = useEditor((state) => state.conflict);
  const saved = useEditor((state) => state.saved);
  const resolve = useEditor((state) => state.resolveConflict);
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (conflict && !dialog.current?.open) dialog.current?.showModal();
    if (!conflict && dialog.current?.open) dialog.current.close();
  }, [conflict]);
  const changes = conflict
    ? describeChanges(VOCABULARY, saved, conflict.current.content as StoryBlock, words.conflict)
    : [];
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={headingId} data-testid="conflict-dialog">
      {conflict && (
        <>
          <h2 id={headingId}>{words.conflict.heading}</h2>
          <p>{words.conflict.who(conflict.current.author, timeOf(new Date(conflict.current.updatedAt)))}</p>
          {changes.length > 0 ? (
            <>
              <p>{words.conflict.changes}</p>
              <ul>
                {changes.map((change, index) => (
                  <li key={index}>{change}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{words.conflict.noChanges}</p>
          )}
          <p className={styles.hint}>{words.conflict.explain}</p>
          <div className={styles.dialogActions}>
            <button type="button" onClick={() => void resolve('reload')}>
              {words.conflict.reload}
            </button>
            <button type="button" className={styles.danger} onClick={() => void resolve('overwrite')}>
              {words.conflict.overwrite}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
