'use client';

import { useId, useRef, useState } from 'react';
import { frLuStudioEditor as words } from '@/i18n/fr-lu-studio-editor';
import { BlockThumbnail } from '../block-thumbnail';
import { childBlocks, findBlock, insertBlock, newBlock } from './block-tree';
import { VOCABULARY, makeUid, useEditor, useEditorStore, useThumbnails } from './editor-context';
import { displayNameOf, fieldOf } from './editor-vocabulary';
import styles from './page-editor.module.css';

/**
 * « Ajouter un bloc » for one blocks field: a dialog offering exactly what the field's whitelist allows, each
 * with its picture from the catalogue; disabled once the field holds its maximum. The new block goes last,
 * gets the schema's defaults, and is selected with its first field focused.
 */
export function AddBlockButton({
  parentUid,
  field,
  compact = false,
}: {
  parentUid: string;
  field: string;
  compact?: boolean;
}) {
  const store = useEditorStore();
  const parent = useEditor((state) => findBlock(state.history.present, parentUid));
  const dialog = useRef<HTMLDialogElement>(null);
  const thumbnails = useThumbnails();
  const [filter, setFilter] = useState('');
  // The choices (and their framed pictures) exist only while the dialog is open: the tree has many buttons.
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const fullId = useId();
  const schema = parent ? fieldOf(VOCABULARY, parent.component, field) : null;
  if (!parent || !schema) return null;
  const count = childBlocks(parent, field).length;
  const full = schema.maximum !== null && count >= schema.maximum;
  const typed = filter.trim().toLowerCase();
  const offered = schema.whitelist.filter(
    (name) => !typed || `${displayNameOf(VOCABULARY, name)} ${name}`.toLowerCase().includes(typed),
  );

  const add = (component: string) => {
    const state = store.getState();
    const block = newBlock(VOCABULARY, component, makeUid);
    const uid = state.apply(
      insertBlock(VOCABULARY, state.history.present, { parentUid, field, index: count }, block),
      words.add.added(displayNameOf(VOCABULARY, component)),
    );
    dialog.current?.close();
    if (uid) state.select(uid, { focus: true });
  };

  return (
    <>
      <button
        type="button"
        className={compact ? styles.addCompact : styles.addButton}
        onClick={() => {
          setFilter('');
          setOpen(true);
          dialog.current?.showModal();
        }}
        disabled={full}
        aria-describedby={full ? fullId : undefined}
      >
        {compact ? `+ ${words.add.buttonIn(schema.displayName)}` : words.add.button}
      </button>
      {full && (
        <span id={fullId} className={styles.hint}>
          {words.add.full(schema.maximum!)}
        </span>
      )}
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={headingId} onClose={() => setOpen(false)}>
        <div className={styles.dialogHead}>
          <h2 id={headingId}>{words.add.heading(schema.displayName)}</h2>
          <button type="button" onClick={() => dialog.current?.close()}>
            {words.add.close}
          </button>
        </div>
        {open && schema.whitelist.length > 6 && (
          <label className={styles.filter}>
            {words.add.filter}
            <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
          </label>
        )}
        {open && (
          <ul className={styles.addList}>
            {offered.map((name) => {
              const thumbnail = thumbnails[name];
              return (
                <li key={name}>
                  <button type="button" className={styles.addChoice} onClick={() => add(name)}>
                    <span className={styles.addName}>{displayNameOf(VOCABULARY, name)}</span>
                    {thumbnail && <BlockThumbnail name={name} width={thumbnail.width} height={thumbnail.height} />}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </dialog>
    </>
  );
}
