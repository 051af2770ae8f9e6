'use client';

import { useEffect, useState } from 'react';
import type { ContentProblem, StoryStatus } from '@/content/management-contract';
import { frLuStudioEditor as words } from '@/i18n/fr-lu-studio-editor';
import { BlockTreePane } from './block-tree-pane';
import type { StoryBlock } from './block-tree';
import { ConflictDialog } from './conflict-dialog';
import { EditorContext, type Thumbnails, useEditor, useEditorStore } from './editor-context';
import { type EditorStore, type EditorStory, createEditorStore, isDirty, timeOf } from './editor-store';
import { FormPane } from './form-pane';
import { FramePane } from './frame-pane';
import { HistoryPanel } from './history-panel';
import { PresenceBanner } from './presence-banner';
import { SchedulePanel } from './schedule-panel';
import { ProblemList } from './problem-list';
import styles from './page-editor.module.css';

/** Seconds of calm after a change before the draft saves itself. */
const AUTOSAVE_DELAY_MS = 4000;

export type PageEditorProps = {
  story: EditorStory;
  content: StoryBlock;
  problems: ContentProblem[];
  readOnly: boolean;
  /** The public path the frame shows. */
  path: string;
  thumbnails: Thumbnails;
  /** Whether the account's role may publish and unpublish: a rédacteur sees no such button (the server refuses too). */
  mayPublish: boolean;
};

/**
 * The page editor: the block tree, the page in a frame, the selected block's form; saving, publishing,
 * undo and redo in its bar. Its state is one store (editor-store.ts) created for the page it opens.
 */
export function PageEditor({ story, content, problems, readOnly, path, thumbnails, mayPublish }: PageEditorProps) {
  const [store] = useState(() => createEditorStore({ story, content, problems, readOnly }));
  const [side, setSide] = useState<'history' | 'schedule' | null>(null);
  useShortcuts(store);
  useAutosave(store);
  return (
    <EditorContext.Provider value={{ store, thumbnails }}>
      <main id="main" className={styles.editor}>
        <EditorBar
          historyOpen={side === 'history'}
          onHistory={() => setSide((open) => (open === 'history' ? null : 'history'))}
          scheduleOpen={side === 'schedule'}
          onSchedule={() => setSide((open) => (open === 'schedule' ? null : 'schedule'))}
          mayPublish={mayPublish}
        />
        {readOnly && <p className={styles.readOnly}>{words.readOnly}</p>}
        {!readOnly && <PresenceBanner />}
        <Notice />
        <ProblemList />
        <div className={styles.panes}>
          <BlockTreePane />
          <FramePane path={path} />
          {side === 'history' ? (
            <HistoryPanel onClose={() => setSide(null)} />
          ) : side === 'schedule' && mayPublish ? (
            <SchedulePanel onClose={() => setSide(null)} />
          ) : (
            <FormPane />
          )}
        </div>
        {!readOnly && <ConflictDialog />}
      </main>
    </EditorContext.Provider>
  );
}

const STATUS_WORDS: Record<StoryStatus, string> = words.status;

function EditorBar({
  historyOpen,
  onHistory,
  scheduleOpen,
  onSchedule,
  mayPublish,
}: {
  historyOpen: boolean;
  onHistory: () => void;
  scheduleOpen: boolean;
  onSchedule: () => void;
  mayPublish: boolean;
}) {
  const store = useEditorStore();
  const name = useEditor((state) => state.story.name);
  const status = useEditor((state) => state.story.status);
  const readOnly = useEditor((state) => state.readOnly);
  const busy = useEditor((state) => state.busy);
  const dirty = useEditor(isDirty);
  const savedAt = useEditor((state) => state.savedAt);
  const canUndo = useEditor((state) => state.history.past.length > 0);
  const canRedo = useEditor((state) => state.history.future.length > 0);
  const saveState =
    busy === 'saving'
      ? words.save.saving
      : dirty
        ? words.save.unsaved
        : savedAt
          ? words.save.savedAt(timeOf(savedAt))
          : words.save.upToDate;
  return (
    <header className={styles.bar}>
      <div className={styles.barTitle}>
        <h1>{words.title(name)}</h1>
        <p className={styles.hint}>
          {status ? STATUS_WORDS[status] : null}
          {!readOnly && (
            <>
              {' · '}
              <span role="status" data-save-state={busy === 'saving' ? 'saving' : dirty ? 'unsaved' : 'saved'}>
                {saveState}
              </span>
            </>
          )}
        </p>
      </div>
      <div className={styles.barActions}>
        {!readOnly && (
          <>
            <button
              type="button"
              onClick={() => store.getState().undo()}
              disabled={!canUndo}
              aria-keyshortcuts="Control+Z"
            >
              {words.undo}
            </button>
            <button
              type="button"
              onClick={() => store.getState().redo()}
              disabled={!canRedo}
              aria-keyshortcuts="Control+Shift+Z"
            >
              {words.redo}
            </button>
            <button
              type="button"
              onClick={() => void store.getState().save()}
              disabled={busy !== null}
              aria-keyshortcuts="Control+S"
            >
              {busy === 'saving' ? words.save.saving : words.save.save}
            </button>
            {mayPublish ? (
              <>
                <button
                  type="button"
                  className={styles.primary}
                  onClick={() => void store.getState().publish()}
                  disabled={busy !== null}
                >
                  {busy === 'publishing' ? words.publish.publishing : words.publish.publish}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    if (window.confirm(words.publish.confirmUnpublish)) void store.getState().unpublish();
                  }}
                  disabled={busy !== null || status === 'draft'}
                >
                  {busy === 'unpublishing' ? words.publish.unpublishing : words.publish.unpublish}
                </button>
                <button type="button" aria-expanded={scheduleOpen} onClick={onSchedule} disabled={busy !== null}>
                  {words.schedule.open}
                </button>
              </>
            ) : null}
          </>
        )}
        {/* The versions live in the local content service; Storyblok keeps its own. */}
        {!readOnly && (
          <button type="button" aria-expanded={historyOpen} onClick={onHistory}>
            {words.history.open}
          </button>
        )}
      </div>
    </header>
  );
}

/** The last thing the editor did or refused, read out by screen readers. */
function Notice() {
  const notice = useEditor((state) => state.notice);
  return (
    <p className={styles.notice} role={notice?.tone === 'error' ? 'alert' : 'status'} data-tone={notice?.tone}>
      {notice?.text}
    </p>
  );
}

/** Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) undo and redo, Ctrl+S saves; the rich-text editor keeps its own undo. */
function useShortcuts(store: EditorStore) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.target instanceof HTMLElement && event.target.isContentEditable) return;
      const key = event.key.toLowerCase();
      const state = store.getState();
      if (state.readOnly || document.querySelector('dialog[open]')) return;
      if (key === 'z' && !event.shiftKey) state.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') state.redo();
      else if (key === 's') void state.save();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}

/** Saves the draft after a few seconds without a change; warns before leaving with changes unsaved. */
function useAutosave(store: EditorStore) {
  useEffect(() => {
    if (store.getState().readOnly) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.history.present === previous.history.present) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        const now = store.getState();
        if (isDirty(now) && !now.busy && !now.conflict) void now.save();
      }, AUTOSAVE_DELAY_MS);
    });
    const onLeave = (event: BeforeUnloadEvent) => {
      if (isDirty(store.getState())) event.preventDefault();
    };
    window.addEventListener('beforeunload', onLeave);
    return () => {
      if (timer) clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('beforeunload', onLeave);
    };
  }, [store]);
}
