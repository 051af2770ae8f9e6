import { createHash } from 'node:crypto';
import type { Database } from '@/db/client';
import { webhookReceipts } from '@/db/schema';

/** Which signed notice: Storyblok's content webhook, or the stock import's. */
export type NoticeKind = 'content' | 'stock';

/**
 * True the first time a signed notice is offered for this content version or stock revision, for ever and
 * whichever instance receives it; false for a replay. The row is written by the check itself (one statement),
 * so two instances offered the same notice at once accept it once.
 */
export async function firstReceipt(
  db: Database,
  kind: NoticeKind,
  { signature, version }: { signature: string; version: string | number },
): Promise<boolean> {
  const key = createHash('sha256').update(`${kind}:${signature.toLowerCase()}:${version}`).digest('hex');
  const inserted = await db
    .insert(webhookReceipts)
    .values({ key, kind })
    .onConflictDoNothing()
    .returning({ key: webhookReceipts.key });
  return inserted.length === 1;
}
