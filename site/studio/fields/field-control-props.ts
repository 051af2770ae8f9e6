import type { ReactNode } from 'react';
import type { StudioFieldSchema } from './field-schema';

/** What the form gives every control. */
export type FieldControlProps = {
  /** The id of the control's main element: the field's label points to it. */
  id: string;
  /** The field's name in the block. */
  name: string;
  label: string;
  schema: StudioFieldSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Ids of the help text and the problem, for `aria-describedby` (undefined when there is neither). */
  describedBy: string | undefined;
  invalid: boolean;
  /** The shell's list of child blocks, for a `bloks` field. */
  renderBloks: (field: string, schema: StudioFieldSchema) => ReactNode;
};

/**
 * How the form frames a control: `label` — one element the field's `<label>` names; `group` — several
 * elements under a `<fieldset>` whose legend is the field's label; `check` — a checkbox with its label after it.
 */
export type FieldLayout = 'label' | 'group' | 'check';

export type FieldControl = { layout: FieldLayout; Control: (props: FieldControlProps) => ReactNode };
