'use client';

import { useActionState } from 'react';
import { teamWords } from '@/i18n/fr-lu-studio-team';
import styles from '../account-forms.module.css';
import {
  acceptInvitationAction,
  requestResetAction,
  setNewPasswordAction,
  type PasswordFormState,
} from './password-actions';

const IDLE: PasswordFormState = { error: null, done: null, name: '', email: '' };

function Announcement({ state, id }: { state: PasswordFormState; id: string }) {
  if (state.error)
    return (
      <p role="alert" className={styles.error} id={id}>
        {state.error}
      </p>
    );
  return state.done ? <p role="status">{state.done}</p> : null;
}

/** The invitation's form: the name (the administrator's suggestion) and the password, typed twice. */
export function InvitationForm({ token, name }: { token: string; name: string }) {
  const [state, action, pending] = useActionState(acceptInvitationAction, { ...IDLE, name });
  const words = teamWords.invitation;
  return (
    <form action={action} className={styles.form} noValidate>
      <Announcement state={state} id="invitation-error" />
      <input type="hidden" name="jeton" value={token} />
      <label htmlFor="invitation-name">{words.name}</label>
      <input id="invitation-name" name="name" autoComplete="name" required maxLength={100} defaultValue={state.name} />
      <label htmlFor="invitation-password">{words.password}</label>
      <input
        id="invitation-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={12}
        aria-describedby={state.error ? 'invitation-error' : undefined}
      />
      <label htmlFor="invitation-confirm">{words.confirm}</label>
      <input id="invitation-confirm" name="confirm" type="password" autoComplete="new-password" required />
      <button type="submit" disabled={pending}>
        {words.submit}
      </button>
    </form>
  );
}

/** « Mot de passe oublié » : one field, one answer whatever the address. */
export function ResetRequestForm() {
  const [state, action, pending] = useActionState(requestResetAction, IDLE);
  const words = teamWords.forgot;
  return (
    <form action={action} className={styles.form} noValidate>
      <Announcement state={state} id="reset-request-error" />
      <label htmlFor="reset-email">{words.email}</label>
      <input
        id="reset-email"
        name="email"
        type="email"
        autoComplete="username"
        required
        defaultValue={state.email}
        aria-describedby={state.error ? 'reset-request-error' : undefined}
      />
      <button type="submit" disabled={pending}>
        {words.submit}
      </button>
    </form>
  );
}

/** The reset link's form: the new password, typed twice. */
export function NewPasswordForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(setNewPasswordAction, IDLE);
  const words = teamWords.newPassword;
  return (
    <form action={action} className={styles.form} noValidate>
      <Announcement state={state} id="new-password-error" />
      <input type="hidden" name="jeton" value={token} />
      <label htmlFor="new-password">{words.password}</label>
      <input
        id="new-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={12}
        aria-describedby={state.error ? 'new-password-error' : undefined}
      />
      <label htmlFor="new-password-confirm">{words.confirm}</label>
      <input id="new-password-confirm" name="confirm" type="password" autoComplete="new-password" required />
      <button type="submit" disabled={pending}>
        {words.submit}
      </button>
    </form>
  );
}
