'use client';

import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { frLuStudioFields as words } from '@/i18n/fr-lu-studio-fields';
import { describedBy } from './described-by';
import { FIELD_CONTROLS } from './field-controls';
import type { FieldControlProps } from './field-control-props';
import { blockDisplayName, blockFields, type StudioField, type StudioFieldSchema } from './field-schema';
import { blockFieldProblems } from './field-problems';
import styles from './fields.module.css';

export type StudioBlock = { _uid: string; component: string; [field: string]: unknown };
/** A field's schema as the form reads it (the schema interpreter's `FieldSchema`, plus names, help and sources). */
export type { StudioFieldSchema as FieldSchema } from './field-schema';

export type BlockFormProps = {
  block: StudioBlock;
  /** One field's new value (the shell records it for undo and sends the frame an `input`). */
  onChange: (field: string, value: unknown) => void;
  /** French problems of this block's own fields, by field name (from the server's 422 or the shell's check). */
  problems: Partial<Record<string, string>>;
  /**
   * Changes when the shell wants the first field focused (a block clicked in the frame). Each new number
   * focuses once, also when it arrives with a newly mounted form; undefined never focuses.
   */
  focusRequest?: number;
  /** Renders a `bloks` field: the shell's list of the child blocks with its add button. */
  renderBloks: (field: string, schema: StudioFieldSchema) => ReactNode;
};

/** The last focus request handled, across remounts: a form mounted for another block must not take it again. */
let handledFocusRequest: number | undefined;

const FOCUSABLE = 'input, select, textarea, button, [contenteditable="true"]';

/** The first field's own input (a rich text's editable area rather than its toolbar), else its first focusable element. */
function firstFieldControl(form: HTMLElement): HTMLElement | null {
  const field = form.querySelector<HTMLElement>('[data-field]');
  if (!field) return null;
  const main = field.querySelector<HTMLElement>(`[id="${field.dataset.controlId}"]`);
  return main?.matches(FOCUSABLE) ? main : field.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * The form of one block, generated from its schema: one control per field in the schema's order, labelled
 * with the field's display name, its description as help. Controlled: each keystroke calls `onChange`.
 * A field the editor changed is checked at once by the schema interpreter the server uses; until then it
 * shows the problem the shell gives (the server's, at save or publish).
 */
export function BlockForm({ block, onChange, problems, focusRequest, renderBloks }: BlockFormProps) {
  const fields = useMemo(() => blockFields(block.component), [block.component]);
  const local = useMemo(() => blockFieldProblems(block), [block]);
  const [touched, setTouched] = useState<{ uid: string; fields: ReadonlySet<string> }>({
    uid: block._uid,
    fields: new Set(),
  });
  const touchedFields = touched.uid === block._uid ? touched.fields : new Set<string>();
  const root = useRef<HTMLDivElement>(null);
  const baseId = useId();

  useEffect(() => {
    if (focusRequest === undefined || focusRequest === handledFocusRequest) return;
    handledFocusRequest = focusRequest;
    if (root.current) firstFieldControl(root.current)?.focus();
  }, [focusRequest]);

  if (!fields) return <p className={styles.problem}>{words.unknownBlock(block.component)}</p>;

  const change = (field: string, value: unknown) => {
    if (!touchedFields.has(field)) setTouched({ uid: block._uid, fields: new Set([...touchedFields, field]) });
    onChange(field, value);
  };
  return (
    <div
      ref={root}
      role="group"
      aria-label={words.formLabel(blockDisplayName(block.component))}
      className={styles.form}
    >
      {fields.map((field) => (
        <FieldFrame
          key={field.name}
          id={`${baseId}-${field.name}`}
          field={field}
          value={block[field.name]}
          problem={(touchedFields.has(field.name) ? local[field.name] : undefined) ?? problems[field.name]}
          onChange={(value) => change(field.name, value)}
          renderBloks={renderBloks}
        />
      ))}
    </div>
  );
}

type FieldFrameProps = {
  id: string;
  field: StudioField;
  value: unknown;
  problem: string | undefined;
  onChange: (value: unknown) => void;
  renderBloks: BlockFormProps['renderBloks'];
};

/** One field: its label (a legend for a group of inputs), help, control and problem, linked by ids. */
function FieldFrame({ id, field, value, problem, onChange, renderBloks }: FieldFrameProps) {
  const { layout, Control } = FIELD_CONTROLS[field.schema.type];
  const helpId = field.schema.description ? `${id}-help` : undefined;
  const problemId = `${id}-problem`;
  const props: FieldControlProps = {
    id,
    name: field.name,
    label: field.label,
    schema: field.schema,
    value,
    onChange,
    describedBy: describedBy(helpId, problem && problemId),
    invalid: Boolean(problem),
    renderBloks,
  };
  const label = (
    <>
      {field.label}
      {field.schema.required && <span className={styles.required}> ({words.required})</span>}
    </>
  );
  const help = helpId && (
    <p id={helpId} className={styles.help}>
      {field.schema.description}
    </p>
  );
  // Always in the page, so a problem appearing while the editor types is announced.
  const problemText = (
    <p id={problemId} className={styles.problem} aria-live="polite">
      {problem}
    </p>
  );
  if (layout === 'group')
    return (
      <fieldset
        className={styles.group}
        aria-describedby={props.describedBy}
        data-field={field.name}
        data-control-id={id}
      >
        <legend className={styles.label}>{label}</legend>
        {help}
        <Control {...props} />
        {problemText}
      </fieldset>
    );
  if (layout === 'check')
    return (
      <div className={styles.field} data-field={field.name} data-control-id={id}>
        <div className={styles.check}>
          <Control {...props} />
          <label htmlFor={id}>{label}</label>
        </div>
        {help}
        {problemText}
      </div>
    );
  return (
    <div className={styles.field} data-field={field.name} data-control-id={id}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {help}
      <Control {...props} />
      {problemText}
    </div>
  );
}
