/**
 * Sends the frame the unsaved story while an editor types: at most one message per `delayMs`, always the
 * latest (a message waiting is replaced, never queued behind an older one), and in the order given: `flush`
 * sends what waits before a message that must follow it (`change` after a save), `cancel` drops it.
 * Throttled rather than debounced: steady typing still reaches the frame every `delayMs`, not only at a pause.
 */
export type Timers = {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

export type LatestMessageSender<M> = {
  push: (message: M) => void;
  flush: () => void;
  cancel: () => void;
  /** Whether a message waits to be sent. */
  pending: () => boolean;
};

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function latestMessageSender<M>(
  send: (message: M) => void,
  delayMs: number,
  timers: Timers = browserTimers,
): LatestMessageSender<M> {
  let waiting: { message: M } | null = null;
  let timer: unknown = null;

  const flush = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    const next = waiting;
    waiting = null;
    if (next) send(next.message);
  };

  return {
    push(message) {
      waiting = { message };
      timer ??= timers.set(flush, delayMs);
    },
    flush,
    cancel() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      waiting = null;
    },
    pending: () => waiting !== null,
  };
}
