import { getDb } from '@/db/client';
import type { StorySummary } from '@/content/management-contract';
import { listStoryRows } from '@/content/local-service/manage-stories';
import { toSummary } from '@/content/local-service/story-summary';

/**
 * The stories of the local content service as `GET /api/content/manage/stories` lists them (the same two
 * functions), for the studio's server-rendered pages: out of the bin, or with `bin` the bin only.
 */
export async function loadStorySummaries({ bin }: { bin: boolean }): Promise<StorySummary[]> {
  return (await listStoryRows(await getDb(), { bin })).map(toSummary);
}
