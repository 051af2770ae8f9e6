import type { Database } from '@/db/client';
import { repeatPass } from '@/db/repeated-pass';
import { hasDueActions } from './scheduled-actions';

export type ScheduledRunnerOptions = {
  intervalMs?: number;
  logger?: Pick<Console, 'warn' | 'error'>;
};

/**
 * The loop that runs scheduled publishing from the server process: a pass at start (an action whose time
 * passed while the site was down is caught up there), then one `intervalMs` after the previous pass ended.
 * A pass reads whether anything is due and, if so, calls `run` (instrumentation.ts: the site's own
 * scheduled-run route, where revalidation works; it returns false while the server does not listen yet).
 * Nothing throws out of the timer. Returns `stop`, which waits for a pass under way.
 */
export function startScheduledActions(
  getDb: () => Promise<Database>,
  run: () => Promise<boolean>,
  { intervalMs = 5_000, logger = console }: ScheduledRunnerOptions = {},
): () => Promise<void> {
  return repeatPass(
    async () => {
      if (await hasDueActions(await getDb())) await run();
    },
    {
      intervalMs,
      onError: (error) =>
        logger.error(`Scheduled publishing pass failed: ${error instanceof Error ? error.message : String(error)}`),
    },
  );
}
