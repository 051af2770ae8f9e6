'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { frLuStudioPages } from '@/i18n/fr-lu-studio-pages';
import {
  createStory,
  duplicateStory,
  moveStory,
  renameStory,
  trashStory,
  type ManagementResult,
  type Refusal,
} from './management-requests';
import { slugProblem, suggestSlug } from './page-slug';
import { SlugField } from './slug-field';
import type { StoryRow } from './story-tree';
import { folderOf } from './story-tree';
import styles from './studio-pages.module.css';

const words = frLuStudioPages;

/** What every form of the page dialogs gets: the folders, the addresses in use, and what to do once done. */
export type PageFormContext = {
  folders: readonly string[];
  taken: ReadonlySet<string>;
  onCancel: () => void;
  /** Called with the sentence to announce and the story the server answered with. */
  onDone: (message: string, story: { fullSlug: string; name: string }) => void;
};

/** Sends a form once: pending state, the server's refusal shown next to the buttons. */
function useSubmission(
  run: () => Promise<ManagementResult> | null,
  onSuccess: (story: { fullSlug: string; name: string }) => void,
) {
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [tried, setTried] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const request = run();
    if (!request || pending) return;
    setPending(true);
    setRefusal(null);
    const result = await request;
    setPending(false);
    if (result.ok) onSuccess(result.story);
    else setRefusal(result);
  };
  return { pending, refusal, tried, submit, clearRefusal: () => setRefusal(null) };
}

/** Focus to the form's first field when it replaces another view of an open dialog. */
function useFocusFirstField() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return ref;
}

function FormActions({
  submit,
  pending,
  refusal,
  onCancel,
  onUseSlug,
  danger,
}: {
  submit: string;
  pending: boolean;
  refusal: Refusal | null;
  onCancel: () => void;
  onUseSlug?: (slug: string) => void;
  danger?: boolean;
}) {
  return (
    <>
      <div role="alert" className={styles.problem}>
        {refusal && (
          <p>
            {refusal.error}
            {refusal.suggestedSlug && onUseSlug && (
              <>
                {' '}
                <button type="button" className={styles.linkButton} onClick={() => onUseSlug(refusal.suggestedSlug!)}>
                  {words.form.useSuggestion(refusal.suggestedSlug)}
                </button>
              </>
            )}
          </p>
        )}
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={danger ? styles.dangerButton : styles.primaryButton} aria-disabled={pending}>
          {pending ? words.form.working : submit}
        </button>
        {/* Before a destructive action, focus starts on the way out. */}
        <button type="button" className={styles.button} onClick={onCancel} data-autofocus={danger ? '' : undefined}>
          {words.form.cancel}
        </button>
      </div>
    </>
  );
}

function TextField({
  label,
  name,
  value,
  onChange,
  invalid,
  autoFocus,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        value={value}
        required
        maxLength={255}
        autoComplete="off"
        data-autofocus={autoFocus ? '' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid && (
        <p id={`${id}-problem`} className={styles.problem}>
          {words.form.required}
        </p>
      )}
    </div>
  );
}

