'use client';

import { useState, useSyncExternalStore } from 'react';
import type { LeaseConfiguration } from '@/services/leases/lease-offer';
import {
  changeChoice,
  configurationFor,
  leaseOptions,
  type ChoiceDimension,
  type LeaseChoice,
  type LeaseOption,
} from '@/services/leases/lease-selection';
import { fill } from '@/i18n/fill';
import { InternalButtonLink } from '@/site/ui/internal-button-link';
import { choiceQuery, LEASE_CHOICE_PARAMS } from './lease-choice-params';
import styles from './lease-configurator.module.css';

/** The configurator's words and the offer's amounts, translated and formatted on the server (no catalogue in the client bundle). */
export type ConfiguratorLabels = {
  duration: string;
  mileage: string;
  colour: string;
  /** Template with `{{duration}}`: why a mileage is not offered. */
  mileageUnavailable: string;
  /** Template with `{{duration}}` and `{{mileage}}`: why a colour is not offered. */
  colourUnavailable: string;
  monthly: string;
  deposit: string;
  cataloguePrice: string;
  update: string;
  /** `36 mois` by duration, `15 000 km/an` by mileage (keys are the numbers as text). */
  durations: Record<string, string>;
  mileages: Record<string, string>;
};

/** A configuration's amounts as shown: the monthly amounts in the audience's order, deposit, catalogue price. */
export type ConfigurationDisplay = {
  monthly: [first: string, second: string];
  deposit: string;
  cataloguePrice: string;
};

type Props = {
  configurations: LeaseConfiguration[];
  /** By configuration id. */
  display: Record<string, ConfigurationDisplay>;
  initialChoice: LeaseChoice;
  labels: ConfiguratorLabels;
  /** The page's path: without JavaScript the form is sent there and the server shows the choice. */
  action: string;
  /** Ids are made unique with it. */
  uid: string;
  /** « Demander cette offre »: the request form's address, to which the current choice is added. */
  request: { href: string; label: string };
};

const subscribeNever = () => () => {};

/**
 * Duration, annual mileage and colour as three groups of native radio buttons (Tab to a group, arrows
 * within it). Options impossible with the choices above them are disabled, with the reason; a change
 * moves the options below it to the closest existing configuration (services/leases/lease-selection).
 * The monthly amounts update in a polite live region and the address follows the choice, so it can be
 * shared. Without JavaScript it is a GET form: the server resolves the sent choice.
 */
export function LeaseConfigurator({ configurations, display, initialChoice, labels, action, uid, request }: Props) {
  const [choice, setChoice] = useState(initialChoice);
  // False on the server and in the first render, true once hydrated: the submit button is for no-JS only.
  const enhanced = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const options = leaseOptions(configurations, choice);
  const current = configurationFor(configurations, choice) ?? configurations[0];
  const shown = current ? display[current.id] : undefined;

  function choose<D extends ChoiceDimension>(dimension: D, value: LeaseChoice[D]) {
    const next = changeChoice(configurations, choice, dimension, value);
    setChoice(next);
    window.history.replaceState(null, '', choiceQuery(next));
  }

  const durationText = labels.durations[String(choice.durationMonths)] ?? '';
  const mileageText = labels.mileages[String(choice.annualKm)] ?? '';

  function group<D extends ChoiceDimension>(
    dimension: D,
    legend: string,
    items: LeaseOption<LeaseChoice[D]>[],
    text: (value: LeaseChoice[D]) => string,
    reason: string,
  ) {
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.options}>
          {items.map(({ value, available }, index) => {
            // The option's place, not its value: a colour's name has spaces, which an id may not have.
            const id = `${uid}-${dimension}-${index}`;
            return (
              <label key={String(value)} htmlFor={id} className={styles.option}>
                <input
                  id={id}
                  type="radio"
                  name={LEASE_CHOICE_PARAMS[dimension]}
                  value={String(value)}
                  checked={choice[dimension] === value}
                  disabled={!available}
                  onChange={() => choose(dimension, value)}
                  className={styles.radio}
                />
                <span className={styles.optionText}>{text(value)}</span>
                {available ? null : (
                  <>
                    {' '}
                    <span className={styles.reason}>{reason}</span>
                  </>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  }

  return (
    <form method="get" action={action} className={styles.configurator} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.choices}>
        {group(
          'durationMonths',
          labels.duration,
          options.durationMonths,
          (v) => labels.durations[String(v)] ?? String(v),
          '',
        )}
        {group(
          'annualKm',
          labels.mileage,
          options.annualKm,
          (v) => labels.mileages[String(v)] ?? String(v),
          fill(labels.mileageUnavailable, { duration: durationText }),
        )}
        {group(
          'colour',
          labels.colour,
          options.colour,
          (v) => v,
          fill(labels.colourUnavailable, { duration: durationText, mileage: mileageText }),
        )}
        {enhanced ? null : (
          <button type="submit" className={styles.update}>
            {labels.update}
          </button>
        )}
      </div>
      <div className={styles.panel}>
        <p className={styles.panelTitle}>{labels.monthly}</p>
        <div className={styles.amounts} aria-live="polite" aria-atomic="true">
          <p className={styles.amount}>{shown?.monthly[0]}</p>
          <p className={styles.secondAmount}>{shown?.monthly[1]}</p>
        </div>
        <dl className={styles.details}>
          <div>
            <dt>{labels.deposit}</dt>
            <dd>{shown?.deposit}</dd>
          </div>
          <div>
            <dt>{labels.cataloguePrice}</dt>
            <dd>{shown?.cataloguePrice}</dd>
          </div>
        </dl>
        <InternalButtonLink href={`${request.href}&${choiceQuery(choice).slice(1)}`} variant="primary" fullWidth>
          {request.label}
        </InternalButtonLink>
      </div>
    </form>
  );
}
