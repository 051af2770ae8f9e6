'use client';

import { useEffect, useMemo, useRef } from 'react';
import { frLuStudioEditor as words } from '@/i18n/fr-lu-studio-editor';
import { BlockForm } from '../fields/block-form';
import { AddBlockButton } from './add-block-dialog';
import { useClipboard } from './block-actions';
import { type StoryBlock, blockHint, childBlocks, findBlock, mayInsert, pasteBlock } from './block-tree';
import { VOCABULARY, makeUid, useEditor, useEditorStore } from './editor-context';
import { displayNameOf } from './editor-vocabulary';
import { problemTarget } from './problem-paths';
import styles from './page-editor.module.css';

/** Where page-editor.module.css puts the panes side by side. */
const SIDE_BY_SIDE = '(min-width: 64rem)';

/** The selected block's form; its blocks fields list their blocks (select one) with « Ajouter un bloc ». */
export function FormPane() {
  const store = useEditorStore();
  const root = useEditor((state) => state.history.present);
  const selected = useEditor((state) => state.selected);
  const focusRequest = useEditor((state) => state.focusRequest);
  const problems = useEditor((state) => state.problems);
  const readOnly = useEditor((state) => state.readOnly);
  const block = selected ? findBlock(root, selected) : null;
  const pane = useRef<HTMLElement>(null);

  // Panes stack below 64rem: the form is under the frame, out of sight when a block is chosen in the tree or the frame.
  useEffect(() => {
    if (selected && !window.matchMedia(SIDE_BY_SIDE).matches) pane.current?.scrollIntoView({ block: 'start' });
  }, [selected]);

  const fieldProblems = useMemo(() => {
    const found: Partial<Record<string, string>> = {};
    for (const problem of problems) {
      const target = problemTarget(root, problem.path);
      if (target && target.uid === block?._uid && target.field) found[target.field] ??= problem.message;
    }
    return found;
  }, [problems, root, block?._uid]);

  return (
    <section ref={pane} className={styles.formPane} aria-labelledby="editor-form-heading">
      <h2 id="editor-form-heading" className={styles.paneHeading}>
        {block ? displayNameOf(VOCABULARY, block.component) : words.panes.form}
      </h2>
      {block ? (
        <fieldset disabled={readOnly} className={styles.formFieldset} onBlur={() => store.getState().endTyping()}>
          <BlockForm
            key={block._uid}
            block={block}
            onChange={(field, value) => store.getState().changeField(block._uid, field, value)}
            problems={fieldProblems}
            focusRequest={focusRequest}
            renderBloks={(field) => <ChildBlocks parent={block} field={field} readOnly={readOnly} />}
          />
        </fieldset>
      ) : (
        <p>{words.form.none}</p>
      )}
    </section>
  );
}

function ChildBlocks({ parent, field, readOnly }: { parent: StoryBlock; field: string; readOnly: boolean }) {
  const store = useEditorStore();
  const copied = useClipboard();
  const children = childBlocks(parent, field);
  const root = useEditor((state) => state.history.present);
  const mayPaste =
    copied && !readOnly && mayInsert(VOCABULARY, root, parent._uid, field, copied.block.component) === 'ok';
  return (
    <div className={styles.childBlocks}>
      {children.length > 0 ? (
        <ol className={styles.childList}>
          {children.map((child) => (
            <li key={child._uid}>
              <button
                type="button"
                className={styles.treeSelect}
                onClick={() => store.getState().select(child._uid, { focus: true })}
              >
                {words.tree.select(displayNameOf(VOCABULARY, child.component), blockHint(child))}
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.hint}>{words.tree.empty}</p>
      )}
      {!readOnly && (
        <div className={styles.childActions}>
          <AddBlockButton parentUid={parent._uid} field={field} />
          {mayPaste && (
            <button
              type="button"
              onClick={() => {
                const state = store.getState();
                const uid = state.apply(
                  pasteBlock(
                    VOCABULARY,
                    state.history.present,
                    { parentUid: parent._uid, field, index: children.length },
                    copied.block,
                    makeUid,
                  ),
                );
                if (uid) state.select(uid);
              }}
            >
              {words.actions.pasteInto}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
