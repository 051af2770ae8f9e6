/**
 * Sends the frame the unsaved story while an editor types: at most one message per `delayMs`, always the
 * latest (a message waiting is replaced, never queued behind an older one), and in the order given: `flush`
 * sends what waits before a message that must follow it (`change` after a save), `cancel` drops it.
 * Throttled rather than debounced: the first keystroke after a quiet spell leaves at once, and steady typing
 * still reaches the frame every `delayMs`, not only at a pause.
 */
export type Timers = {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
  now: () => number;
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
  now: () => performance.now(),
};

export function latestMessageSender<M>(
  send: (message: M) => void,
  delayMs: number,
  timers: Timers = browserTimers,
): LatestMessageSender<M> {
  let waiting: { message: M } | null = null;
  let timer: unknown = null;
  let sentAt = -Infinity;

  const flush = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    const next = waiting;
    waiting = null;
    if (!next) return;
    sentAt = timers.now();
    send(next.message);
  };

  return {
    push(message) {
      waiting = { message };
      if (timer !== null) return;
      const wait = sentAt + delayMs - timers.now();
      if (wait <= 0) flush();
      else timer = timers.set(flush, wait);
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
