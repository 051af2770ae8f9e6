import type { ServerResponse } from 'node:http';
import type { ActionArgumentsState } from '@/site/http/action-arguments';
import { malformedFormPost } from './form-post-guard';

type Callback = (error?: Error | null) => void;

/**
 * Answers 400 (« Envoi non valide ») in place of Next.js's 500 (or its bare 400) when a post's server action never accepted its
 * arguments (site/http/action-arguments.ts): Next.js could not decode them (tampered `$ACTION_*` fields, a body
 * that is no form, a broken multipart body) or the action refused them. A failure after the action accepted
 * them is the server's, and passes untouched. Decided at the first byte, when the status is known.
 */
export function answerRefusedActionArguments(res: ServerResponse, state: ActionArgumentsState): void {
  const { write, end, flushHeaders } = res;
  let decided = false;
  const restore = () => {
    res.write = write;
    res.end = end;
    res.flushHeaders = flushHeaders;
  };
  const replaces = () => {
    decided = true;
    // Next.js answers 500 for most arguments it cannot decode, and a bare English 400 for some.
    const replace = (res.statusCode === 400 || res.statusCode >= 500) && !res.headersSent && !state.accepted;
    if (!replace) restore();
    return replace;
  };

  // Next.js flushes the headers before it streams an action's answer: held until the status is known.
  res.flushHeaders = () => {};
  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    if (!decided && !replaces()) return (write as (...args: unknown[]) => boolean).call(res, chunk, encoding, callback);
    // Next.js's error answer is dropped.
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as Callback);
    return true;
  } as ServerResponse['write'];

  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown): ServerResponse {
    if (!decided && !replaces())
      return (end as (...args: unknown[]) => ServerResponse).call(res, chunk, encoding, callback);
    restore();
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function') as Callback | undefined;
    const answer = malformedFormPost();
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.statusCode = answer.status;
    return res.end(answer.body, done);
  } as ServerResponse['end'];
}
