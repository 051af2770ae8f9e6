import { limitStoreFromEnv, rateLimit, type RateLimit } from '@/services/limits/rate-limit';

/**
 * How many login attempts a key (an account's e-mail, a client address) gets per window, counted by the
 * site's one limiter (services/limits/rate-limit.ts): in this process's memory, or in Redis with REDIS_URL, so
 * that N instances allow the limit once between them, not N times.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LIMITS = { account: 20, address: 100 } as const;

/** Requests for a password reset link: per e-mail (mails to one mailbox), per address (a flood). */
export const RESET_REQUEST_WINDOW_MS = 60 * 60_000;
export const RESET_REQUEST_LIMITS = { email: 5, address: 30 } as const;

type Limits = { account: RateLimit; address: RateLimit; resetEmail: RateLimit; resetAddress: RateLimit };
let limits: Limits | undefined;

/** Made at the first attempt, not at import: the build imports this module too, and never connects to Redis. */
function loginLimits(): Limits {
  if (limits) return limits;
  const store = limitStoreFromEnv();
  const make = (name: string, limit: number, windowMs: number) =>
    rateLimit({ name, limit, windowSeconds: windowMs / 1000, store });
  limits = {
    account: make('studio-login-account', LOGIN_LIMITS.account, LOGIN_WINDOW_MS),
    address: make('studio-login-address', LOGIN_LIMITS.address, LOGIN_WINDOW_MS),
    resetEmail: make('studio-reset-email', RESET_REQUEST_LIMITS.email, RESET_REQUEST_WINDOW_MS),
    resetAddress: make('studio-reset-address', RESET_REQUEST_LIMITS.address, RESET_REQUEST_WINDOW_MS),
  };
  return limits;
}

/**
 * Counts one attempt for `key` (`account:{email}` or `address:{ip}`) and says whether it may go on: at most
 * the key's limit per 15 minutes, counted from its first attempt.
 */
export async function loginAllowed(key: string): Promise<boolean> {
  const { account, address } = loginLimits();
  return key.startsWith('address:') ? address.take(key) : account.take(key);
}

/** Counts a request for a reset link from `address` for `email`; both are counted, whatever the first says. */
export async function resetRequestAllowed(email: string, address: string): Promise<boolean> {
  const { resetEmail, resetAddress } = loginLimits();
  const [byEmail, byAddress] = await Promise.all([
    resetEmail.take(`email:${email.trim().toLowerCase()}`),
    resetAddress.take(`address:${address}`),
  ]);
  return byEmail && byAddress;
}

/** Forgets every count of this process (tests): new in-memory limiters; counts kept in Redis stay. */
export function resetLoginLimits(): void {
  limits = undefined;
}
