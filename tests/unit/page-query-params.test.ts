import { expect, it } from 'vitest';
import { declaredParams } from '@/registry/block-queries';

/**
 * proxy.ts and the command-line tools cannot load the block definitions (components, stylesheets), so the
 * parameters blocks declare are written into a module of their own. After changing a block's `query`:
 * `npx vitest run tests/unit/page-query-params.test.ts --update` rewrites it.
 */
it('registry/generated/page-query-params.ts lists the parameters the block definitions declare', async () => {
  const source = [
    '// Written by `npx vitest run tests/unit/page-query-params.test.ts --update` from the block definitions: do not edit.',
    `export const DECLARED_PARAMS: readonly string[] = ${JSON.stringify(declaredParams())};`,
    '',
  ].join('\n');
  await expect(source).toMatchFileSnapshot('../../registry/generated/page-query-params.ts');
});
