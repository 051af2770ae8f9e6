import { createStore } from 'zustand/vanilla';
import type { ContentProblem, StoryStatus } from '@/content/management-contract';
import { frLuStudioEditor as words } from '@/i18n/fr-lu-studio-editor';
import { type EditResult, type StoryBlock, setField } from './block-tree';
import { type EditHistory, closeStep, recordChange, redo, startHistory, undo } from './edit-history';
import * as api from './management-client';
import type { ConflictAnswer, StoryAnswer } from './management-client';

/**
 * The page editor's state: the story's content as an undo history (the content is a pure function of the
 * story loaded plus the changes made), what is selected, and where saving stands. One store per open page.
 * Network calls go through `management-client.ts`; the frame listens to the store (frame-pane.tsx).
 */
export type EditorStory = {
  id: number;
  uuid: string;
  name: string;
  fullSlug: string;
  spaceId: number;
  version: number;
  status: StoryStatus | null;
};

export type Busy = 'saving' | 'publishing' | 'unpublishing' | null;
export type Notice = { tone: 'info' | 'error'; text: string; at: number };
/** What the frame must be told apart from the content itself. */
export type FrameEvent = { action: 'change' | 'published'; at: number };

export type EditorState = {
  story: EditorStory;
  readOnly: boolean;
  history: EditHistory<StoryBlock>;
  /** The content as last loaded or saved: what « Modifications non enregistrées » compares with. */
  saved: StoryBlock;
  savedAt: Date | null;
  selected: string | null;
  /** Bumped to ask the form to focus its first field (a block clicked in the frame). */
  focusRequest: number;
  busy: Busy;
  /** The draft's problems: from the last save, or a refused publish. */
  problems: ContentProblem[];
  notice: Notice | null;
  conflict: ConflictAnswer | null;
  frameEvent: FrameEvent | null;
};

export type EditorActions = {
  select: (uid: string | null, options?: { focus?: boolean }) => void;
  changeField: (uid: string, field: string, value: unknown) => void;
  /** A tree operation's result: applied as one undo step, or its refusal said. */
  apply: (result: EditResult, done?: string) => string | null;
  endTyping: () => void;
  undo: () => void;
  redo: () => void;
  notify: (tone: Notice['tone'], text: string) => void;
  save: () => Promise<boolean>;
  publish: () => Promise<boolean>;
  unpublish: () => Promise<boolean>;
  resolveConflict: (choice: 'reload' | 'overwrite') => Promise<void>;
  /** A version restored as the draft (history panel): becomes the content, as one undo step. */
  replaceDraft: (story: StoryAnswer, notice: string) => void;
};

export type EditorStore = ReturnType<typeof createEditorStore>;

export function isDirty(state: EditorState): boolean {
  return state.history.present !== state.saved;
}

function errorText(failure: { status: number; error: string }): string {
  if (failure.status === 0) return words.save.network;
  return failure.error === 'unexpected-answer' ? words.errors.unexpected : failure.error;
}

