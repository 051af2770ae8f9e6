import type { Server, ServerResponse } from 'node:http';
import { shutdownHooks, type ShutdownHook } from '../framework/shutdown-hooks';

export type ShutdownOptions = {
  /** From the signal to the exit. Supervisors wait 10 s (systemd, Docker) before they kill. */
  deadlineMs?: number;
  /** Of the deadline, the part kept for the hooks when requests are still running. */
  hooksReserveMs?: number;
  hooks?: () => readonly ShutdownHook[];
  log?: Pick<Console, 'log' | 'warn' | 'error'>;
  exit?: (code: number) => void;
};

/**
 * Stops `server` without cutting anyone off: on `stop(signal)` it accepts no new connection, answers the
 * requests in flight (each answer then closes its connection, and idle kept-alive connections are closed, so a
 * load balancer sends the next request elsewhere), then runs the shutdown hooks (framework/shutdown-hooks.ts:
 * the lead delivery finishes its pass, the database and Redis close) and exits 0. Whatever is still running at
 * the deadline is cut and the exit is 1. Signals after the first change nothing.
 */
export function gracefulShutdown(server: Server, options: ShutdownOptions = {}) {
  const {
    deadlineMs = 9_000,
    hooksReserveMs = 2_000,
    hooks = shutdownHooks,
    log = console,
    exit = (code: number) => process.exit(code),
  } = options;
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  let whenAnswered: (() => void) | null = null;
  // The answer's last word on its connection: a kept-alive connection could carry one more request otherwise,
  // sent just as it closes and lost.
  const closingConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };

  server.on('request', (_request, response) => {
    inFlight.add(response);
    if (stopping) closingConnection(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (!stopping) return;
      // An answer whose headers had left before the stop kept its connection alive: closed now it is idle.
      server.closeIdleConnections();
      if (inFlight.size === 0) whenAnswered?.();
    });
  });

  async function stop(signal: string): Promise<void> {
    // The same stop often arrives twice: a supervisor signals the whole process group, and npm and tsx relay
    // it to their child as well. The deadline bounds the stop anyway.
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    const left = () => started + deadlineMs - Date.now();
    log.log(`${signal}: stopping. No new connections; ${inFlight.size} request(s) in flight to finish.`);
    inFlight.forEach(closingConnection);
    // Closes the idle kept-alive connections too (Node.js ≥ 19).
    server.close();

    let clean = await settledWithin(
      new Promise<void>((resolve) => (inFlight.size === 0 ? resolve() : (whenAnswered = resolve))),
      left() - hooksReserveMs,
    );
    if (!clean) {
      log.warn(
        `${inFlight.size} request(s) still running after ${Date.now() - started} ms: their connections are closed.`,
      );
      server.closeAllConnections();
    }
    for (const hook of hooks()) {
      try {
        if (!(await settledWithin(hook.run(), left()))) {
          log.error(`Shutdown: ${hook.name} did not finish before the deadline.`);
          clean = false;
          break;
        }
      } catch (error) {
        log.error(`Shutdown: ${hook.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        clean = false;
      }
    }
    log.log(`Stopped after ${Date.now() - started} ms${clean ? '' : ', not cleanly'}.`);
    exit(clean ? 0 : 1);
  }

  return { stop, inFlight: () => inFlight.size };
}

/** True when `work` settled within `ms` (a rejection is the caller's to see); false when time ran out first. */
async function settledWithin(work: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(ms, 0))));
  try {
    return await Promise.race([work.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
