import { forEachBlock } from './content-tree';

/**
 * Storyblok's `_editable` comment, byte for byte: JSON with a space after each ":" and ",",
 * all values as strings. `@storyblok/js`'s `storyblokEditable` and the bridge parse it.
 */
export function editableComment(component: string, spaceId: number, uid: string, storyId: number): string {
  const fields = [
    ['name', component],
    ['space', String(spaceId)],
    ['uid', uid],
    ['id', String(storyId)],
  ]
    .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(', ');
  return `<!--#storyblok#{${fields}}-->`;
}

/** Adds `_editable` (last, as Storyblok does) to every block; mutates `content`. */
export function addEditable(content: unknown, spaceId: number, storyId: number): void {
  forEachBlock(content, (block) => {
    delete block._editable;
    block._editable = editableComment(block.component, spaceId, block._uid, storyId);
  });
}

/** Published content never carries `_editable`, even if it was stored with one. */
export function removeEditable(content: unknown): void {
  forEachBlock(content, (block) => {
    delete block._editable;
  });
}
