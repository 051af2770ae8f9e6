'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { roleNames } from '@/i18n/fr-lu-studio-accounts';
import { teamWords } from '@/i18n/fr-lu-studio-team';
import type { StaffRole } from '@/services/staff/roles';
import {
  changeStaffAccess,
  inviteStaff,
  removeStaff,
  sendStaffReset,
  type AdminFormState,
} from './account-admin-actions';
import styles from './accounts.module.css';

const IDLE: AdminFormState = { status: 'idle', message: '' };
const words = teamWords.accounts;
const ROLES = Object.keys(roleNames) as StaffRole[];

export type SiteChoice = { slug: string; name: string };
export type ManagedAccount = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  siteIds: string[];
  pending: boolean;
  self: boolean;
};

/** What an action answered: announced (status or alert), with the link to copy when it was not e-mailed. */
function Outcome({ state, id }: { state: AdminFormState; id: string }) {
  return (
    <div role={state.status === 'error' ? 'alert' : 'status'} className={styles.outcome}>
      {state.message ? <p className={state.status === 'error' ? styles.error : styles.done}>{state.message}</p> : null}
      {state.link ? (
        <>
          <label htmlFor={id}>{state.linkLabel}</label>
          <input
            id={id}
            className={styles.link}
            type="text"
            readOnly
            value={state.link}
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      ) : null}
    </div>
  );
}

function SiteBoxes({
  sites,
  idPrefix,
  legend,
  checked = [],
}: {
  sites: readonly SiteChoice[];
  idPrefix: string;
  legend: string;
  checked?: readonly string[];
}) {
  if (sites.length === 0) return null;
  return (
    <fieldset className={styles.sites}>
      <legend>{legend}</legend>
      {sites.map((site) => (
        <span key={site.slug} className={styles.site}>
          <input
            type="checkbox"
            id={`${idPrefix}-${site.slug}`}
            name="sites"
            value={site.slug}
            defaultChecked={checked.includes(site.slug)}
          />
          <label htmlFor={`${idPrefix}-${site.slug}`}>{site.name}</label>
        </span>
      ))}
    </fieldset>
  );
}

/** « Inviter une personne » : e-mail, name, role and, for a commercial, sites. */
export function InviteForm({ sites }: { sites: readonly SiteChoice[] }) {
  const [state, action, pending] = useActionState(inviteStaff, IDLE);
  return (
    <form action={action} className={styles.form}>
      <label htmlFor="invite-email">{words.email}</label>
      <input id="invite-email" name="email" type="email" autoComplete="off" required maxLength={254} />
      <label htmlFor="invite-name">{words.name}</label>
      <input id="invite-name" name="name" autoComplete="off" required maxLength={100} />
      <label htmlFor="invite-role">{words.role}</label>
      <select id="invite-role" name="role" defaultValue="redacteur">
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {roleNames[role]}
          </option>
        ))}
      </select>
      <SiteBoxes sites={sites} idPrefix="invite-site" legend={words.sitesLegend} />
      <button type="submit" disabled={pending}>
        {words.inviteSubmit}
      </button>
      <Outcome state={state} id="invite-link" />
    </form>
  );
}

/** One account's management: role and sites, a reset link (or the invitation again), removal in two steps. */
export function AccountActions({ account, sites }: { account: ManagedAccount; sites: readonly SiteChoice[] }) {
  const [accessState, accessAction, accessPending] = useActionState(changeStaffAccess, IDLE);
  const [resetState, resetAction, resetPending] = useActionState(sendStaffReset, IDLE);
  const [removeState, removeAction, removePending] = useActionState(removeStaff, IDLE);
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The button pressed is replaced by the confirmation: the focus follows, so the keyboard is not lost.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const prefix = `account-${account.id}`;
  return (
    <div className={styles.actions}>
      <form action={accessAction} className={styles.form}>
        <input type="hidden" name="id" value={account.id} />
        <label htmlFor={`${prefix}-role`}>{words.roleOf(account.name)}</label>
        <select id={`${prefix}-role`} name="role" defaultValue={account.role}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleNames[role]}
            </option>
          ))}
        </select>
        <SiteBoxes
          sites={sites}
          idPrefix={`${prefix}-site`}
          legend={words.sitesOf(account.name)}
          checked={account.siteIds}
        />
        <button type="submit" disabled={accessPending}>
          {words.save}
        </button>
        <Outcome state={accessState} id={`${prefix}-access-link`} />
      </form>
      <form action={resetAction} className={styles.form}>
        <input type="hidden" name="id" value={account.id} />
        <button type="submit" disabled={resetPending}>
          {account.pending ? words.reinvite : words.reset}
        </button>
        <Outcome state={resetState} id={`${prefix}-reset-link`} />
      </form>
      {account.self ? null : (
        <form action={removeAction} className={styles.form}>
          <input type="hidden" name="id" value={account.id} />
          {confirming ? (
            <>
              <button ref={confirmButton} type="submit" disabled={removePending} className={styles.danger}>
                {words.confirmRemove(account.email)}
              </button>
              <button type="button" onClick={() => setConfirming(false)}>
                {words.cancel}
              </button>
            </>
          ) : (
            <button type="button" onClick={() => setConfirming(true)}>
              {words.remove}
            </button>
          )}
          <Outcome state={removeState} id={`${prefix}-remove-link`} />
        </form>
      )}
    </div>
  );
}
