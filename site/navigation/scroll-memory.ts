/**
 * Scroll positions per history entry, so back and forward return where the visitor was. The browser's own
 * restoration is off: it restores before the client router has rendered the page it returns to, and lands
 * anywhere. Each entry gets a key in `history.state` (Next's router keeps keys it did not set).
 */
const STORAGE_KEY = 'site:scroll-positions';
const MAX_ENTRIES = 50;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Positions): void {
  const kept = Object.entries(positions).slice(-MAX_ENTRIES);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused: positions are a comfort, not data.
  }
}

export function entryKey(): string | null {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null ? (state as { scrollKey?: unknown }).scrollKey : undefined;
  return typeof key === 'string' ? key : null;
}

/** Gives the current history entry a key if it has none; returns the key. */
export function ensureEntryKey(): string {
  const existing = entryKey();
  if (existing) return existing;
  const key = Math.random().toString(36).slice(2, 10);
  const state: unknown = window.history.state;
  window.history.replaceState({ ...(typeof state === 'object' && state !== null ? state : {}), scrollKey: key }, '');
  return key;
}

export function savePosition(key: string, y: number): void {
  const positions = readPositions();
  delete positions[key];
  positions[key] = Math.round(y);
  writePositions(positions);
}

export function savedPosition(key: string): number | null {
  const y = readPositions()[key];
  return typeof y === 'number' && Number.isFinite(y) ? y : null;
}
