import { createHmac, timingSafeEqual } from 'node:crypto';

const SHA1_HEX = /^[0-9a-f]{40}$/i;

/** The form of a hex HMAC-SHA1 signature; checked before a body is read, so junk costs nothing. */
export function looksLikeSha1Hex(signature: string | null): signature is string {
  return signature !== null && SHA1_HEX.test(signature);
}

/**
 * Whether `signature` is the hex HMAC-SHA1 of `body` with `secret`. The bytes of fixed length are compared
 * in constant time: any other length, non-hex or non-ASCII text is simply not equal, never an exception.
 * An empty secret signs nothing.
 */
export function isValidHmacSha1(body: string, signature: string | null, secret: string | undefined): boolean {
  if (!secret || !looksLikeSha1Hex(signature)) return false;
  const expected = createHmac('sha1', secret).update(body, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