function FolderSelect({
  folders,
  value,
  onChange,
  autoFocus,
}: {
  folders: readonly string[];
  value: string;
  onChange: (folder: string) => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{words.form.folder}</label>
      <select
        id={id}
        name="folder"
        value={value}
        data-autofocus={autoFocus ? '' : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{words.list.rootFolder} (/)</option>
        {folders.map((folder) => (
          <option key={folder} value={folder}>
            /{folder}/
          </option>
        ))}
      </select>
    </div>
  );
}

/** The name and slug pair: the slug follows the name until the editor types a slug of their own. */
function useNameAndSlug(initialName: string, initialSlug: string) {
  const [name, setName] = useState(initialName);
  const [slug, setSlug] = useState(initialSlug);
  const [slugEdited, setSlugEdited] = useState(false);
  return {
    name,
    slug,
    setName: (next: string) => {
      setName(next);
      if (!slugEdited) setSlug(suggestSlug(next));
    },
    setSlug: (next: string) => {
      setSlug(next);
      setSlugEdited(true);
    },
  };
}

/** Name, slug and folder: the fields « Nouvelle page » and « Dupliquer » share. */
function NameSlugFolderFields({
  fields,
  folder,
  setFolder,
  folders,
  problem,
  tried,
}: {
  fields: ReturnType<typeof useNameAndSlug>;
  folder: string;
  setFolder: (folder: string) => void;
  folders: Parameters<typeof FolderSelect>[0]['folders'];
  problem: Parameters<typeof SlugField>[0]['problem'];
  tried: boolean;
}) {
  return (
    <>
      <TextField
        label={words.form.name}
        name="name"
        value={fields.name}
        onChange={fields.setName}
        invalid={tried && !fields.name.trim()}
        autoFocus
      />
      <SlugField value={fields.slug} folder={folder} problem={problem} showRequired={tried} onChange={fields.setSlug} />
      <FolderSelect folders={folders} value={folder} onChange={setFolder} />
    </>
  );
}

/** « Nouvelle page »: folder, content type, name and slug; the new page opens in the editor. */
export function CreatePageForm({
  context,
  contentTypes,
  initialFolder,
}: {
  context: PageFormContext;
  contentTypes: readonly { name: string; displayName: string }[];
  initialFolder: string;
}) {
  const ref = useFocusFirstField();
  const typeId = useId();
  const [folder, setFolder] = useState(initialFolder);
  const [contentType, setContentType] = useState(
    contentTypes.find((type) => type.name === 'page')?.name ?? contentTypes[0]?.name ?? '',
  );
  const fields = useNameAndSlug('', '');
  const problem = slugProblem(fields.slug, folder, context.taken);
  const name = fields.name.trim();
  const sending = useSubmission(
    () => (name && !problem ? createStory({ folder, name, slug: fields.slug, contentType }) : null),
    (story) => context.onDone(words.create.created(story.name), story),
  );
  return (
    <form ref={ref} className={styles.form} onSubmit={sending.submit} noValidate>
      <NameSlugFolderFields
        fields={fields}
        folder={folder}
        setFolder={setFolder}
        folders={context.folders}
        problem={problem}
        tried={sending.tried}
      />
      <div className={styles.field}>
        <label htmlFor={typeId}>{words.form.contentType}</label>
        <select
          id={typeId}
          name="contentType"
          value={contentType}
          onChange={(event) => setContentType(event.target.value)}
        >
          {contentTypes.map((type) => (
            <option key={type.name} value={type.name}>
              {type.displayName}
            </option>
          ))}
        </select>
      </div>
      <FormActions
        submit={words.create.submit}
        pending={sending.pending}
        refusal={sending.refusal}
        onCancel={context.onCancel}
        onUseSlug={fields.setSlug}
      />
    </form>
  );
}

export function RenameForm({ story, context }: { story: StoryRow; context: PageFormContext }) {
  const ref = useFocusFirstField();
  const [name, setName] = useState(story.name);
  const sending = useSubmission(
    () => (name.trim() ? renameStory(story.fullSlug, { name: name.trim() }) : null),
    (renamed) => context.onDone(words.manage.renamed(renamed.name), renamed),
  );
  return (
    <form ref={ref} className={styles.form} onSubmit={sending.submit} noValidate>
      <TextField
        label={words.form.name}
        name="name"
        value={name}
        onChange={setName}
        invalid={sending.tried && !name.trim()}
        autoFocus
      />
      <FormActions
        submit={words.manage.renameSubmit}
        pending={sending.pending}
        refusal={sending.refusal}
        onCancel={context.onCancel}
      />
    </form>
  );
}

/** The addresses in use, but the story's own: moving it where it is is not taking another's address. */
function takenByOthers(taken: ReadonlySet<string>, story: StoryRow): Set<string> {
  const others = new Set(taken);
  others.delete(story.fullSlug);
  return others;
}

export function MoveForm({ story, context }: { story: StoryRow; context: PageFormContext }) {
  const ref = useFocusFirstField();
  const [folder, setFolder] = useState(folderOf(story.fullSlug));
  const [slug, setSlug] = useState(story.slug);
  const problem = slugProblem(slug, folder, takenByOthers(context.taken, story));
  const sending = useSubmission(
    () => (problem ? null : moveStory(story.fullSlug, { folder, slug })),
    (moved) => context.onDone(words.manage.moved(`/${moved.fullSlug}`), moved),
  );
  return (
    <form ref={ref} className={styles.form} onSubmit={sending.submit} noValidate>
      <FolderSelect folders={context.folders} value={folder} onChange={setFolder} autoFocus />
      <SlugField value={slug} folder={folder} problem={problem} showRequired={sending.tried} onChange={setSlug} />
      <FormActions
        submit={words.manage.moveSubmit}
        pending={sending.pending}
        refusal={sending.refusal}
        onCancel={context.onCancel}
        onUseSlug={setSlug}
      />
    </form>
  );
}

export function DuplicateForm({ story, context }: { story: StoryRow; context: PageFormContext }) {
  const ref = useFocusFirstField();
  const [folder, setFolder] = useState(folderOf(story.fullSlug));
  const copyName = words.manage.copyName(story.name);
  const copySlug = suggestSlug(copyName);
  const copyProblem = slugProblem(copySlug, folder, context.taken);
  const fields = useNameAndSlug(copyName, copyProblem?.kind === 'taken' ? copyProblem.suggestion : copySlug);
  const problem = slugProblem(fields.slug, folder, context.taken);
  const name = fields.name.trim();
  const sending = useSubmission(
    () => (name && !problem ? duplicateStory(story.fullSlug, { folder, slug: fields.slug, name }) : null),
    (copy) => context.onDone(words.manage.duplicated(copy.name), copy),
  );
  return (
    <form ref={ref} className={styles.form} onSubmit={sending.submit} noValidate>
      <NameSlugFolderFields
        fields={fields}
        folder={folder}
        setFolder={setFolder}
        folders={context.folders}
        problem={problem}
        tried={sending.tried}
      />
      <FormActions
        submit={words.manage.duplicateSubmit}
        pending={sending.pending}
        refusal={sending.refusal}
        onCancel={context.onCancel}
        onUseSlug={fields.setSlug}
      />
    </form>
  );
}

export function TrashForm({ story, context }: { story: StoryRow; context: PageFormContext }) {
  const ref = useFocusFirstField();
  const sending = useSubmission(
    () => trashStory(story.fullSlug),
    (trashed) => context.onDone(words.manage.trashed(trashed.name), trashed),
  );
  return (
    <form ref={ref} className={styles.form} onSubmit={sending.submit} noValidate>
      <p>{words.manage.trashConfirm}</p>
      <FormActions
        submit={words.manage.trashSubmit}
        pending={sending.pending}
        refusal={sending.refusal}
        onCancel={context.onCancel}
        danger
      />
    </form>
  );
}
