import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { MessageKey } from '@/i18n/translate';
import { OWN_ANSWER_HEADERS, refusalPage } from './malformed-request';

type ClientError = Error & { code?: string };

const PAGES: Record<400 | 408 | 431, [MessageKey, MessageKey]> = {
  400: ['error.badRequestTitle', 'error.badRequestText'],
  408: ['error.requestTimeoutTitle', 'error.requestTimeoutText'],
  431: ['error.headersTooLargeTitle', 'error.headersTooLargeText'],
};

/**
 * The bytes to write for a request Node.js's parser refused before any handler ran (its `clientError`
 * event), or null when nothing can be answered (the client is gone). Node.js's own answers (a bare `431`,
 * `400` or `408` with `Connection: close`) carry none of the security headers; these do, with a small page.
 */
export function clientErrorAnswer(error: ClientError): Buffer | null {
  if (error.code === 'ECONNRESET') return null;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'HPE_HEADERS_TIMEOUT'
        ? 408
        : 400;
  const body = Buffer.from(refusalPage(...PAGES[status]));
  const headers = {
    ...OWN_ANSWER_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(body.length),
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n`), body]);
}

/** What Node.js keeps on a connection: the answer in flight, if any (`_httpMessage`, read by its own default). */
type ClientSocket = Duplex & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * The server's `clientError` listener: as Node.js's default, it answers unless an answer to an earlier request
 * on this connection has started (the refusal would land in the middle of it), then closes the connection,
 * which the parser cannot read on. A kept-alive connection whose earlier answers are complete is answered.
 */
export function answerClientError(error: ClientError, socket: ClientSocket): void {
  const answering = socket._httpMessage?.headersSent === true;
  const answer = socket.writable && !answering ? clientErrorAnswer(error) : null;
  if (answer) socket.end(answer, () => socket.destroy());
  else socket.destroy();
}

/**
 * The server's `checkExpectation` listener: an `Expect` other than `100-continue` gets the 417 Node.js would
 * send, with the security headers it would leave out.
 */
export function answerUnmetExpectation(_request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(417, { ...OWN_ANSWER_HEADERS, 'Cache-Control': 'no-store' }).end();
}
