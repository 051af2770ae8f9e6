/**
 * Tells an open tab that a new build is live: `/builds/latest.json` is polled while the tab is visible
 * (and once when it becomes visible again after the interval), and the first id that differs from the
 * build the tab runs is reported once.
 */
export const BUILD_MANIFEST_PATH = '/builds/latest.json';
export const DEFAULT_BUILD_POLL_MS = 5 * 60_000;

export type BuildManifest = { id: string; timestamp: string };

export function parseBuildManifest(value: unknown): BuildManifest | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, timestamp } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof timestamp === 'string' ? { id, timestamp } : null;
}

type WatchOptions = { currentId: string; intervalMs: number; onNewBuild: (manifest: BuildManifest) => void };

/** Starts polling; returns the function that stops it. */
export function watchBuild({ currentId, intervalMs, onNewBuild }: WatchOptions): () => void {
  let lastCheck = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const check = async () => {
    lastCheck = Date.now();
    try {
      const response = await fetch(`${BUILD_MANIFEST_PATH}?t=${lastCheck}`, { cache: 'no-store' });
      const manifest = response.ok ? parseBuildManifest(await response.json()) : null;
      if (!manifest) throw new Error(`answered ${response.status} without a build id`);
      if (manifest.id !== currentId && !stopped) {
        stopped = true;
        onNewBuild(manifest);
      }
    } catch (error) {
      // A deploy in progress or a network drop: the next round asks again.
      console.warn(`Build manifest not fetched: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    if (stopped || document.visibilityState !== 'visible') return;
    timer = setTimeout(() => void check().then(schedule), Math.max(0, lastCheck + intervalMs - Date.now()));
  };
  const onVisibility = () => schedule();

  document.addEventListener('visibilitychange', onVisibility);
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
