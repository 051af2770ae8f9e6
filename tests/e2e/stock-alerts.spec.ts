import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ENV, SMTP_PORT } from '../../playwright.config';
import { oneClickUnsubscribePath, alertLinkPath } from '../../services/stock-alerts/alert-link';
import { parseMail, startSmtpSink, type SmtpSink } from '../fixtures/mail/smtp-sink';

// A visitor creates an alert from a filtered /stock, confirms it through the e-mail the server sends to a
// loopback SMTP sink (SMTP_URL in playwright.config.ts), and a mail client unsubscribes with one click
// (RFC 8058). In the `publishing` project, one file at a time: the booking test (`site` project) and the
// invitations' test hold the same sink port while they run.
let smtp: SmtpSink;
test.beforeAll(async () => {
  smtp = await startSmtpSink({ port: SMTP_PORT });
});
test.afterAll(async () => {
  await smtp?.close();
});

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode(true).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('a visitor creates an alert from a filtered search, confirms it by e-mail and unsubscribes in one click', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `alerte.${randomUUID().slice(0, 8)}@example.lu`;

  // No filter, no alert to offer.
  await page.goto('/stock');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer une alerte' })).toHaveCount(0);

  await page.goto('/stock?brand=kia&sort=price_desc&page=1');
  await expect(page.getByRole('link', { name: 'Créer une alerte' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Créer une alerte' }).click();
  await expect(page).toHaveURL(/\/alertes\/nouvelle\?recherche=brand%3Dkia$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Créer une alerte' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A wrong address (past the browser's own check) is refused on the server, and the page says why.
  const refused = await request.post('/api/alertes', {
    form: { email: 'pas-une-adresse', filters: 'brand=kia' },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(303);
  await page.goto(refused.headers().location!);
  await expect(page.getByRole('textbox', { name: 'Votre adresse e-mail' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Saisissez une adresse e-mail valide')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const before = smtp.received.length;
  await page.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Créer l’alerte' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Presque fini' })).toBeVisible();

  // The confirmation left before the page answered.
  const mails = smtp.received.slice(before).filter((mail) => mail.envelopeTo.includes(email));
  expect(mails).toHaveLength(1);
  const mail = parseMail(mails[0]!.raw);
  expect(mail.header('subject')).toEqual(['Confirmez votre alerte stock Autopolis']);
  expect(mail.text).toContain('/stock?brand=kia');
  const link = new URL(/https?:\/\/\S+\/alertes\/\S+\/confirmer\?jeton=\S+/.exec(mail.text)![0]);
  const id = link.pathname.split('/')[2]!;

  // Opening the link confirms nothing by itself (a mail scanner opens links too): the button does.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmer votre alerte' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirmer l’alerte' }).click();
  await expect(page.getByRole('status')).toContainText('Votre alerte est active');

  // A forged link is not the alert's.
  const forged = await page.goto(`/alertes/${id}/confirmer?jeton=${'A'.repeat(43)}`);
  expect(forged?.status()).toBe(404);

  // The daily e-mails' List-Unsubscribe address, posted as a mail client does (RFC 8058).
  const secret = E2E_ENV.BOOKING_LINK_SECRET;
  const oneClick = await request.post(oneClickUnsubscribePath(id, secret), {
    form: { 'List-Unsubscribe': 'One-Click' },
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBe(200);

  // The alert is gone: its unsubscribe page says it is done, its confirmation link that it no longer exists.
  await page.goto(alertLinkPath(id, 'desabonner', secret));
  await expect(page.getByRole('status')).toContainText('vous êtes désabonné');
  const gone = await page.goto(link.pathname + link.search);
  expect(gone?.status()).toBe(410);
});

test('the unsubscribe link of an e-mail works with its page’s button', async ({ page }) => {
  const email = `depart.${randomUUID().slice(0, 8)}@example.lu`;
  await page.goto('/alertes/nouvelle?recherche=fuel%3Delectric');
  const before = smtp.received.length;
  await page.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Créer l’alerte' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Presque fini' })).toBeVisible();
  const mail = parseMail(smtp.received.slice(before).find((m) => m.envelopeTo.includes(email))!.raw);
  const link = new URL(/https?:\/\/\S+\/alertes\/\S+\/confirmer\?jeton=\S+/.exec(mail.text)![0]);
  const id = link.pathname.split('/')[2]!;

  await page.goto(alertLinkPath(id, 'desabonner', E2E_ENV.BOOKING_LINK_SECRET));
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Me désabonner' }).click();
  await expect(page.getByRole('status')).toContainText('vous êtes désabonné');
  const gone = await page.goto(link.pathname + link.search);
  expect(gone?.status()).toBe(410);
});
