import { isRecord } from './validate-block';

/**
 * The attribute Storyblok's visual editor bridge reads a block from, parsed from a draft block's `_editable`
 * comment (`<!--#storyblok#{"name":…,"space":…,"uid":…,"id":…}-->`), on the block's wrapper in preview. The
 * wrapper lays out as nothing (`display: contents`): the draft page lays out exactly as the published one. The
 * bridge finds the block's box by `data-blok-uid`, which the browser sets on the wrapper's first element
 * (site/preview/block-boxes.ts): the server cannot tell which element a block's own is.
 */
export function editableAttributes(block: unknown): Record<string, string> {
  if (!isRecord(block) || typeof block._editable !== 'string') return {};
  const json = block._editable.replace(/^<!--#storyblok#/, '').replace(/-->$/, '');
  try {
    const parsed: unknown = JSON.parse(json);
    if (!isRecord(parsed) || parsed.id === undefined || parsed.uid === undefined) return {};
    return { 'data-blok-c': JSON.stringify(parsed) };
  } catch {
    return {};
  }
}

/** A block's wrapper in preview takes no box of its own. */
export const EDITABLE_WRAPPER_STYLE = { display: 'contents' } as const;
