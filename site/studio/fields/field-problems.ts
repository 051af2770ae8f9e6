import { validateBlock } from '@/vocabulary/validate-block';

/**
 * The problems of a block's own fields, by field name, found by the schema interpreter the server uses
 * (`validateBlock`, not deep: nested blocks have forms of their own). A problem's path is
 * `hero.title` or `grid.items[2]` (a nested block its field does not allow): the field is the first
 * segment after the block's name. The first problem of a field wins, as a control shows one.
 */
export function blockFieldProblems(block: {
  component: string;
  _uid: string;
  [field: string]: unknown;
}): Record<string, string> {
  const byField: Record<string, string> = {};
  const prefix = `${block.component}.`;
  for (const problem of validateBlock(block)) {
    if (!problem.path.startsWith(prefix)) continue;
    const field = /^[^.[]+/.exec(problem.path.slice(prefix.length))?.[0];
    if (field && !(field in byField)) byField[field] = problem.message;
  }
  return byField;
}
