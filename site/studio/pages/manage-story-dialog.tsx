'use client';

import Link from 'next/link';
import { frLuStudioPages } from '@/i18n/fr-lu-studio-pages';
import { editorHref } from './editor-href';
import { DuplicateForm, MoveForm, RenameForm, TrashForm, type PageFormContext } from './page-forms';
import { StudioDialog } from './studio-dialog';
import type { StoryRow } from './story-tree';
import styles from './studio-pages.module.css';

const words = frLuStudioPages;

export type ManageView = 'menu' | 'rename' | 'move' | 'duplicate' | 'trash';

const ACTION_LABELS = {
  rename: words.manage.rename,
  move: words.manage.move,
  duplicate: words.manage.duplicate,
  trash: words.manage.trash,
} as const;

/**
 * One page's actions: first what it is and the actions it allows, then the form of the chosen one, in the same
 * dialog. A protected page offers neither « Déplacer » nor « Mettre à la corbeille », and says why (the server
 * refuses them anyway).
 */
export function ManageStoryDialog({
  story,
  view,
  context,
  onView,
  fallbackFocus,
}: {
  story: StoryRow;
  view: ManageView;
  context: PageFormContext;
  onView: (view: ManageView) => void;
  fallbackFocus: () => HTMLElement | null;
}) {
  const actions = (['rename', 'move', 'duplicate', 'trash'] as const).filter(
    (action) => !story.protected || action === 'rename' || action === 'duplicate',
  );
  const title =
    view === 'menu' ? words.manage.title(story.name) : words.manage.actionTitle(ACTION_LABELS[view], story.name);
  return (
    <StudioDialog title={title} onClose={context.onCancel} fallbackFocus={fallbackFocus}>
      {view === 'menu' && (
        <>
          <dl className={styles.facts}>
            <dt>{words.manage.address}</dt>
            <dd>
              <code>/{story.fullSlug}</code>
            </dd>
            <dt>{words.manage.contentType}</dt>
            <dd>{story.contentType}</dd>
            <dt>{words.manage.status}</dt>
            <dd>{story.status && words.status[story.status]}</dd>
          </dl>
          <ul className={styles.actionList}>
            <li>
              <Link
                href={editorHref(story.fullSlug)}
                className={styles.primaryButton}
                data-autofocus=""
                prefetch={false}
              >
                {words.manage.open}
              </Link>
            </li>
            {actions.map((action) => (
              <li key={action}>
                <button
                  type="button"
                  className={action === 'trash' ? styles.dangerButton : styles.button}
                  onClick={() => onView(action)}
                >
                  {ACTION_LABELS[action]}
                </button>
              </li>
            ))}
          </ul>
          {story.protected && <p className={styles.note}>{words.manage.protected}</p>}
        </>
      )}
      {view === 'rename' && <RenameForm story={story} context={context} />}
      {view === 'move' && !story.protected && <MoveForm story={story} context={context} />}
      {view === 'duplicate' && <DuplicateForm story={story} context={context} />}
      {view === 'trash' && !story.protected && <TrashForm story={story} context={context} />}
    </StudioDialog>
  );
}
