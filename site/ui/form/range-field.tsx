import { t } from '@/i18n/translate';
import control from './control.module.css';
import styles from './range-field.module.css';

/** One end of a range: its parameter name, its label (`Minimum`) and its current value. */
export type RangeBound = { name: string; label: string; value?: number };

type Props = {
  legend: string;
  /** `€`, `km`: added to the legend (`Prix (€)`) and shown after each input. */
  unit?: string;
  from: RangeBound;
  to: RangeBound;
  /** HTML limits of both inputs. */
  min?: number;
  max?: number;
  step?: number;
  className?: string;
};

/** A min/max pair of number inputs under one legend; either end may stay empty. */
export function RangeField({ legend, unit, from, to, min, max, step, className }: Props) {
  return (
    <fieldset className={[control.fieldset, className].filter(Boolean).join(' ')}>
      <legend className={`${control.label} ${control.legend}`}>
        {unit ? t('form.legendWithUnit', { legend, unit }) : legend}
      </legend>
      <div className={styles.pair}>
        {[from, to].map((bound) => (
          <label key={bound.name} className={styles.bound}>
            <span>{bound.label}</span>
            <span className={styles.box}>
              <input
                type="number"
                name={bound.name}
                min={min}
                max={max}
                step={step}
                inputMode="numeric"
                defaultValue={bound.value}
                className={control.control}
              />
              {/* The legend already says the unit to screen readers. */}
              {unit ? (
                <span className={styles.unit} aria-hidden="true">
                  {unit}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
