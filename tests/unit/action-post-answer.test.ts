import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { answerRefusedActionArguments } from '@/server/action-post-answer';
import { acceptActionArguments, actionArguments } from '@/site/http/action-arguments';

/** A server whose handler runs `answer` as Next.js would, inside the request's state; the answer as fetched. */
async function exchange(answer: (res: ServerResponse) => void | Promise<void>) {
  const server = createServer((_req, res) => {
    const state = { accepted: false };
    answerRefusedActionArguments(res, state);
    void actionArguments.run(state, async () => answer(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/contact`, {
      method: 'POST',
      redirect: 'manual',
    });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  } finally {
    server.close();
  }
}

const fail = (res: ServerResponse, body = 'Internal Server Error') => {
  res.statusCode = 500;
  res.setHeader('content-type', 'text/x-component');
  res.flushHeaders();
  res.write(body.slice(0, 5));
  res.end(body.slice(5));
};

describe('answerRefusedActionArguments', () => {
  it('answers 400 with a page in French for a failure before the action accepted its arguments', async () => {
    const answer = await exchange((res) => fail(res));
    expect(answer.status).toBe(400);
    expect(answer.type).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('Envoi non valide');
    expect(answer.text).not.toContain('Internal');
  });

  it('gives Next.js’s own 400 for arguments it cannot decode the same French page', async () => {
    const answer = await exchange((res) => {
      res.statusCode = 400;
      res.setHeader('content-type', 'text/plain');
      res.end('Invalid Server Action request.');
    });
    expect(answer).toMatchObject({ status: 400, type: 'text/html; charset=utf-8' });
    expect(answer.text).toContain('Envoi non valide');
  });

  it('leaves a failure after the action accepted them to the server (500)', async () => {
    const answer = await exchange(async (res) => {
      await Promise.resolve();
      acceptActionArguments();
      fail(res, 'the database is gone');
    });
    expect(answer).toMatchObject({ status: 500, text: 'the database is gone' });
  });

  it('leaves any other answer untouched', async () => {
    const answer = await exchange((res) => {
      res.statusCode = 303;
      res.setHeader('location', '/merci');
      res.end();
    });
    expect(answer.status).toBe(303);
    const ok = await exchange((res) => {
      res.setHeader('content-type', 'text/html');
      res.end('<p>page</p>');
    });
    expect(ok).toMatchObject({ status: 200, text: '<p>page</p>' });
  });

  it('does nothing outside a request state', () => {
    expect(() => acceptActionArguments()).not.toThrow();
  });
});
