import { listEntries } from '@/content/entries';
import { storySlug } from '@/content/content-folders';
import type { ContentVersion } from '@/content/stories';
import { jobAdvertFromBlock, type JobAdvert } from './job-advert';

/**
 * Every job advert of the site, open or closed (published ones, or drafts in preview). A story whose content
 * does not match the schema is left out by the entry loader, which logs it once.
 */
export async function loadJobAdverts(version: ContentVersion): Promise<JobAdvert[]> {
  return (await listEntries('job_advert', version)).map(({ story, content }) =>
    jobAdvertFromBlock(content, storySlug(story.fullSlug)),
  );
}
