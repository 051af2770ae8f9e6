import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentSource } from './content-config';

/**
 * The secrets that guard unpublished content, as Storyblok has them: a space's **public** token reads
 * published content only; its **preview** token also reads drafts and signs the visual editor's preview
 * links (`_storyblok_tk[token]`). Production never falls back to a built-in or generated preview token.
 */

/** The local content service's public token: it reads published content only, which is public anyway. */
export const LOCAL_PUBLIC_TOKEN = 'local';

/** The local content service's space id (the `space` row seeded in every database). */
export const LOCAL_SPACE_ID = '1';

/** Shorter configured preview tokens are refused in production (Storyblok's own are 24 characters). */
export const MIN_PREVIEW_TOKEN_LENGTH = 16;

const GENERATED_TOKEN_FILE = 'preview-token';

export type AccessLevel = 'preview' | 'public';

type Env = Record<string, string | undefined>;

/** Said once per process, not on every request. */
let refusalLogged = false;

/** Generated tokens by file, read once per process. */
const generatedTokens = new Map<string, string>();

/**
 * The preview token, or null when drafts and previews are switched off:
 * `STORYBLOK_PREVIEW_TOKEN` when set (at least 16 characters in production); otherwise, outside
 * production, a random token generated once per install into `.data/preview-token` and printed once.
 */
export function previewToken(env: Env = process.env): string | null {
  const configured = env.STORYBLOK_PREVIEW_TOKEN?.trim();
  const production = env.NODE_ENV === 'production';
  if (configured) {
    if (production && (configured.length < MIN_PREVIEW_TOKEN_LENGTH || configured === LOCAL_PUBLIC_TOKEN)) {
      if (!refusalLogged)
        console.error(
          `STORYBLOK_PREVIEW_TOKEN is refused: it must have at least ${MIN_PREVIEW_TOKEN_LENGTH} characters. Previews are off.`,
        );
      refusalLogged = true;
      return null;
    }
    return configured;
  }
  if (production) return null;
  return developmentPreviewToken(env.PREVIEW_TOKEN_DIR ?? '.data');
}

/** A per-install preview token for development, kept in `.data/` so preview links survive restarts. */
function developmentPreviewToken(dir: string): string {
  const file = path.resolve(/*turbopackIgnore: true*/ dir, GENERATED_TOKEN_FILE);
  const known = generatedTokens.get(file) ?? readToken(file);
  if (known) {
    generatedTokens.set(file, known);
    return known;
  }
  const token = randomBytes(24).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  generatedTokens.set(file, token);
  console.warn(
    `Generated a development preview token in ${file}: ${token} (production requires STORYBLOK_PREVIEW_TOKEN).`,
  );
  return token;
}

function readToken(file: string): string | null {
  try {
    const token = readFileSync(file, 'utf8').trim();
    return token.length >= MIN_PREVIEW_TOKEN_LENGTH ? token : null;
  } catch {
    return null;
  }
}

/**
 * The space whose preview links are accepted: `STORYBLOK_SPACE_ID`, or the local space in local mode;
 * null when a Storyblok space is used without its id (previews are then refused).
 */
export function previewSpaceId(env: Env = process.env): string | null {
  const configured = env.STORYBLOK_SPACE_ID?.trim();
  if (configured) return configured;
  return contentSource(env as NodeJS.ProcessEnv).kind === 'local' ? LOCAL_SPACE_ID : null;
}

/** Equal strings, compared in constant time over their sha256 digests (any length, any characters). */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/**
 * What a token sent to the local content service over HTTP unlocks: the preview token reads drafts and
 * published content, the public token published content only; anything else nothing (null → 401).
 */
export function contentAccessFor(token: string | null, env: Env = process.env): AccessLevel | null {
  if (!token) return null;
  const preview = previewToken(env);
  if (preview && secretsEqual(token, preview)) return 'preview';
  if (secretsEqual(token, LOCAL_PUBLIC_TOKEN)) return 'public';
  return null;
}
