import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/**
 * Whether the module `code` imports (`@/…`, or relative to the probe `file`) exists: the rule says nothing
 * of an import it cannot resolve.
 */
function importsAFile(file: string, code: string): boolean {
  const specifier = /from '([^']+)'/.exec(code)?.[1];
  if (!specifier) return false;
  const base = specifier.startsWith('@/')
    ? path.join(process.cwd(), specifier.slice(2))
    : path.join(process.cwd(), path.dirname(file), specifier);
  return ['.ts', '.tsx', '/index.ts'].some((ending) => existsSync(`${base}${ending}`));
}

/** The layer-rule messages ESLint gives `code` as if it were a file at `file`. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  // A probe of a moved or renamed module would pass whatever the rule says.
  expect(importsAFile(file, code), `${code} names no file`).toBe(true);
  const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('layers run one way (npm run lint)', () => {
  it.each([
    ['site/ui/probe.ts', "import { registry } from '@/registry/registry';"],
    ['site/ui/probe.ts', "import type { RenderContext } from '@/blocks/block-context';"],
    ['blocks/probe/probe.ts', "import { loadPage } from '@/page/load-page';"],
    ['blocks/probe/probe.ts', "import { contentClient } from '@/content/content-client';"],
    ['services/stock/probe.ts', "import { t } from '@/site/ui/button';"],
    ['content/probe.ts', "import { searchStock } from '@/services/stock/search-stock';"],
    ['vocabulary/probe.ts', "import { getDb } from '@/db/client';"],
    ['registry/probe.ts', "import { StoryPage } from '@/page/story-page';"],
    ['site/http/probe.ts', "import { markPlainPageRequest } from '@/server/plain-page-request';"],
    ['app/probe.ts', "import { refuseMalformed } from '@/server/malformed-request';"],
    ['framework/probe.ts', "import { LOCALE_COOKIE } from '@/i18n/locales';"],
    // Services read content's typed entries, never its raw sources; content never reads services.
    ['services/locations/probe.ts', "import { contentClient } from '@/content/content-client';"],
    ['services/locations/probe.ts', "import { getCv } from '@/content/local-service/publishing';"],
    ['content/probe.ts', "import { loadLocations } from '@/services/locations/load-locations';"],
    // Site holds words and markup: its data comes through services/, never from the database or the raw content.
    ['site/enquiries/probe.ts', "import { getDb } from '@/db/client';"],
    ['site/ui/probe.ts', "import { contentClient } from '@/content/content-client';"],
    ['site/locations/probe.ts', "import { getCv } from '@/content/local-service/publishing';"],
  ])(
    'refuses %s importing %s',
    async (file, code) => {
      expect(await layerErrors(file, `${code}\nexport const probe = 1;\n`)).not.toEqual([]);
    },
    60_000,
  );

  it.each([
    ['page/probe.ts', "import { registry } from '@/registry/registry';"],
    ['blocks/probe/probe.ts', "import { t } from '@/i18n/translate';"],
    ['site/ui/probe.ts', "import { searchStock } from '@/services/stock/search-stock';"],
    ['services/stock/probe.ts', "import { parseBlock } from '@/vocabulary/validate-block';"],
    ['server/probe.ts', "import { pageQuery } from '@/registry/page-query';"],
    ['cache/probe.ts', "import { CACHE_TAGS_HEADER } from '../framework/next-internals';"],
    ['services/locations/probe.ts', "import { listEntries } from '@/content/entries';"],
    ['services/locations/probe.ts', "import type { ContentVersion } from '@/content/stories';"],
    ['services/locations/probe.ts', "import { storySlug } from '@/content/content-folders';"],
  ])(
    'lets %s import %s',
    async (file, code) => {
      expect(await layerErrors(file, `${code}\nexport const probe = 1;\n`)).toEqual([]);
    },
    60_000,
  );
});
