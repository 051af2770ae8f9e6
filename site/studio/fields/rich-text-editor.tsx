'use client';

import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { frLuStudioFields as words } from '@/i18n/fr-lu-studio-fields';
import {
  EMPTY_DOC,
  readRichText,
  storyblokToTiptap,
  tiptapToStoryblok,
  type RichTextNode,
} from './rich-text-conversion';
import { richTextExtensions } from './rich-text-extensions';
import { richTextLinkAddress, richTextLinkAttrs } from './rich-text-link';
import styles from './fields.module.css';

export type RichTextEditorProps = {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: RichTextNode) => void;
  describedBy: string | undefined;
  invalid: boolean;
};

/** One set of extensions for every editor: useEditor compares them by identity at each render. */
const RICH_TEXT_EXTENSIONS = richTextExtensions();

const tiptapContent = (value: unknown) => storyblokToTiptap(readRichText(value) ?? EMPTY_DOC);

/**
 * The rich-text editor (tiptap, ProseMirror): it edits tiptap's JSON and hands back Storyblok's at each
 * change. A value changed elsewhere (the studio's undo) replaces the editor's content; its own changes do not
 * come back to it.
 */
export function RichTextEditor({ id, label, value, onChange, describedBy, invalid }: RichTextEditorProps) {
  const emitted = useRef(JSON.stringify(value ?? null));
  const [initialContent] = useState(() => tiptapContent(value));
  // useEditor passes options that changed to the editor at each render: these change only with the field.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    }),
    [id, label, describedBy, invalid],
  );
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: initialContent,
    immediatelyRender: false,
    editorProps,
    // useEditor calls the latest callback: the field's current onChange.
    onUpdate: ({ editor: changed }) => {
      const doc = tiptapToStoryblok(changed.getJSON() as RichTextNode);
      emitted.current = JSON.stringify(doc);
      onChange(doc);
    },
  });

  useEffect(() => {
    const text = JSON.stringify(value ?? null);
    if (!editor || text === emitted.current) return;
    emitted.current = text;
    editor.commands.setContent(tiptapContent(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={styles.richText} data-invalid={invalid || undefined}>
      {editor ? <Toolbar editor={editor} editorId={id} /> : <p className={styles.limits}>{words.richText.loading}</p>}
      <EditorContent editor={editor} className={styles.editor} />
    </div>
  );
}

function Toolbar({ editor, editorId }: { editor: Editor; editorId: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      subheading: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const button = (pressed: boolean, text: string, run: () => void) => (
    <button type="button" className={styles.smallButton} aria-pressed={pressed} aria-controls={editorId} onClick={run}>
      {text}
    </button>
  );
  const chain = () => editor.chain().focus();
  return (
    <>
      <div role="group" aria-label={words.richText.toolbar} className={styles.toolbar}>
        {button(state.bold, words.richText.bold, () => chain().toggleBold().run())}
        {button(state.italic, words.richText.italic, () => chain().toggleItalic().run())}
        {button(state.heading, words.richText.heading, () => chain().toggleHeading({ level: 2 }).run())}
        {button(state.subheading, words.richText.subheading, () => chain().toggleHeading({ level: 3 }).run())}
        {button(state.bulletList, words.richText.bulletList, () => chain().toggleBulletList().run())}
        {button(state.orderedList, words.richText.orderedList, () => chain().toggleOrderedList().run())}
        {button(state.link || linkOpen, words.richText.link, () => setLinkOpen((open) => !open))}
      </div>
      {linkOpen && <LinkForm editor={editor} onClose={() => setLinkOpen(false)} />}
    </>
  );
}

/** The address of the link at the selection: applied to the selected text (or inserted), or removed. */
function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const inputId = useId();
  const [address, setAddress] = useState(() => richTextLinkAddress(editor.getAttributes('link')));
  const apply = () => {
    const current = editor.getAttributes('link');
    const attrs = richTextLinkAttrs(address, current.target === '_blank' ? '_blank' : '_self');
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!attrs) chain.unsetMark('link').run();
    else if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: address.trim(), marks: [{ type: 'link', attrs }] }).run();
    else chain.setMark('link', attrs).run();
    onClose();
  };
  return (
    <div className={styles.linkForm}>
      <label htmlFor={inputId} className={styles.subfield}>
        {words.richText.linkPrompt}
      </label>
      <input
        id={inputId}
        type="text"
        autoComplete="off"
        spellCheck={false}
        className={styles.input}
        value={address}
        // The form opens for the address: typing it is the next thing to do.
        autoFocus
        onChange={(event) => setAddress(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            editor.commands.focus();
            onClose();
          }
        }}
      />
      <div className={styles.row}>
        <button type="button" className={styles.smallButton} onClick={apply}>
          {words.richText.applyLink}
        </button>
        <button
          type="button"
          className={styles.smallButton}
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetMark('link').run();
            onClose();
          }}
        >
          {words.richText.removeLink}
        </button>
        <button
          type="button"
          className={styles.smallButton}
          onClick={() => {
            editor.commands.focus();
            onClose();
          }}
        >
          {words.richText.cancel}
        </button>
      </div>
    </div>
  );
}
