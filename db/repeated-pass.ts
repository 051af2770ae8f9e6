/**
 * A background job of the server process: `pass` runs once at start, then `intervalMs` after the previous pass
 * ended (at once when it returns `'again'`: a full batch may have more behind it), never two at a time. The
 * timer never keeps the process alive on its own, and nothing is thrown out of it: a pass that throws is
 * handed to `onError` and the loop goes on. Returns `stop`, which waits for a pass under way.
 */
export function repeatPass(
  pass: () => Promise<'again' | void>,
  { intervalMs, onError }: { intervalMs: number; onError: (error: unknown) => void },
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delayMs: number): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass()
        .catch((error: unknown) => onError(error))
        .then((next) => {
          running = undefined;
          schedule(next === 'again' ? 0 : intervalMs);
        });
    }, delayMs);
    timer.unref();
  };

  schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
