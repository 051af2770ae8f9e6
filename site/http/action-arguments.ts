import { AsyncLocalStorage } from 'node:async_hooks';

/** Whether the server action of a request has accepted its arguments (server.ts asks once Next.js answers). */
export type ActionArgumentsState = { accepted: boolean };

// server.ts (run by tsx) and the actions (in Next.js's server bundle) load this module twice: the one store lives
// on globalThis, under a name both copies agree on.
const STORE_KEY = Symbol.for('autopolis.action-arguments');
const holder = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<ActionArgumentsState> };

/**
 * The request's state, set by server.ts around Next.js's handler for a post that may call a server action. Next.js
 * answers 500 whenever it cannot decode an action's arguments (tampered `$ACTION_*` fields, a body that is no
 * form, a broken multipart body); a failure before the action accepted its arguments is the request's fault,
 * answered 400 by server.ts (server/action-post-answer.ts); after, it is the server's.
 */
export const actionArguments: AsyncLocalStorage<ActionArgumentsState> = (holder[STORE_KEY] ??=
  new AsyncLocalStorage<ActionArgumentsState>());

/** Thrown by an action given arguments it does not take: the post is answered 400, not 500. */
export class ActionArgumentsRefused extends Error {}

/** Called by every server action once it has checked its arguments: from here on a failure is the server's. */
export function acceptActionArguments(): void {
  const state = actionArguments.getStore();
  if (state) state.accepted = true;
}
