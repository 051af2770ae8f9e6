import { type StoryBlock, childBlocks } from './block-tree';

/**
 * Where a problem of the content stands (`body[0](hero).title: obligatoire`, as the write side names it):
 * the block, found by walking the content along the path, and its field (null when the path names a block
 * itself, such as a block no field accepts).
 */
export type ProblemTarget = { uid: string; field: string | null };

const STEP = /^([^.[\]()]+)(?:\[(\d+)\](?:\(([^)]*)\))?)?$/;

export function problemTarget(root: StoryBlock, path: string): ProblemTarget | null {
  let block = root;
  const steps = path.split('.');
  for (const [position, step] of steps.entries()) {
    const match = STEP.exec(step);
    if (!match) return null;
    const [, field, index, component] = match;
    if (index === undefined) return position === steps.length - 1 ? { uid: block._uid, field: field! } : null;
    const child = childBlocks(block, field!)[Number(index)];
    if (!child || (component && child.component !== component)) return null;
    block = child;
  }
  return { uid: block._uid, field: null };
}
