import { z } from 'zod';
import { type StoryBlock, isBlock } from './block-tree';

/**
 * The studio's block clipboard: one copied block, kept in `localStorage` so it can be pasted into another
 * story (another tab, or after opening another page). What is read back is checked: another version of the
 * studio, or anyone with the browser's console, may have written it.
 */
export const CLIPBOARD_KEY = 'autopolis-studio:block-clipboard';

const copiedBlock = z.object({
  version: z.literal(1),
  block: z.custom<StoryBlock>(isBlock, 'not a block'),
  /** The story it was copied from, to say so. */
  from: z.string(),
});
export type CopiedBlock = z.infer<typeof copiedBlock>;

export function parseClipboard(text: string | null): CopiedBlock | null {
  if (!text) return null;
  try {
    const parsed = copiedBlock.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function serializeClipboard(block: StoryBlock, from: string): string {
  const clean: StoryBlock = { ...block };
  delete clean._editable;
  return JSON.stringify({ version: 1, block: clean, from } satisfies CopiedBlock);
}

export function readClipboard(storage: Pick<Storage, 'getItem'> = localStorage): CopiedBlock | null {
  try {
    return parseClipboard(storage.getItem(CLIPBOARD_KEY));
  } catch {
    // Storage refused (private browsing, quota): no clipboard.
    return null;
  }
}

export function writeClipboard(
  block: StoryBlock,
  from: string,
  storage: Pick<Storage, 'setItem'> = localStorage,
): boolean {
  try {
    storage.setItem(CLIPBOARD_KEY, serializeClipboard(block, from));
    return true;
  } catch {
    return false;
  }
}
