/**
 * An old tab after a deploy asks for script chunks the new build no longer has. One reload fetches the new
 * build's pages; a second failure within the guard window means reloading will not help, so it stops there.
 */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const RELOADED_AT = 'site:chunk-reload-at';

export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      reason.message,
    )
  );
}

type ReloadDeps = { now: number; storage: Pick<Storage, 'getItem' | 'setItem'>; reload: () => void };

/** Reloads the page unless it already did so less than 10 s ago; true when it reloads. */
export function reloadAfterChunkError({ now, storage, reload }: ReloadDeps): boolean {
  const last = Number(storage.getItem(RELOADED_AT) ?? '');
  // Nothing stored (0) or garbage (NaN) reloads; so does a stored time in the future (a clock set back).
  if (now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOADED_AT, String(now));
  reload();
  return true;
}

/** The browser's own dependencies (session storage may be unavailable: then no reload, no loop). */
export function reloadPageAfterChunkError(): boolean {
  try {
    return reloadAfterChunkError({
      now: Date.now(),
      storage: window.sessionStorage,
      reload: () => window.location.reload(),
    });
  } catch {
    return false;
  }
}
