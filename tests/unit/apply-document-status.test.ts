import { describe, expect, it, vi } from 'vitest';
import { applyDocumentStatus, declaredStatus } from '@/server/apply-document-status';
import type { CompressedAnswers } from '@/server/compressed-answers';
import { createStringBodies } from '@/server/string-bodies';
import { fakeResponse, textOf } from '../fixtures/http/fake-response';
import { RSC_HEADER } from '@/framework/next-internals';

const HEAD_404 =
  '<!DOCTYPE html><html><head><meta name="x-http-status" content="404"/><title>Véhicule vendu</title></head>';
const HEAD_200 = '<!DOCTYPE html><html><head><title>Accueil</title></head>';
const HTML = { 'content-type': 'text/html; charset=utf-8' };

/** A response as Next.js leaves it before its first byte, with applyDocumentStatus in place. */
function htmlResponse(headers: Record<string, string> = HTML) {
  const fake = fakeResponse(headers);
  applyDocumentStatus(fake.res);
  return fake;
}

describe('applyDocumentStatus', () => {
  it('holds an HTML answer until its head is complete, then sends it with the declared status', () => {
    const { res, sent, state } = htmlResponse();
    res.flushHeaders();
    res.write(HEAD_404.slice(0, 30));
    expect(sent).toEqual([]);
    expect(state.flushes).toBe(0);
    res.write(HEAD_404.slice(30));
    expect(res.statusCode).toBe(404);
    expect(sent.map(({ method, args }) => [method, textOf(args[0])])).toEqual([['write', HEAD_404]]);
    // From then on the answer passes straight through, as it was given.
    res.write('<body>');
    res.end('</body></html>');
    expect(sent.slice(1)).toEqual([
      { method: 'write', args: ['<body>'] },
      { method: 'end', args: ['</body></html>'] },
    ]);
  });

  it('holds string chunks in any encoding and Buffer chunks as the bytes they stand for', () => {
    const { res, sent } = htmlResponse();
    const done = vi.fn();
    res.write(Buffer.from(HEAD_404.slice(0, 20)));
    res.write(Buffer.from(HEAD_404.slice(20, 60)).toString('base64'), 'base64');
    res.write(HEAD_404.slice(60), done);
    expect(textOf(sent[0]?.args[0])).toBe(HEAD_404);
    expect(res.statusCode).toBe(404);
    return vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
  });

  it('applies a status only over a 200 whose headers are not sent yet', () => {
    const redirect = htmlResponse();
    redirect.res.statusCode = 307;
    redirect.res.end(HEAD_404);
    expect(redirect.res.statusCode).toBe(307);

    const sentAlready = htmlResponse();
    (sentAlready.res as { headersSent: boolean }).headersSent = true;
    sentAlready.res.end(HEAD_404);
    expect(sentAlready.res.statusCode).toBe(200);
  });

  it('leaves a page that declares nothing at 200, sent whole in one call as it came', () => {
    const { res, sent } = htmlResponse();
    res.end(`${HEAD_200}<body></body></html>`);
    expect(res.statusCode).toBe(200);
    expect(sent.map(({ method, args }) => [method, textOf(args[0] ?? '')])).toEqual([
      ['end', `${HEAD_200}<body></body></html>`],
    ]);
  });

  it('adds Retry-After to a declared 503', () => {
    const { res, headers } = htmlResponse();
    res.end('<html><head><meta name="x-http-status" content="503"/></head></html>');
    expect(res.statusCode).toBe(503);
    expect(headers.get('retry-after')).toBe('30');
  });

  it('sends no empty chunk for an HTML answer without a body', () => {
    const { res, sent } = htmlResponse();
    res.end();
    expect(sent).toEqual([{ method: 'end', args: [undefined, undefined, undefined] }]);
  });

  it('passes other answers through from their first byte, untouched', () => {
    const { res, sent } = htmlResponse({ 'content-type': 'application/json' });
    const done = () => {};
    res.write('{"meta":"<meta name=\\"x-http-status\\" content=\\"404\\">"', 'utf8', done);
    expect(sent).toEqual([
      { method: 'write', args: ['{"meta":"<meta name=\\"x-http-status\\" content=\\"404\\">"', 'utf8', done] },
    ]);
    res.end('}');
    expect(res.statusCode).toBe(200);
  });
});

