/**
 * How many login attempts a key (an account's e-mail, a client address) gets per window. In memory per
 * process for now; `loginAllowed` is the one function a shared (Redis) limiter replaces.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LIMITS = { account: 20, address: 100 } as const;

type Window = { startedAt: number; count: number };
const windows = new Map<string, Window>();

/**
 * Counts one attempt for `key` (`account:{email}` or `address:{ip}`) and says whether it may go on: at most
 * the key's limit per 15 minutes, counted from its first attempt.
 */
export async function loginAllowed(key: string, now = Date.now()): Promise<boolean> {
  const limit = key.startsWith('address:') ? LOGIN_LIMITS.address : LOGIN_LIMITS.account;
  let window = windows.get(key);
  if (!window || now - window.startedAt >= LOGIN_WINDOW_MS) {
    window = { startedAt: now, count: 0 };
    windows.set(key, window);
    sweep(now);
  }
  window.count++;
  return window.count <= limit;
}

/** Forgets every window (tests). */
export function resetLoginLimits(): void {
  windows.clear();
}

function sweep(now: number): void {
  if (windows.size < 10_000) return;
  for (const [key, window] of windows) if (now - window.startedAt >= LOGIN_WINDOW_MS) windows.delete(key);
}
