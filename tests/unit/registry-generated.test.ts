import { expect, it } from 'vitest';
import { declaredParams } from '@/registry/block-queries';
import { registry } from '@/registry/registry';

/**
 * What modules that must not load the block definitions (components and their stylesheets) read of them,
 * written into `registry/generated/`: proxy.ts and the command-line tools read the parameters blocks declare;
 * the studio's block pages read the examples and thumbnails (a studio page importing the registry regrouped
 * the stylesheets of every page of the site). After changing a block's `query`, `example` or `thumbnail`:
 * `npm run registry:generate` rewrites them.
 */
const UPDATE = '`npm run registry:generate`';

it('registry/generated/page-query-params.ts lists the parameters the block definitions declare', async () => {
  const source = [
    `// Written by ${UPDATE} from the block definitions: do not edit.`,
    `export const DECLARED_PARAMS: readonly string[] = ${JSON.stringify(declaredParams())};`,
    '',
  ].join('\n');
  await expect(source).toMatchFileSnapshot('../../registry/generated/page-query-params.ts');
});

it('registry/generated/block-studio.json holds the example and thumbnail of every block definition', async () => {
  const studio = Object.fromEntries(
    Object.values(registry).map(({ name, example, thumbnail }) => [name, { thumbnail, example }]),
  );
  await expect(`${JSON.stringify(studio, null, 2)}\n`).toMatchFileSnapshot(
    '../../registry/generated/block-studio.json',
  );
});
