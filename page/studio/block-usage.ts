import { listStories, type ContentVersion } from '@/content/stories';
import { outlineOf } from '@/vocabulary/story-outline';

export type StoryUse = { fullSlug: string; name: string };

/** Every story whose content uses each block (drafts included where the content service gives them). */
export async function storiesByBlock(version: ContentVersion): Promise<Map<string, StoryUse[]>> {
  const uses = new Map<string, StoryUse[]>();
  for (let page = 1; ; page++) {
    const { stories, total } = await listStories({ perPage: 100, page }, version);
    for (const story of stories) {
      for (const name of outlineOf(story.content).names) {
        const list = uses.get(name) ?? [];
        list.push({ fullSlug: story.fullSlug, name: story.name });
        uses.set(name, list);
      }
    }
    if (stories.length === 0 || page * 100 >= total) break;
  }
  return uses;
}
