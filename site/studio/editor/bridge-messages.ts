import { z } from 'zod';
import { type StoryBlock, isBlock } from './block-tree';

/**
 * The messages the studio and the framed page exchange: Storyblok's visual editor protocol, as
 * `@storyblok/preview-bridge` speaks it (plain objects with an `action`, posted with `postMessage`), so one
 * preview path serves Storyblok's editor and the studio (docs/decisions/0011-editors-preview-and-studio.md).
 *
 * From the page: `initialized` (the bridge is ready: answer `enterEditmode`), `ping` (answer `pingBack`),
 * `edit` (a block was clicked: `dataC.uid`). To the page: `input` (the unsaved story), `change` (saved),
 * `published`, `enterComponent` (show the block selected in the tree), `hoverComponent`.
 */
const fromFrame = z.discriminatedUnion('action', [
  z.object({ action: z.literal('initialized') }),
  z.object({ action: z.literal('ping') }),
  z.object({
    action: z.literal('edit'),
    dataC: z.object({ uid: z.string().min(1), id: z.union([z.string(), z.number()]).optional() }),
  }),
]);
export type FrameMessage = z.infer<typeof fromFrame>;

/** A message from the frame the studio acts on, or null (another action, or not the bridge's shape). */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  const parsed = fromFrame.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export type FramedStory = { id: number; uuid: string; name: string; fullSlug: string; spaceId: number };

/**
 * Storyblok's `_editable` comment on every block, as the story Storyblok's editor sends carries it: the page
 * marks each block with it, so a block of the unsaved content can be clicked too. Byte for byte the local
 * service's (content/local-service/editable.ts), which the bridge parses.
 */
export function withEditableMarks(block: StoryBlock, story: Pick<FramedStory, 'id' | 'spaceId'>): StoryBlock {
  const marked: StoryBlock = { ...block };
  for (const [field, value] of Object.entries(block)) {
    if (Array.isArray(value) && value.some(isBlock)) {
      marked[field] = value.map((item: unknown) => (isBlock(item) ? withEditableMarks(item, story) : item));
    }
  }
  delete marked._editable;
  const fields = [
    ['name', block.component],
    ['space', String(story.spaceId)],
    ['uid', block._uid],
    ['id', String(story.id)],
  ]
    .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(', ');
  marked._editable = `<!--#storyblok#{${fields}}-->`;
  return marked;
}

export function inputMessage(story: FramedStory, content: StoryBlock) {
  return {
    action: 'input',
    story: {
      id: story.id,
      uuid: story.uuid,
      name: story.name,
      full_slug: story.fullSlug,
      content: withEditableMarks(content, story),
    },
  } as const;
}

export function enterEditmodeMessage(story: FramedStory, componentNames: Record<string, string>) {
  return { action: 'enterEditmode', storyId: String(story.id), componentNames } as const;
}

/** Shows the block selected in the tree: the bridge scrolls to it and outlines it with its name. */
export function enterComponentMessage(story: FramedStory, block: StoryBlock) {
  return {
    action: 'enterComponent',
    storyId: String(story.id),
    componentId: block._uid,
    blok: { uid: block._uid, name: block.component },
    // One crumb: the bridge then shows the block's name only, not its English actions menu.
    breadcrumbs: [{ _uid: block._uid, component: block.component }],
  } as const;
}