describe('applyDocumentStatus and the stylesheet links of next/dynamic', () => {
  // Next.js renders the stylesheet of a `dynamic()` part as `<link rel="stylesheet" as="style" precedence>`
  // (next/dist/shared/lib/lazy-dynamic/preload-chunks.js) and React hoists it into the head as it is: HTML
  // allows `as` only on a preload (the W3C checker: « A link element with an as attribute must have a rel
  // attribute that contains the value preload… »).
  const DYNAMIC = '<link href="/_next/static/chunks/a.css" rel="stylesheet" as="style" data-precedence="dynamic"/>';
  const FIXED = '<link href="/_next/static/chunks/a.css" rel="stylesheet" data-precedence="dynamic"/>';
  const PRELOAD = '<link rel="preload" href="/b.css" as="style"/>';
  const head = (links: string) => `<!DOCTYPE html><html><head><title>Offre</title>${links}</head>`;
  // The same text in the body (a payload's string, an example in an article) is content: never touched.
  const BODY = `<body><pre>${DYNAMIC.replaceAll('<', '&lt;')}</pre><script>self.x=${JSON.stringify(DYNAMIC)}</script></body></html>`;

  it('drops `as` from a stylesheet link of a streamed head, and only there', () => {
    const { res, sent } = htmlResponse();
    res.write(head(`${DYNAMIC}${PRELOAD}`).slice(0, 70));
    res.write(head(`${DYNAMIC}${PRELOAD}`).slice(70));
    res.end(BODY);
    expect(sent.map(({ args }) => textOf(args[0])).join('')).toBe(`${head(`${FIXED}${PRELOAD}`)}${BODY}`);
  });

  it('drops it from a page sent whole too, whose ETag is that of the bytes sent', () => {
    const fake = fakeResponse(HTML);
    const strings = createStringBodies();
    applyDocumentStatus(fake.res, { method: 'GET', headers: {} }, { strings, compressed: undefined as never });
    const page = `${head(DYNAMIC)}${BODY}${'<p>Kia EV3</p>'.repeat(100)}`;
    fake.res.end(page);
    const sentText = textOf(fake.sent[0]?.args[0]);
    expect(sentText).toBe(page.replace(DYNAMIC, FIXED));
    expect(fake.headers.get('etag')).toBe(createStringBodies().encoded(sentText).tag);
  });

  // Next.js sets Content-Length on a page it sends whole: a length left as it was made the client wait for
  // bytes that never came, and the connection was reset (the fuzzer's « ECONNRESET » on /stock).
  it('gives a page sent whole with a Content-Length the length of the bytes sent', () => {
    const page = `${head(DYNAMIC)}${BODY}`;
    const fake = fakeResponse({ ...HTML, 'content-length': String(Buffer.byteLength(page)) });
    applyDocumentStatus(fake.res);
    fake.res.end(Buffer.from(page));
    const sentBytes = fake.sent.map(({ args }) => textOf(args[0])).join('');
    expect(Number(fake.headers.get('content-length'))).toBe(Buffer.byteLength(sentBytes));
  });

  it('gives a streamed page with a Content-Length the length of the bytes sent', () => {
    const page = `${head(DYNAMIC)}${BODY}`;
    const { res, sent, headers } = htmlResponse({ ...HTML, 'content-length': String(Buffer.byteLength(page)) });
    res.write(page.slice(0, 70));
    res.write(page.slice(70));
    res.end();
    const sentBytes = sent
      .filter(({ args }) => args[0] !== undefined && typeof args[0] !== 'function')
      .map(({ args }) => textOf(args[0]))
      .join('');
    expect(Number(headers.get('content-length'))).toBe(Buffer.byteLength(sentBytes));
  });
});

describe('declaredStatus', () => {
  it('reads a document with no end of head to its last character', () => {
    expect(declaredStatus('<head><meta name="x-http-status" content="404"')).toBe(404);
  });
});

