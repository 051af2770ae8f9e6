import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { auditLog, staffTokens } from '@/db/schema';
import { createAccount, findAccountRow } from '@/services/staff/accounts';
import {
  changeAccountAccess,
  LastAdministratorError,
  listStaffAccounts,
  removeStaffAccount,
  SelfRemovalError,
} from '@/services/staff/account-admin';
import {
  acceptInvitation,
  INVITATION_TTL_MS,
  invitationLink,
  inviteAccount,
  peekInvitation,
  requestPasswordReset,
  resetLink,
  resetPasswordWithToken,
} from '@/services/staff/invitations';
import { attemptLogin } from '@/services/staff/login';
import { resetLoginLimits } from '@/services/staff/login-limit';
import { createSession, sessionAccount } from '@/services/staff/sessions';
import { invitationEmail, resetEmail, sendStaffMail, staffMailSettings } from '@/services/staff/staff-mail';
import { AccountExistsError } from '@/services/staff/accounts';
import { parseMail, startSmtpSink, type SmtpSink } from '../fixtures/mail/smtp-sink';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// Invitations, password resets and the accounts page's services (issue 34): single-use links valid 24 h whose
// hash only is stored, the last administrator kept, and the French e-mails through SMTP.
const PASSWORD = 'une phrase de passe assez longue';
const ADMIN = { id: 0, email: 'admin@example.lu' };
let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const admin = await createAccount(db, {
    email: ADMIN.email,
    name: 'Admin',
    role: 'administrateur',
    password: PASSWORD,
  });
  ADMIN.id = admin.id;
}, 60_000);

beforeEach(() => resetLoginLimits());

afterAll(async () => {
  await database?.close();
});

const journal = async (action: string) =>
  (await db.select().from(auditLog).where(eq(auditLog.action, action))).map((row) => [row.actorEmail, row.subject]);

