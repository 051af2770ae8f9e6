import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { SERVER_ACTION_HEADER } from '@/framework/next-internals';

// A form post never answers 500, however it is tampered with: what Next.js would turn into a 500 (a foreign
// origin, a body over its limit, action fields it cannot decode, an action given something other than a
// form) is answered by server.ts as the client's fault (server/form-post-guard.ts, server/action-post-answer.ts).
// Sent with fetch, not a browser: these are the requests a browser never makes.

const CONTACT = `${E2E_BASE_URL}/contact`;
const FETCH_BODY = { 'content-type': 'text/plain;charset=UTF-8' };

type ActionFields = { ref: string; bound: string; key: string; actionId: string };

/** The contact form's own action fields, as the page renders them for a visitor without JavaScript. */
async function actionFields(): Promise<ActionFields> {
  const html = await (await fetch(CONTACT)).text();
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  const field = (name: string) => {
    const match = new RegExp(`name="\\${name}" value="([^"]*)"`).exec(html);
    if (!match) throw new Error(`No ${name} field on /contact`);
    return unescape(match[1]!);
  };
  const ref = field('$ACTION_1:0');
  return { ref, bound: field('$ACTION_1:1'), key: field('$ACTION_KEY'), actionId: JSON.parse(ref).id as string };
}

let action: ActionFields;
test.beforeAll(async () => {
  action = await actionFields();
});

const CONTACT_FIELDS = {
  form: 'contact',
  page: '/contact',
  civility: 'madame',
  firstName: 'Anne',
  lastName: 'Muller',
  phone: '+352 621 123 456',
  preferredContact: 'email',
  privacyConsent: 'on',
  subject: 'autre',
  location: 'bertrange',
  message: 'Bonjour',
};

/** The contact form as the browser posts it without JavaScript, with `change` applied to it. */
function formPost(change: (form: FormData) => void = () => {}): FormData {
  const form = new FormData();
  form.append('$ACTION_REF_1', '');
  form.append('$ACTION_1:0', action.ref);
  form.append('$ACTION_1:1', action.bound);
  form.append('$ACTION_KEY', action.key);
  for (const [name, value] of Object.entries(CONTACT_FIELDS)) form.append(name, value);
  form.append('email', `form-posts.${randomUUID().slice(0, 8)}@example.lu`);
  change(form);
  return form;
}

async function post(body: BodyInit, headers: Record<string, string> = {}) {
  const answer = await fetch(CONTACT, { method: 'POST', body, headers: { accept: 'text/html', ...headers } });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
}

test.describe('form posts', () => {
  test('a form posted as the browser posts it is answered with its page', async () => {
    const sent = await post(formPost(), { origin: E2E_BASE_URL, 'sec-fetch-site': 'same-origin' });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('votre demande est bien envoyée');
  });

  test('a post from another site is refused with 403 and a page in French', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'not a url' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', [SERVER_ACTION_HEADER]: action.actionId, ...FETCH_BODY },
    ];
    for (const headers of foreign) {
      const refused = await post(headers[SERVER_ACTION_HEADER] ? '[]' : formPost(), headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
      expect(refused.text).toContain('lang="fr-LU"');
      expect(refused.text).toContain('Envoi refusé');
    }
  });

  test('a body over the limit is refused with 413', async () => {
    const big = 'x'.repeat(1_100_000);
    expect((await post(formPost((form) => form.set('message', big)))).status).toBe(413);
    const fetchAction = await post(JSON.stringify([big]), { [SERVER_ACTION_HEADER]: action.actionId, ...FETCH_BODY });
    expect(fetchAction.status).toBe(413);
    expect(fetchAction.text).toContain('Envoi trop volumineux');
  });

  test('action fields that cannot be decoded are refused with 400', async () => {
    for (const change of [
      (form: FormData) => form.set('$ACTION_1:1', '[[['),
      (form: FormData) => form.set('$ACTION_1:1', '{"a":'),
      (form: FormData) => form.set('$ACTION_1:0', '{not json'),
    ]) {
      const refused = await post(formPost(change));
      expect(refused.status, String(change)).toBe(400);
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
      expect(refused.text).toContain('Envoi non valide');
    }
  });

  test('the action called with anything but a form is refused with 400', async () => {
    // The action by its id alone: Next.js calls it with the form as its first argument, none as its second.
    const direct = new FormData();
    direct.append(`$ACTION_ID_${action.actionId}`, '');
    for (const [name, value] of Object.entries(CONTACT_FIELDS)) direct.append(name, value);
    expect((await post(direct)).status).toBe(400);
    // Called as a script calls it, with arguments that are no form.
    // (`"$K1"` would be decoded as a form, empty: the action takes it and refuses it in its answer.)
    for (const body of ['{"a":1}', '["x","y"]', '[null,null]', '{{{', '[{"status":"idle"},"$Q1"]']) {
      const refused = await post(body, { [SERVER_ACTION_HEADER]: action.actionId, ...FETCH_BODY });
      expect(refused.status, body).toBe(400);
    }
    const notAForm = new FormData();
    notAForm.append('0', '["$K1"]');
    expect((await post(notAForm, { [SERVER_ACTION_HEADER]: action.actionId })).status).toBe(400);
  });

  test('a multipart body that cannot be read is refused with 400', async () => {
    const broken = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1';
    expect((await post(broken, { 'content-type': 'multipart/form-data; boundary=x' })).status).toBe(400);
    const fetchAction = await post(broken, {
      'content-type': 'multipart/form-data; boundary=x',
      [SERVER_ACTION_HEADER]: action.actionId,
    });
    expect(fetchAction.status).toBe(400);
  });

  test('over-long field names are refused with 400', async () => {
    for (const length of [200, 5_000, 200_000]) {
      const refused = await post(formPost((form) => form.append('n'.repeat(length), 'x')));
      expect(refused.status, String(length)).toBe(400);
    }
  });
});
