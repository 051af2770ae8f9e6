const warned = new Set<string>();

/**
 * Logs a warning once per process for each key, so content that stays broken is reported once, not on every
 * render that reads it. Put what the warning says in the key (e.g. the problems) to log again when it changes.
 */
export function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}
