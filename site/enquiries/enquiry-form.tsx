'use client';

import {
  createContext,
  startTransition,
  use,
  useActionState,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { FormProvider, useForm, useFormContext, type FieldValues, type Resolver } from 'react-hook-form';
import type { FieldErrors, LeadType } from '@/services/enquiries/enquiry-forms';
import { META_FIELDS } from '@/services/enquiries/meta-fields';
import { buttonClassName, ButtonContent } from '@/site/ui/button-look';
import { ErrorSummary } from '@/site/ui/form/error-summary';
import { DocumentStatus } from '@/site/http/document-status';
import { pushToDataLayer } from '@/site/third-parties/data-layer';
import { EnquiryConfirmation } from './enquiry-confirmation-view';
import { IDLE, type EnquiryState } from './enquiry-state';
import { frLuEnquiryForm } from '@/i18n/fr-lu-enquiry-form';
import { sendEnquiry } from './send-enquiry';
import styles from './enquiry-form.module.css';

type Props = {
  type: LeadType;
  /** The form's heading id: the form is labelled by it. */
  labelledBy: string;
  /** The page the form is on, sent with the lead. */
  pagePath: string;
  /** Values the page decides (the vehicle, the lease choice, a preselected site), sent as hidden fields. */
  hidden?: Record<string, string>;
  /** Starting values of visible fields (a subject chosen by the page that linked here). */
  initial?: Record<string, string>;
  submitLabel?: string;
  children: ReactNode;
};

/**
 * The checks (zod and the form schemas) load when the visitor first touches the form, not with the page: most
 * visitors of a vehicle or a service page read it without writing (docs/decisions/0012-forms-and-leads.md).
 */
const loadChecks = () => import('./enquiry-resolver');
const resolverOf =
  (type: LeadType): Resolver<FieldValues> =>
  async (values, context, options) => {
    const checks = await loadChecks().catch(() => null);
    // Without the checks (their chunk did not load), the form goes to the server, which checks it.
    return checks ? checks.enquiryResolver(type)(values, context, options) : { values, errors: {} };
  };

type FieldState = { serverErrors: FieldErrors; values: Record<string, string>; fieldId: (name: string) => string };
const FieldStateContext = createContext<FieldState>({ serverErrors: {}, values: {}, fieldId: (name) => name });

/** A field's registration, its message (the browser's check, else the server's) and its value to show again. */
export function useEnquiryField(name: string) {
  const { register, formState } = useFormContext();
  const { serverErrors, values, fieldId } = use(FieldStateContext);
  const clientError = formState.errors[name]?.message;
  return {
    id: fieldId(name),
    registration: register(name),
    error: typeof clientError === 'string' ? clientError : serverErrors[name],
    defaultValue: values[name],
  };
}

/**
 * A field the form's checks do not see (a file to attach: not a string, read by the server alone): its id and
 * the server's message, without registering it, so the browser's schema never meets it.
 */
export function useUncheckedField(name: string) {
  const { serverErrors, fieldId } = use(FieldStateContext);
  return { id: fieldId(name), error: serverErrors[name] };
}

/**
 * Every form of the site: react-hook-form checks the form's zod schema in the browser; the same schema is
 * checked again by the server action, which also answers a browser without JavaScript (the page renders
 * again with the answer and declares its status). Blocking errors show « Form incomplete. » above the form,
 * then its French help line and the fields to correct, and move focus to the first invalid field; a refusal from
 * the server keeps every value typed.
 */
export function EnquiryForm({
  type,
  labelledBy,
  pagePath,
  hidden = {},
  initial = {},
  submitLabel = frLuEnquiryForm.send,
  children,
}: Props) {
  // The permalink is where a browser without JavaScript posts the form (without one React renders `action=""`,
  // which HTML does not allow) and the key of the answer React gives back to this form when it renders that page
  // again: the form's heading as fragment keeps two forms of a page apart, and shows the answer in view.
  const [state, formAction, pending] = useActionState<EnquiryState, FormData>(
    sendEnquiry,
    IDLE,
    `${pagePath}#${labelledBy}`,
  );
  const refused = state.status === 'refused' ? state : null;
  const values = refused?.values ?? initial;
  // The hidden values are part of what the schema checks in the browser too.
  const [resolver] = useState(() => resolverOf(type));
  const methods = useForm<FieldValues>({
    resolver,
    defaultValues: { ...hidden, ...values },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const mountedAt = useRef(0);
  // Created at the first submit: a key in the cached page would be every visitor's key.
  const key = useRef<string | null>(null);
  const [incomplete, setIncomplete] = useState(false);
  // The form's field names in page order, read at a refused submit: the summary lists errors in that order.
  const [fieldOrder, setFieldOrder] = useState<string[]>([]);
  // The answer whose field messages the visitor has moved past (by submitting again).
  const [answerSeen, setAnswerSeen] = useState<EnquiryState | null>(null);
  // « Envoyer une autre demande » shows the form again for a new submission.
  const [dismissed, setDismissed] = useState<EnquiryState | null>(null);
  const formId = `enquiry-${labelledBy}`;
  const fieldId = (name: string) => `${formId}-${name}`;

  useEffect(() => {
    mountedAt.current = Date.now();
  }, []);

  // The form's type only: what the visitor typed never goes to analytics.
  useEffect(() => {
    if (state.status === 'sent') pushToDataLayer({ event: 'form_submit', form: type });
  }, [state, type]);

  // After a refusal, focus goes to the first field the server named, or to the message above the form.
  useEffect(() => {
    if (state.status !== 'refused') return;
    const first = Object.keys(state.errors).find((name) => name !== 'form');
    const field = first ? formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${formId}-${first}`)}`) : null;
    (field ?? summaryRef.current)?.focus();
  }, [state, formId]);

  if (state.status === 'sent' && state !== dismissed) {
    return (
      <EnquiryConfirmation
        confirmation={state.confirmation}
        formPath={pagePath}
        onAnother={() => {
          methods.reset({ ...hidden, ...initial });
          key.current = null;
          setDismissed(state);
        }}
      />
    );
  }

  const position = (name: string) => (fieldOrder.includes(name) ? fieldOrder.indexOf(name) : fieldOrder.length);
  const clientErrors = Object.entries(methods.formState.errors)
    .sort(([a], [b]) => position(a) - position(b))
    .flatMap(([name, error]) =>
      typeof error?.message === 'string' ? [{ fieldId: fieldId(name), message: error.message }] : [],
    );
  const serverErrors = refused && answerSeen !== state ? refused.errors : {};
  const summaryErrors =
    clientErrors.length > 0
      ? clientErrors
      : Object.entries(serverErrors).flatMap(([name, message]) =>
          message && name !== 'form' ? [{ fieldId: fieldId(name), message }] : [],
        );
  const showIncomplete = incomplete || (refused?.httpStatus === 422 && clientErrors.length === 0);

  function send() {
    setIncomplete(false);
    setAnswerSeen(state);
    const data = new FormData(formRef.current ?? undefined);
    key.current ??= crypto.randomUUID();
    data.set(META_FIELDS.key, key.current);
    data.set(META_FIELDS.elapsed, String(Date.now() - mountedAt.current));
    startTransition(() => formAction(data));
  }

  function refuse(errors: object) {
    setIncomplete(true);
    setAnswerSeen(state);
    // The first invalid field in the form's order, not the schema's.
    const elements = [...(formRef.current?.elements ?? [])] as HTMLInputElement[];
    setFieldOrder([...new Set(elements.map((element) => element.name))]);
    elements.find((element) => Object.hasOwn(errors, element.name))?.focus();
  }

  return (
    <FormProvider {...methods}>
      <FieldStateContext value={{ serverErrors, values, fieldId }}>
        {refused ? <DocumentStatus status={refused.httpStatus} /> : null}
        <form
          ref={formRef}
          action={formAction}
          onSubmit={(event) => void methods.handleSubmit(send, refuse)(event)}
          onFocus={() => void loadChecks()}
          onPointerDown={() => void loadChecks()}
          noValidate
          aria-labelledby={labelledBy}
          className={styles.form}
        >
          <input type="hidden" name={META_FIELDS.form} value={type} />
          <input type="hidden" name={META_FIELDS.page} value={pagePath} />
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {/* A trap for robots that fill every field: hidden from people and from assistive technologies. */}
          <div className={styles.trap} aria-hidden="true">
            <label>
              {frLuEnquiryForm.fields.honeypot}
              <input type="text" name={META_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          {refused?.message || serverErrors.form ? (
            <div ref={summaryRef} tabIndex={-1} role="alert" className={styles.alert}>
              {[refused?.message, serverErrors.form].filter(Boolean).map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          ) : null}
          {showIncomplete ? (
            <ErrorSummary
              ref={refused ? summaryRef : undefined}
              title={frLuEnquiryForm.incomplete}
              help={frLuEnquiryForm.incompleteHelp}
              errors={summaryErrors}
              titleLevel={3}
              className={styles.summary}
            />
          ) : null}
          {children}
          <div className={styles.actions}>
            {/* `Button`'s markup without button.tsx, whose links would bring the site's catalogue into the forms' chunk. */}
            <button
              type="submit"
              className={buttonClassName({ variant: 'primary', size: 'large' })}
              disabled={pending}
              aria-describedby={pending ? `${formId}-sending` : undefined}
            >
              <ButtonContent iconPosition="end">{submitLabel}</ButtonContent>
            </button>
            {pending ? (
              <span id={`${formId}-sending`} role="status" className={styles.sending}>
                {frLuEnquiryForm.sending}
              </span>
            ) : null}
          </div>
        </form>
      </FieldStateContext>
    </FormProvider>
  );
}