describe('invitations', () => {
  it('an invitee waits without a usable password, then sets name and password once through the link', async () => {
    const { account, token } = await inviteAccount(db, ADMIN, {
      email: 'Redac@Example.LU',
      name: 'Rédac',
      role: 'redacteur',
      siteIds: [],
    });
    expect(account).toMatchObject({ email: 'redac@example.lu', role: 'redacteur', name: 'Rédac' });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(invitationLink('http://site.test/', token)).toBe(`http://site.test/studio/invitation/${token}`);
    // Only the hash is stored.
    const stored = await db.select().from(staffTokens).where(eq(staffTokens.purpose, 'invitation'));
    expect(stored.map((row) => row.hash)).not.toContain(token);
    expect(await journal('account-invited')).toContainEqual([ADMIN.email, 'redac@example.lu']);

    // Listed as waiting; no login before the invitation is accepted.
    const listed = (await listStaffAccounts(db)).find((a) => a.email === 'redac@example.lu');
    expect(listed).toMatchObject({ pending: true, lastLoginAt: null });
    expect(await attemptLogin(db, { email: 'redac@example.lu', password: PASSWORD, address: 'i1' })).toEqual({
      ok: false,
      reason: 'invalid',
    });

    expect(await peekInvitation(db, token)).toMatchObject({ email: 'redac@example.lu', name: 'Rédac' });
    const accepted = await acceptInvitation(db, token, { name: 'Rédactrice', password: PASSWORD });
    expect(accepted).toMatchObject({ email: 'redac@example.lu', name: 'Rédactrice', role: 'redacteur' });
    expect(await acceptInvitation(db, token, { name: 'Autre', password: `${PASSWORD}!` })).toBeNull();
    expect(await peekInvitation(db, token)).toBeNull();
    const login = await attemptLogin(db, { email: 'redac@example.lu', password: PASSWORD, address: 'i2' });
    expect(login.ok).toBe(true);
    const after = (await listStaffAccounts(db)).find((a) => a.email === 'redac@example.lu');
    expect(after?.pending).toBe(false);
    expect(after?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('refuses an address that already has an account; a second invitation replaces the first link', async () => {
    await expect(
      inviteAccount(db, ADMIN, { email: 'redac@example.lu', name: 'X', role: 'editeur', siteIds: [] }),
    ).rejects.toBeInstanceOf(AccountExistsError);
    const first = await inviteAccount(db, ADMIN, { email: 'com@example.lu', name: 'Com', role: 'commercial' });
    const second = await inviteAccount(db, ADMIN, {
      email: 'com@example.lu',
      name: 'Comm',
      role: 'commercial',
      siteIds: ['bertrange'],
    });
    expect(second.account.siteIds).toEqual(['bertrange']);
    expect(await peekInvitation(db, first.token)).toBeNull();
    expect(await acceptInvitation(db, second.token, { name: 'Comm', password: PASSWORD })).toMatchObject({
      role: 'commercial',
      siteIds: ['bertrange'],
    });
  });

  it('expires after 24 hours and refuses a short password without using the link', async () => {
    const now = new Date();
    const { token } = await inviteAccount(db, ADMIN, { email: 'tard@example.lu', name: 'Tard', role: 'editeur' }, now);
    await expect(acceptInvitation(db, token, { name: 'Tard', password: 'court' })).rejects.toThrow();
    expect(await peekInvitation(db, token, new Date(now.getTime() + INVITATION_TTL_MS - 60_000))).not.toBeNull();
    expect(await peekInvitation(db, token, new Date(now.getTime() + INVITATION_TTL_MS + 1))).toBeNull();
    expect(
      await acceptInvitation(
        db,
        token,
        { name: 'Tard', password: PASSWORD },
        new Date(now.getTime() + INVITATION_TTL_MS + 1),
      ),
    ).toBeNull();
  });
});

describe('password reset', () => {
  it('gives no link for an unknown or waiting address, and one that works once and ends the sessions', async () => {
    expect(await requestPasswordReset(db, 'personne@example.lu', null)).toBeNull();
    expect(await requestPasswordReset(db, 'tard@example.lu', null)).toBeNull();
    expect(await requestPasswordReset(db, 'pas une adresse', null)).toBeNull();

    const account = (await findAccountRow(db, 'redac@example.lu'))!;
    const session = await createSession(db, account.id);
    const reset = await requestPasswordReset(db, 'REDAC@example.lu', null);
    expect(reset?.account.email).toBe('redac@example.lu');
    expect(resetLink('http://site.test', reset!.token)).toBe(`http://site.test/studio/mot-de-passe/${reset!.token}`);
    expect(await journal('password-reset-requested')).toContainEqual(['redac@example.lu', 'redac@example.lu']);

    const changed = await resetPasswordWithToken(db, reset!.token, `${PASSWORD} neuve`);
    expect(changed?.email).toBe('redac@example.lu');
    expect(await sessionAccount(db, session)).toBeNull();
    expect(await resetPasswordWithToken(db, reset!.token, `${PASSWORD} encore`)).toBeNull();
    const login = await attemptLogin(db, { email: 'redac@example.lu', password: `${PASSWORD} neuve`, address: 'r1' });
    expect(login.ok).toBe(true);
    expect(await journal('password-changed')).toContainEqual(['redac@example.lu', 'redac@example.lu']);

    // An administrator's request names the administrator in the journal; the newest link only works.
    const older = await requestPasswordReset(db, 'redac@example.lu', ADMIN);
    const newer = await requestPasswordReset(db, 'redac@example.lu', ADMIN);
    expect(await journal('password-reset-requested')).toContainEqual([ADMIN.email, 'redac@example.lu']);
    expect(await resetPasswordWithToken(db, older!.token, PASSWORD)).toBeNull();
    expect(await resetPasswordWithToken(db, newer!.token, PASSWORD)).not.toBeNull();
    // An invitation's token is not a reset's, nor the other way round.
    const invite = await inviteAccount(db, ADMIN, { email: 'croise@example.lu', name: 'Croisé', role: 'editeur' });
    expect(await resetPasswordWithToken(db, invite.token, PASSWORD)).toBeNull();
  });
});

describe('the accounts page', () => {
  it('changes a role and sites, journaled; never demotes or removes the last administrator; never oneself', async () => {
    const com = (await findAccountRow(db, 'com@example.lu'))!;
    const changed = await changeAccountAccess(db, ADMIN, com.id, {
      role: 'commercial',
      siteIds: ['bertrange', 'vmal'],
    });
    expect(changed).toMatchObject({ role: 'commercial', siteIds: ['bertrange', 'vmal'] });
    // Sites mean something for a commercial only.
    expect(await changeAccountAccess(db, ADMIN, com.id, { role: 'editeur', siteIds: ['vmal'] })).toMatchObject({
      role: 'editeur',
      siteIds: [],
    });
    expect(await journal('account-role-changed')).toContainEqual([ADMIN.email, 'com@example.lu']);

    await expect(changeAccountAccess(db, ADMIN, ADMIN.id, { role: 'editeur', siteIds: [] })).rejects.toBeInstanceOf(
      LastAdministratorError,
    );
    await expect(removeStaffAccount(db, ADMIN, ADMIN.id)).rejects.toBeInstanceOf(SelfRemovalError);

    // With a second administrator, one may step down; the other is then the last and stays.
    const second = await createAccount(db, {
      email: 'admin2@example.lu',
      name: 'Admin 2',
      role: 'administrateur',
      password: PASSWORD,
    });
    expect(await changeAccountAccess(db, ADMIN, second.id, { role: 'editeur', siteIds: [] })).toMatchObject({
      role: 'editeur',
    });
    await changeAccountAccess(db, ADMIN, second.id, { role: 'administrateur', siteIds: [] });
    const secondActor = { id: second.id, email: second.email };
    await expect(removeStaffAccount(db, secondActor, ADMIN.id)).resolves.toBe(true);
    await expect(removeStaffAccount(db, secondActor, second.id)).rejects.toBeInstanceOf(SelfRemovalError);
    expect(await journal('account-removed')).toContainEqual([second.email, ADMIN.email]);
    expect(await removeStaffAccount(db, secondActor, 999_999)).toBe(false);
    expect(await changeAccountAccess(db, secondActor, 999_999, { role: 'editeur', siteIds: [] })).toBeNull();
  });
});

describe('staff e-mails', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('need SMTP_URL; the invitation and the reset are French, with the link, escaped in HTML', async () => {
    expect(staffMailSettings({})).toBeNull();
    const settings = staffMailSettings({ SMTP_URL: smtp.url, SITE_URL: 'http://site.test' });
    expect(settings).toMatchObject({ siteUrl: 'http://site.test', from: 'Autopolis <no-reply@autopolis.lu>' });

    const link = 'http://site.test/studio/invitation/abc';
    const mail = invitationEmail({
      to: 'redac@example.lu',
      name: 'Anne <b>',
      invitedBy: 'Admin',
      role: 'redacteur',
      link,
    });
    expect(mail.subject).toBe('Invitation au studio Autopolis');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Rédacteur');
    expect(mail.text).toContain('24\u00a0heures');
    expect(mail.html).toContain('Anne &#60;b&#62;');
    expect(mail.html).not.toContain('<b>');

    await sendStaffMail(settings!, mail);
    await sendStaffMail(
      settings!,
      resetEmail({ to: 'redac@example.lu', name: 'Anne', link: 'http://site.test/studio/mot-de-passe/xyz' }),
    );
    expect(smtp.received).toHaveLength(2);
    const [invitation, reset] = smtp.received.map((received) => parseMail(received.raw));
    expect(smtp.received[0]!.envelopeTo).toEqual(['redac@example.lu']);
    expect(invitation!.header('subject')).toEqual(['Invitation au studio Autopolis']);
    expect(invitation!.text).toContain(link);
    expect(reset!.header('subject')).toEqual(['Réinitialisation de votre mot de passe du studio Autopolis']);
    expect(reset!.text).toContain('http://site.test/studio/mot-de-passe/xyz');
  });
});
