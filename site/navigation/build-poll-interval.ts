import { DEFAULT_BUILD_POLL_MS } from './build-watch';

/** How often open tabs ask for the current build: BUILD_POLL_INTERVAL_SECONDS (10 s to a day), else 5 minutes. */
export function buildPollInterval(env: Record<string, string | undefined>): number {
  const raw = env.BUILD_POLL_INTERVAL_SECONDS?.trim();
  if (!raw) return DEFAULT_BUILD_POLL_MS;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < 10 || seconds > 86_400) {
    throw new Error(`BUILD_POLL_INTERVAL_SECONDS must be a whole number of seconds from 10 to 86400, not "${raw}"`);
  }
  return seconds * 1000;
}
