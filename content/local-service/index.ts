export { handleContentRequest } from './handle-request';
export {
  getCv,
  onPublish,
  publishStory,
  saveDraft,
  unpublishStory,
  type PublishEvent,
  type PublishListener,
  type SavedStory,
} from './publishing';
export type { CdnStory } from './story-response';
export type { CdnLink } from './link-object';
