import { isOptionDisabled, optionText, type FormOption } from './form-option';
import control from './control.module.css';
import styles from './checkbox-group.module.css';

type Props = {
  legend: string;
  /** Every box carries this name; a GET form sends one parameter per checked value. */
  name: string;
  options: readonly FormOption[];
  /** The values checked when the page is rendered. */
  selected?: readonly string[];
  className?: string;
};

/**
 * Checkboxes under one legend. Each label holds its box and its text with the count (`Diesel (12)`); a box
 * with no result is disabled unless it is checked, so a visitor can always uncheck it.
 */
export function CheckboxGroup({ legend, name, options, selected = [], className }: Props) {
  return (
    <fieldset className={[control.fieldset, className].filter(Boolean).join(' ')}>
      <legend className={`${control.label} ${control.legend}`}>{legend}</legend>
      {options.map((option) => {
        const checked = selected.includes(option.value);
        return (
          <label key={option.value} className={styles.option}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked}
              disabled={isOptionDisabled(option, checked)}
            />
            {optionText(option)}
          </label>
        );
      })}
    </fieldset>
  );
}
