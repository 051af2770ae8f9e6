'use client';

import { useActionState } from 'react';
import { accountWords } from '@/i18n/fr-lu-studio-accounts';
import { createFirstAccount, logIn, type AccountFormState } from './account-actions';
import styles from './account-forms.module.css';

const IDLE: AccountFormState = { error: null, email: '' };

/** The login form: a plain form post that works without JavaScript; the error is announced (role alert). */
export function LoginForm({ suite }: { suite: string }) {
  const [state, action, pending] = useActionState(logIn, IDLE);
  const words = accountWords.login;
  return (
    <form action={action} className={styles.form} noValidate>
      {state.error ? (
        <p role="alert" className={styles.error} id="login-error">
          {state.error}
        </p>
      ) : null}
      <input type="hidden" name="suite" value={suite} />
      <label htmlFor="login-email">{words.email}</label>
      <input
        id="login-email"
        name="email"
        type="email"
        autoComplete="username"
        required
        defaultValue={state.email}
        aria-describedby={state.error ? 'login-error' : undefined}
      />
      <label htmlFor="login-password">{words.password}</label>
      <input id="login-password" name="password" type="password" autoComplete="current-password" required />
      <button type="submit" disabled={pending}>
        {words.submit}
      </button>
    </form>
  );
}

/** The first administrator's form, carrying the single-use link's token. */
export function FirstAdminForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(createFirstAccount, IDLE);
  const words = accountWords.firstAdmin;
  return (
    <form action={action} className={styles.form} noValidate>
      {state.error ? (
        <p role="alert" className={styles.error}>
          {state.error}
        </p>
      ) : null}
      <input type="hidden" name="jeton" value={token} />
      <label htmlFor="admin-name">{words.name}</label>
      <input id="admin-name" name="name" autoComplete="name" required maxLength={100} />
      <label htmlFor="admin-email">{words.email}</label>
      <input id="admin-email" name="email" type="email" autoComplete="username" required defaultValue={state.email} />
      <label htmlFor="admin-password">{words.password}</label>
      <input id="admin-password" name="password" type="password" autoComplete="new-password" required minLength={12} />
      <button type="submit" disabled={pending}>
        {words.submit}
      </button>
    </form>
  );
}