describe('applyDocumentStatus with compressed answers', () => {
  const PAGE = `${HEAD_200}<body>${'<p>Renault Clio E-Tech – 24 990 €</p>'.repeat(60)}</body></html>`;
  /** A store whose copy is ready when the test says so. */
  function pendingCopy() {
    let ready: (copy: Buffer) => void = () => {};
    const answers = {
      encode: () => new Promise<Buffer>((resolve) => (ready = resolve)),
      size: () => ({ entries: 0, bytes: 0 }),
    } as CompressedAnswers;
    return { answers, ready: (copy: Buffer) => ready(copy) };
  }
  function compressedResponse(answers: CompressedAnswers) {
    const fake = fakeResponse(HTML);
    applyDocumentStatus(
      fake.res,
      { method: 'GET', headers: { 'accept-encoding': 'br' } },
      { strings: createStringBodies(), compressed: answers },
    );
    return fake;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends the copy with its encoding and length once it is ready', async () => {
    const copy = pendingCopy();
    const { res, sent, headers } = compressedResponse(copy.answers);
    res.end(PAGE);
    expect(sent).toEqual([]);
    copy.ready(Buffer.from('compressed'));
    await settle();
    expect(sent.map(({ method, args }) => [method, textOf(args[0])])).toEqual([['end', 'compressed']]);
    expect(headers.get('content-encoding')).toBe('br');
    expect(headers.get('content-length')).toBe(10);
    expect(headers.get('vary')).toBe('Accept-Encoding');
  });

  it('a page sent again as the same string is encoded and hashed once; another encoding or a POST is not taken from there', async () => {
    const strings = createStringBodies();
    const send = (method: string, encoding?: BufferEncoding, text = PAGE) => {
      const fake = fakeResponse(HTML);
      applyDocumentStatus(fake.res, { method, headers: {} }, { strings, compressed: pendingCopy().answers });
      if (encoding) fake.res.end(text, encoding);
      else fake.res.end(text);
      return fake;
    };
    const first = send('GET');
    const again = send('GET');
    expect(strings.size().entries).toBe(1);
    expect(again.sent[0]?.args[0]).toBe(first.sent[0]?.args[0]); // the very same bytes
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(textOf(send('GET', 'latin1').sent[0]?.args[0])).toBe(Buffer.from(PAGE, 'latin1').toString('utf8'));
    send('POST', undefined, `${PAGE}<!-- formulaire refusé -->`);
    expect(strings.size().entries).toBe(1);
  });

  it('adds Accept-Encoding to Vary once, and never beside *', async () => {
    for (const [vary, expected] of [
      ['rsc, Accept-Encoding', 'rsc, Accept-Encoding'],
      ['*', '*'],
      [RSC_HEADER, `${RSC_HEADER}, Accept-Encoding`],
    ]) {
      const copy = pendingCopy();
      const fake = fakeResponse({ ...HTML, vary: vary! });
      applyDocumentStatus(
        fake.res,
        { method: 'GET', headers: { 'accept-encoding': 'br' } },
        { strings: createStringBodies(), compressed: copy.answers },
      );
      fake.res.end(PAGE);
      expect(fake.headers.get('vary'), vary).toBe(expected);
    }
  });

  it('a response whose headers left meanwhile gets the page as it is; one the visitor closed gets nothing', async () => {
    const sentEarly = pendingCopy();
    const early = compressedResponse(sentEarly.answers);
    early.res.end(PAGE);
    (early.res as { headersSent: boolean }).headersSent = true;
    sentEarly.ready(Buffer.from('compressed'));
    await settle();
    expect(early.sent.map(({ args }) => textOf(args[0]))).toEqual([PAGE]);
    expect(early.headers.get('content-encoding')).toBeUndefined();

    const left = pendingCopy();
    const closed = compressedResponse(left.answers);
    closed.res.end(PAGE);
    closed.res.destroy();
    left.ready(Buffer.from('compressed'));
    await settle();
    expect(closed.sent).toEqual([]);
  });

  it('a response that fails while sending the copy is destroyed, not left to crash the process', async () => {
    const copy = pendingCopy();
    const fake = compressedResponse(copy.answers);
    fake.res.end(PAGE);
    fake.state.endError = new Error('write after end');
    copy.ready(Buffer.from('compressed'));
    await settle();
    expect(fake.state.destroyed).toBe(1);
  });
});
