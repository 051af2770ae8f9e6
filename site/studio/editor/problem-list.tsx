'use client';

import { frLuStudioEditor as words } from '@/i18n/fr-lu-studio-editor';
import { findBlock } from './block-tree';
import { VOCABULARY, useEditor, useEditorStore } from './editor-context';
import { displayNameOf, fieldOf } from './editor-vocabulary';
import { problemTarget } from './problem-paths';
import styles from './page-editor.module.css';

/** What stops the draft from being published: each problem selects its block and focuses the form. */
export function ProblemList() {
  const store = useEditorStore();
  const problems = useEditor((state) => state.problems);
  const root = useEditor((state) => state.history.present);
  if (problems.length === 0) return null;
  const showProblem = (uid: string, field: string | null) => {
    store.getState().select(uid, { focus: field === null });
    // The form renders the block first; then its field takes the focus.
    if (field)
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>(
            `[data-field="${CSS.escape(field)}"] :is(input, select, textarea, [contenteditable="true"])`,
          )
          ?.focus(),
      );
  };
  return (
    <section className={styles.problems} aria-labelledby="editor-problems-heading">
      <h2 id="editor-problems-heading">{words.publish.problemsHeading}</h2>
      <ul>
        {problems.map((problem) => {
          const target = problemTarget(root, problem.path);
          const block = target && findBlock(root, target.uid);
          const where = block
            ? [
                displayNameOf(VOCABULARY, block.component),
                target.field && (fieldOf(VOCABULARY, block.component, target.field)?.displayName ?? target.field),
              ]
                .filter(Boolean)
                .join(' › ')
            : problem.path;
          return (
            <li key={`${problem.path}:${problem.message}`}>
              {target ? (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => showProblem(target.uid, target.field)}
                >
                  {words.publish.problem(where, problem.message)}
                </button>
              ) : (
                words.publish.problem(where, problem.message)
              )}{' '}
              <code className={styles.hint}>{problem.path}</code>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
