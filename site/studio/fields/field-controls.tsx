import type { FieldType } from '@/vocabulary/generated/field-types';
import { AssetControl, MultiassetControl } from './asset-control';
import { BloksControl } from './bloks-control';
import { BooleanControl } from './boolean-control';
import { DatetimeControl } from './datetime-control';
import type { FieldControl } from './field-control-props';
import { MultilinkControl } from './multilink-control';
import { NumberControl } from './number-control';
import { OptionControl, OptionsControl } from './option-control';
import { RichTextControl } from './rich-text-control';
import { TextareaControl, TextControl } from './text-control';

/**
 * One control per field type the schemas use. `FieldType` is generated from the schemas
 * (`vocabulary/generated/field-types.ts`): a schema using a type without a control here fails the type check.
 */
export const FIELD_CONTROLS = {
  text: { layout: 'label', Control: TextControl },
  textarea: { layout: 'label', Control: TextareaControl },
  number: { layout: 'label', Control: NumberControl },
  boolean: { layout: 'check', Control: BooleanControl },
  option: { layout: 'label', Control: OptionControl },
  options: { layout: 'group', Control: OptionsControl },
  multilink: { layout: 'group', Control: MultilinkControl },
  asset: { layout: 'group', Control: AssetControl },
  multiasset: { layout: 'group', Control: MultiassetControl },
  datetime: { layout: 'group', Control: DatetimeControl },
  richtext: { layout: 'group', Control: RichTextControl },
  bloks: { layout: 'group', Control: BloksControl },
} satisfies Record<FieldType, FieldControl>;
