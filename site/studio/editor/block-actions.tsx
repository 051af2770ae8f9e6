'use client';

import { useEffect, useState } from 'react';
import { frLuStudioEditor as words } from '@/i18n/fr-lu-studio-editor';
import { type CopiedBlock, CLIPBOARD_KEY, readClipboard, writeClipboard } from './block-clipboard';
import { childBlocks, duplicateBlock, findBlock, moveBlock, pasteBlock, placeOf, removeBlock } from './block-tree';
import { VOCABULARY, makeUid, useEditor, useEditorStore } from './editor-context';
import { displayNameOf } from './editor-vocabulary';
import styles from './page-editor.module.css';

/** The studio's clipboard, kept current when another tab copies a block. */
export function useClipboard(): CopiedBlock | null {
  const [copied, setCopied] = useState<CopiedBlock | null>(null);
  useEffect(() => {
    const read = () => setCopied(readClipboard());
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CLIPBOARD_KEY || event.key === null) read();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('studio-clipboard', read);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('studio-clipboard', read);
    };
  }, []);
  return copied;
}

/** Move up / down, duplicate, copy, paste after, delete: on the selected block, with buttons (the keyboard's way). */
export function BlockActions() {
  const store = useEditorStore();
  const root = useEditor((state) => state.history.present);
  const selected = useEditor((state) => state.selected);
  const fullSlug = useEditor((state) => state.story.fullSlug);
  const copied = useClipboard();
  const block = selected ? findBlock(root, selected) : null;
  const place = selected ? placeOf(root, selected) : null;
  const parent = place ? findBlock(root, place.parentUid) : null;
  const siblings = parent && place ? childBlocks(parent, place.field).length : 0;
  const name = block ? displayNameOf(VOCABULARY, block.component) : '';
  const nested = Boolean(block && place);

  const run = (action: () => ReturnType<typeof moveBlock>, done?: string) => {
    const state = store.getState();
    return state.apply(action(), done);
  };

  return (
    <div role="group" aria-label={words.actions.heading} className={styles.actions}>
      <button
        type="button"
        disabled={!nested || place!.index === 0}
        onClick={() => run(() => moveBlock(root, selected!, -1))}
      >
        {words.actions.moveUp}
      </button>
      <button
        type="button"
        disabled={!nested || place!.index >= siblings - 1}
        onClick={() => run(() => moveBlock(root, selected!, 1))}
      >
        {words.actions.moveDown}
      </button>
      <button
        type="button"
        disabled={!nested}
        onClick={() => {
          const uid = run(() => duplicateBlock(VOCABULARY, root, selected!, makeUid));
          if (uid) store.getState().select(uid);
        }}
      >
        {words.actions.duplicate}
      </button>
      <button
        type="button"
        disabled={!nested}
        onClick={() => {
          if (block && writeClipboard(block, fullSlug)) {
            window.dispatchEvent(new Event('studio-clipboard'));
            store.getState().notify('info', words.actions.copied(name));
          }
        }}
      >
        {words.actions.copy}
      </button>
      <button
        type="button"
        disabled={!nested || !copied}
        title={
          copied ? words.actions.clipboard(displayNameOf(VOCABULARY, copied.block.component), copied.from) : undefined
        }
        onClick={() => {
          if (!copied || !place) return;
          const uid = run(() =>
            pasteBlock(VOCABULARY, root, { ...place, index: place.index + 1 }, copied.block, makeUid),
          );
          if (uid) store.getState().select(uid);
        }}
      >
        {words.actions.pasteAfter}
      </button>
      <button
        type="button"
        className={styles.danger}
        disabled={!nested}
        onClick={() => {
          const uid = run(() => removeBlock(root, selected!), words.actions.deleted(name));
          if (uid) store.getState().select(place!.parentUid);
        }}
      >
        {words.actions.delete}
      </button>
    </div>
  );
}
