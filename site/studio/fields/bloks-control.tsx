'use client';

import type { FieldControlProps } from './field-control-props';

/** A list of nested blocks: the editor shell lists them and offers « Ajouter un bloc » (its tree, its undo). */
export function BloksControl({ id, name, schema, renderBloks }: FieldControlProps) {
  return <div id={id}>{renderBloks(name, schema)}</div>;
}
