'use client';

import dynamic from 'next/dynamic';
import { frLuStudioFields as words } from '@/i18n/fr-lu-studio-fields';
import type { FieldControlProps } from './field-control-props';
import { readRichText, uneditableParts } from './rich-text-conversion';
import styles from './fields.module.css';

// tiptap and ProseMirror load with the first rich-text field shown, not with the studio's page.
const RichTextEditor = dynamic(() => import('./rich-text-editor').then((module) => module.RichTextEditor), {
  ssr: false,
  loading: () => <p className={styles.limits}>{words.richText.loading}</p>,
});

/**
 * A rich-text field. A text holding what the editor cannot edit (an embedded block, an image…) is shown
 * as kept, never rewritten without it.
 */
export function RichTextControl({ id, label, value, onChange, describedBy, invalid }: FieldControlProps) {
  const doc = readRichText(value);
  const uneditable = doc ? uneditableParts(doc) : [];
  if (uneditable.length > 0)
    return (
      <p id={id} className={styles.help}>
        {words.richText.uneditable(uneditable.join(', '))}
      </p>
    );
  return (
    <RichTextEditor
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      describedBy={describedBy}
      invalid={invalid}
    />
  );
}
