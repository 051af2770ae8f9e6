import { getDb } from '@/db/client';
import type { ScheduledEntry, StorySummary } from '@/content/management-contract';
import { listStoryRows } from '@/content/local-service/manage-stories';
import { listOpenSchedules } from '@/content/local-service/scheduled-actions';
import { toSummary } from '@/content/local-service/story-summary';

/**
 * The stories of the local content service as `GET /api/content/manage/stories` lists them (the same two
 * functions), for the studio's server-rendered pages: out of the bin, or with `bin` the bin only.
 */
export async function loadStorySummaries({ bin }: { bin: boolean }): Promise<StorySummary[]> {
  return (await listStoryRows(await getDb(), { bin })).map(toSummary);
}

/** The scheduled actions still waiting or failed, per story id (the tree's badges), as `GET …/schedules` lists them. */
export async function loadOpenSchedules(): Promise<Map<number, ScheduledEntry[]>> {
  const byStory = new Map<number, ScheduledEntry[]>();
  for (const { storyId, ...entry } of await listOpenSchedules(await getDb())) {
    byStory.set(storyId, [...(byStory.get(storyId) ?? []), entry]);
  }
  return byStory;
}
