'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { Consent } from './consent-cookie';
import type { ConsentLabels } from './consent-labels';
import { readConsent, saveConsent, subscribeToConsent, subscribeToOpenRequests } from './consent-store';
import styles from './consent-panel.module.css';

type ConsentPanelProps = {
  labels: ConsentLabels;
  /** `banner`: fixed at the bottom until the visitor chooses; `settings`: the form on the cookies page. */
  mode: 'banner' | 'settings';
  policyHref: string;
};

const ALL: Consent = { analytics: true, marketing: true };
const NONE: Consent = { analytics: false, marketing: false };

/** The consent banner (accept, refuse, customise with equal weight) and the same choices as a settings form. */
export function ConsentPanel({ labels, mode, policyHref }: ConsentPanelProps) {
  const stored = useSyncExternalStore(subscribeToConsent, readConsent, () => undefined);
  const [reopened, setReopened] = useState(false);
  const [customising, setCustomising] = useState(mode === 'settings');
  const [saved, setSaved] = useState(false);
  const returnFocus = useRef<Element | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(
    () =>
      mode === 'banner'
        ? subscribeToOpenRequests(() => {
            returnFocus.current = document.activeElement;
            setReopened(true);
            setCustomising(true);
          })
        : undefined,
    [mode],
  );
  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);

  // undefined: the server render and hydration, where no choice is known yet. The banner is sent all the
  // same, shown only when the page's early script found no choice (consent-early-script.ts).
  const pending = stored === undefined;
  if (mode === 'banner' && stored && !reopened) return null;

  const choose = (consent: Consent) => {
    saveConsent(consent);
    setSaved(true);
    if (mode === 'banner') {
      setReopened(false);
      if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
    }
  };
  const current = stored ?? NONE;

  const choices = (
    <form
      className={styles.choices}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        choose({ analytics: data.has('analytics'), marketing: data.has('marketing') });
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{labels.categories}</legend>
        <Choice name="necessary" label={labels.necessary} hint={labels.necessaryHint} checked disabled />
        <Choice
          name="analytics"
          label={labels.analytics}
          hint={labels.analyticsHint}
          checked={current.analytics}
          key={`a${current.analytics}`}
        />
        <Choice
          name="marketing"
          label={labels.marketing}
          hint={labels.marketingHint}
          checked={current.marketing}
          key={`m${current.marketing}`}
        />
      </fieldset>
      <button type="submit" className={styles.button}>
        {labels.save}
      </button>
      {mode === 'settings' ? (
        <p role="status" className={styles.saved}>
          {saved ? labels.saved : ''}
        </p>
      ) : null}
    </form>
  );

  if (mode === 'settings') return choices;

  return (
    <section
      className={pending ? `${styles.banner} ${styles.pending}` : styles.banner}
      role="region"
      aria-labelledby={`${id}-title`}
      data-consent-banner=""
    >
      <h2 id={`${id}-title`} className={styles.title} tabIndex={-1} ref={heading}>
        {labels.title}
      </h2>
      <p className={styles.text}>
        {labels.text} <a href={policyHref}>{labels.policyLink}</a>
      </p>
      {customising ? choices : null}
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => choose(NONE)}>
          {labels.rejectAll}
        </button>
        {customising ? null : (
          <button type="button" className={styles.button} onClick={() => setCustomising(true)}>
            {labels.customise}
          </button>
        )}
        <button type="button" className={styles.button} onClick={() => choose(ALL)}>
          {labels.acceptAll}
        </button>
      </div>
    </section>
  );
}

function Choice({
  name,
  label,
  hint,
  checked,
  disabled,
}: {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.choice}>
      <input
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className={styles.checkbox}
      />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}
