import { isRecord } from './validate-block';

/**
 * The data attributes Storyblok's visual editor bridge looks for, parsed from a draft block's
 * `_editable` comment (`<!--#storyblok#{"name":…,"space":…,"uid":…,"id":…}-->`).
 */
export function editableAttributes(block: unknown): Record<string, string> {
  if (!isRecord(block) || typeof block._editable !== 'string') return {};
  const json = block._editable.replace(/^<!--#storyblok#/, '').replace(/-->$/, '');
  try {
    const parsed: unknown = JSON.parse(json);
    if (!isRecord(parsed)) return {};
    return { 'data-blok-c': JSON.stringify(parsed), 'data-blok-uid': `${String(parsed.id)}-${String(parsed.uid)}` };
  } catch {
    return {};
  }
}
