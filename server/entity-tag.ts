import { createHash } from 'node:crypto';

/**
 * The ETag of an answer sent whole (a cached page or its payload): weak, since compression changes the
 * bytes but not the meaning, and hashed by SHA-1 in native code. Next.js's own (`generateEtags`, turned off)
 * hashed every cached page in JavaScript on every request, about a tenth of what serving it cost.
 */
export function entityTag(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when `If-None-Match` names this tag or is `*`: the client's copy is current (weak comparison, RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | string[] | undefined, tag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  if (value.trim() === '*') return true;
  const opaque = tag.replace(/^W\//, '');
  return value.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}