export function createEditorStore(initial: {
  story: EditorStory;
  content: StoryBlock;
  problems: ContentProblem[];
  readOnly: boolean;
}) {
  return createStore<EditorState & EditorActions>()((set, get) => {
    const notify = (tone: Notice['tone'], text: string) => set({ notice: { tone, text, at: Date.now() } });

    /** The story as the server answered: its version and status; the content only when nothing changed since. */
    const stored = (story: StoryAnswer, sent: StoryBlock) => {
      const state = get();
      set({
        story: { ...state.story, name: story.name, version: story.version, status: story.status },
        saved: sent,
        savedAt: new Date(),
        problems: story.problems,
        history: closeStep(state.history),
      });
    };

    const save = async (version = get().story.version): Promise<boolean> => {
      const state = get();
      if (state.readOnly || state.busy === 'saving') return false;
      const sent = state.history.present;
      set({ busy: 'saving' });
      const answer = await api.saveDraft(state.story.fullSlug, { content: sent, version });
      set({ busy: null });
      if (answer.ok) {
        stored(answer.value, sent);
        set({ frameEvent: { action: 'change', at: Date.now() } });
        return true;
      }
      if ('conflict' in answer) {
        set({ conflict: answer.conflict });
        return false;
      }
      notify('error', words.save.failed(errorText(answer)));
      return false;
    };

    return {
      story: initial.story,
      readOnly: initial.readOnly,
      history: startHistory(initial.content),
      saved: initial.content,
      savedAt: null,
      selected: initial.content._uid,
      focusRequest: 0,
      busy: null,
      problems: initial.problems,
      notice: null,
      conflict: null,
      frameEvent: null,

      select: (uid, options) =>
        set((state) => ({
          selected: uid,
          history: closeStep(state.history),
          focusRequest: options?.focus ? state.focusRequest + 1 : state.focusRequest,
        })),

      changeField: (uid, field, value) => {
        if (get().readOnly) return;
        set((state) => ({
          history: recordChange(state.history, setField(state.history.present, uid, field, value), `${uid}.${field}`),
        }));
      },

      apply: (result, done) => {
        if (get().readOnly) return null;
        if (!result.ok) {
          notify('error', words.refused[result.reason]);
          return null;
        }
        set((state) => ({ history: recordChange(state.history, result.root) }));
        if (done) notify('info', done);
        return result.uid;
      },

      endTyping: () => set((state) => ({ history: closeStep(state.history) })),
      undo: () => set((state) => ({ history: undo(state.history) })),
      redo: () => set((state) => ({ history: redo(state.history) })),
      notify,

      save: () => save(),

      publish: async () => {
        const state = get();
        if (state.readOnly || state.busy) return false;
        if (isDirty(state) && !(await save())) return false;
        set({ busy: 'publishing' });
        const answer = await api.publishStory(state.story.fullSlug);
        set({ busy: null });
        if (answer.ok) {
          set((now) => ({
            story: { ...now.story, version: answer.value.version, status: answer.value.status },
            problems: [],
            frameEvent: { action: 'published', at: Date.now() },
          }));
          notify('info', words.publish.published(timeOf(new Date())));
          return true;
        }
        if (answer.status === 422) {
          set({ problems: answer.problems });
          notify('error', words.publish.refused);
          return false;
        }
        notify('error', words.publish.failed(errorText(answer)));
        return false;
      },

      unpublish: async () => {
        const state = get();
        if (state.readOnly || state.busy) return false;
        set({ busy: 'unpublishing' });
        const answer = await api.unpublishStory(state.story.fullSlug);
        set({ busy: null });
        if (!answer.ok) {
          notify('error', words.publish.failed(errorText(answer)));
          return false;
        }
        set((now) => ({ story: { ...now.story, version: answer.value.version, status: answer.value.status } }));
        notify('info', words.publish.unpublished);
        return true;
      },

      resolveConflict: async (choice) => {
        const conflict = get().conflict;
        if (!conflict) return;
        set({ conflict: null });
        if (choice === 'overwrite') {
          await save(conflict.current.version);
          return;
        }
        // Their version becomes the content as an undo step: Ctrl+Z brings one's own back, nothing is lost.
        const theirs = conflict.current.content;
        set((state) => ({
          story: { ...state.story, version: conflict.current.version, name: conflict.current.name },
          history: recordChange(state.history, theirs),
          saved: theirs,
          savedAt: new Date(conflict.current.updatedAt),
          frameEvent: { action: 'change', at: Date.now() },
        }));
      },

      replaceDraft: (story, notice) => {
        const content = story.content;
        set((state) => ({
          story: { ...state.story, version: story.version, status: story.status, name: story.name },
          history: recordChange(state.history, content),
          saved: content,
          savedAt: new Date(story.updatedAt),
          problems: story.problems,
          frameEvent: { action: 'change', at: Date.now() },
        }));
        notify('info', notice);
      },
    };
  });
}

/** « 14:32 », as the studio shows times (Luxembourg's). */
export function timeOf(date: Date): string {
  return new Intl.DateTimeFormat('fr-LU', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Luxembourg' }).format(
    date,
  );
}
