import { hash, verify } from '@node-rs/argon2';

/** Passwords are at least this long (a phrase is easier to remember than symbols, and harder to guess). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum), a random salt per hash. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified when the e-mail is unknown, so an unknown address takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/** Whether `password` matches `stored`; with no stored hash, a dummy one is checked and false returned. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hash('autopolis-dummy-password-for-constant-time');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `at most ${MAX_PASSWORD_LENGTH} characters`;
  return null;
}
