import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The visitor's link to cancel or move a booking: `/rendez-vous/<reference>/gerer?jeton=<revision>.<mac>`,
 * the mac an HMAC-SHA256 of the reference and the booking's revision with BOOKING_LINK_SECRET. Every
 * change moves the revision on (booking-changes.ts), so a link works for one action only; the booking's
 * start ends it. Nothing personal is in it: the reference is already the visitor's.
 */

const MIN_SECRET_LENGTH = 32;
const TOKEN = /^(\d{1,6})\.([A-Za-z0-9_-]{43})$/;

const secretSchema = z.object({
  BOOKING_LINK_SECRET: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .min(MIN_SECRET_LENGTH, `BOOKING_LINK_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)
      .optional(),
  ),
});

/** The secret links are signed with; null when not configured. Throws on one too short to be safe. */
export function bookingLinkSecret(env: Record<string, string | undefined> = process.env): string | null {
  const parsed = secretSchema.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  return parsed.data.BOOKING_LINK_SECRET ?? null;
}

/** For the page and its route: a secret too short is the delivery's start-up error; here it turns the links off. */
export function bookingLinkSecretOrNull(env: Record<string, string | undefined> = process.env): string | null {
  try {
    return bookingLinkSecret(env);
  } catch {
    return null;
  }
}

const mac = (reference: string, revision: number, secret: string) =>
  createHmac('sha256', secret).update(`booking-link:${reference}:${revision}`).digest('base64url');

/** The token of a booking at one revision. */
export function bookingToken(reference: string, revision: number, secret: string): string {
  return `${revision}.${mac(reference, revision, secret)}`;
}

/** The revision a token was signed for, or null when it is malformed or not signed with this secret for this booking. */
export function tokenRevision(token: string, reference: string, secret: string): number | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const revision = Number(match[1]);
  const expected = Buffer.from(mac(reference, revision, secret));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? revision : null;
}

/** The page's path for a token (relative: the caller makes it absolute with the site's address). */
export function bookingLinkPath(reference: string, token: string): string {
  return `/rendez-vous/${encodeURIComponent(reference)}/gerer?jeton=${encodeURIComponent(token)}`;
}
