'use client';

import { useEffect, useRef } from 'react';
import type { Confirmation } from './enquiry-state';
import { frLuEnquiryForm } from '@/i18n/fr-lu-enquiry-form';
import styles from './enquiry-form.module.css';

const texts = frLuEnquiryForm.confirmation;

/** What the visitor sees once the lead is stored: the reference, what was asked, what happens next. Focus moves to it. */
export function EnquiryConfirmation({
  confirmation,
  formPath,
  onAnother,
}: {
  confirmation: Confirmation;
  formPath: string;
  onAnother: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.confirmation}>
      <h3 className={styles.confirmationTitle}>{confirmation.title}</h3>
      {confirmation.reference ? (
        <p className={styles.reference}>
          {texts.reference}
          {'\u202f: '}
          <strong>{confirmation.reference}</strong>. {texts.referenceHelp}
        </p>
      ) : null}
      {confirmation.lines.length > 0 ? (
        <dl className={styles.lines}>
          {confirmation.lines.map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p>{confirmation.next}</p>
      <div className={styles.actions}>
        {confirmation.calendarHref ? (
          // A file, not a page: a plain link, which the client router leaves alone.
          <a href={confirmation.calendarHref} download className={styles.calendar}>
            {texts.calendar}
          </a>
        ) : null}
        {/* A link to the form's page, so it works without the script too. */}
        <a
          href={formPath}
          className={styles.calendar}
          onClick={(event) => {
            event.preventDefault();
            onAnother();
          }}
        >
          {texts.another}
        </a>
      </div>
    </div>
  );
}
