/**
 * What the process closes when it stops (server/graceful-shutdown.ts runs them once the requests in flight are
 * answered): the lead delivery, the database, the shared cache's Redis. Kept on `globalThis`: Next.js bundles
 * instrumentation.ts apart from server.ts and the cache handler, so each would otherwise hold its own list.
 */
export type ShutdownHook = { name: string; run: () => Promise<void> };

const HOOKS = Symbol.for('autopolis.shutdown-hooks');
type WithHooks = typeof globalThis & { [HOOKS]?: ShutdownHook[] };

function hooks(): ShutdownHook[] {
  const global = globalThis as WithHooks;
  return (global[HOOKS] ??= []);
}

/** Adds a step to the shutdown; steps run one after the other, in the order they were added. */
export function onShutdown(name: string, run: () => Promise<void>): void {
  hooks().push({ name, run });
}

/** The steps added so far, in order. */
export function shutdownHooks(): readonly ShutdownHook[] {
  return [...hooks()];
}
