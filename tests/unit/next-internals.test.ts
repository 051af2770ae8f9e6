import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as internals from '@/framework/next-internals';

/**
 * Every name in framework/next-internals.ts is one Next.js may change in any release without notice. Each is
 * looked for where the installed build defines (or, for the proxy's headers, writes and reads) it, in the words
 * the build uses, so an upgrade that renames one fails here, naming it, rather than in production.
 */

const require = createRequire(import.meta.url);
const NEXT = path.dirname(require.resolve('next/package.json'));
const { version } = require('next/package.json') as { version: string };

type Constant = keyof typeof internals;
/** Where the build holds a constant: a file under node_modules/next/dist and the text found there. */
type Place = { file: string; text: string };

const {
  DRAFT_MODE_COOKIE,
  PREVIEW_DATA_COOKIE,
  SERVER_ACTION_HEADER,
  SERVER_ACTION_FIELD_PREFIX,
  RSC_HEADER,
  ROUTER_STATE_TREE_HEADER,
  ROUTER_PREFETCH_HEADER,
  ROUTER_SEGMENT_PREFETCH_HEADER,
  NEXT_URL_HEADER,
  RSC_QUERY_PARAM,
  CACHE_TAGS_HEADER,
  IMPLICIT_TAG_PREFIX,
  CACHE_STATE_HEADER,
  BUILD_ID_FILE,
  NONCE_SOURCE_HEADERS,
  PROXY_NEXT_HEADER,
  PROXY_REWRITE_HEADER,
  PROXY_REQUEST_HEADER_PREFIX,
  PROXY_OVERRIDE_HEADERS_HEADER,
  FLIGHT_DATA_GLOBAL,
  ERROR_DOCUMENT_ID,
} = internals;

const ROUTER_HEADERS = 'client/components/app-router-headers.js';
const PREVIEW = 'server/api-utils/index.js';
const CONSTANTS = 'lib/constants.js';
const NEXT_RESPONSE = 'server/web/spec-extension/response.js';
const RESOLVE_ROUTES = 'server/lib/router-utils/resolve-routes.js';

const PLACES: Record<Constant, Place[]> = {
  DRAFT_MODE_COOKIE: [{ file: PREVIEW, text: `const COOKIE_NAME_PRERENDER_BYPASS = \`${DRAFT_MODE_COOKIE}\`` }],
  PREVIEW_DATA_COOKIE: [{ file: PREVIEW, text: `const COOKIE_NAME_PRERENDER_DATA = \`${PREVIEW_DATA_COOKIE}\`` }],
  SERVER_ACTION_HEADER: [{ file: ROUTER_HEADERS, text: `const ACTION_HEADER = '${SERVER_ACTION_HEADER}'` }],
  // Every field of an action's form begins with the prefix: Next.js's reader and React's writer.
  SERVER_ACTION_FIELD_PREFIX: [
    { file: 'server/app-render/action-handler.js', text: `const $ACTION_ = '${SERVER_ACTION_FIELD_PREFIX}_'` },
    { file: 'server/app-render/action-handler.js', text: `const $ACTION_ID_ = '${SERVER_ACTION_FIELD_PREFIX}_ID_'` },
    {
      file: 'server/app-render/action-handler.js',
      text: `const $ACTION_REF_ = '${SERVER_ACTION_FIELD_PREFIX}_REF_'`,
    },
    {
      file: 'compiled/react-dom/cjs/react-dom-server.node.production.js',
      text: `"${SERVER_ACTION_FIELD_PREFIX}_KEY"`,
    },
  ],
  RSC_HEADER: [{ file: ROUTER_HEADERS, text: `const RSC_HEADER = '${RSC_HEADER}'` }],
  ROUTER_STATE_TREE_HEADER: [
    { file: ROUTER_HEADERS, text: `const NEXT_ROUTER_STATE_TREE_HEADER = '${ROUTER_STATE_TREE_HEADER}'` },
  ],
  ROUTER_PREFETCH_HEADER: [
    { file: ROUTER_HEADERS, text: `const NEXT_ROUTER_PREFETCH_HEADER = '${ROUTER_PREFETCH_HEADER}'` },
  ],
  ROUTER_SEGMENT_PREFETCH_HEADER: [
    { file: ROUTER_HEADERS, text: `const NEXT_ROUTER_SEGMENT_PREFETCH_HEADER = '${ROUTER_SEGMENT_PREFETCH_HEADER}'` },
  ],
  NEXT_URL_HEADER: [{ file: ROUTER_HEADERS, text: `const NEXT_URL = '${NEXT_URL_HEADER}'` }],
  RSC_QUERY_PARAM: [{ file: ROUTER_HEADERS, text: `const NEXT_RSC_UNION_QUERY = '${RSC_QUERY_PARAM}'` }],
  CACHE_TAGS_HEADER: [{ file: CONSTANTS, text: `const NEXT_CACHE_TAGS_HEADER = '${CACHE_TAGS_HEADER}'` }],
  IMPLICIT_TAG_PREFIX: [{ file: CONSTANTS, text: `const NEXT_CACHE_IMPLICIT_TAG_ID = '${IMPLICIT_TAG_PREFIX}'` }],
  CACHE_STATE_HEADER: [
    { file: 'build/templates/app-page-runtime.js', text: `res.setHeader('${CACHE_STATE_HEADER}', ` },
  ],
  BUILD_ID_FILE: [{ file: 'shared/lib/constants.js', text: `const BUILD_ID_FILE = '${BUILD_ID_FILE}'` }],
  NONCE_SOURCE_HEADERS: [
    {
      file: 'server/app-render/get-script-nonce-from-header.js',
      text: NONCE_SOURCE_HEADERS.map((name) => `headers['${name}']`).join(' || '),
    },
  ],
  // Written by NextResponse in proxy.ts, read by the server that acts on the proxy's answer.
  PROXY_NEXT_HEADER: [
    { file: NEXT_RESPONSE, text: `headers.set('${PROXY_NEXT_HEADER}', '1')` },
    { file: RESOLVE_ROUTES, text: `middlewareHeaders['${PROXY_NEXT_HEADER}']` },
  ],
  PROXY_REWRITE_HEADER: [
    { file: NEXT_RESPONSE, text: `headers.set('${PROXY_REWRITE_HEADER}', ` },
    { file: RESOLVE_ROUTES, text: `middlewareHeaders['${PROXY_REWRITE_HEADER}']` },
  ],
  PROXY_REQUEST_HEADER_PREFIX: [
    { file: NEXT_RESPONSE, text: `headers.set('${PROXY_REQUEST_HEADER_PREFIX}' + key, value)` },
    { file: RESOLVE_ROUTES, text: `'${PROXY_REQUEST_HEADER_PREFIX}' + key` },
  ],
  PROXY_OVERRIDE_HEADERS_HEADER: [
    { file: NEXT_RESPONSE, text: `headers.set('${PROXY_OVERRIDE_HEADERS_HEADER}', ` },
    { file: RESOLVE_ROUTES, text: `middlewareHeaders['${PROXY_OVERRIDE_HEADERS_HEADER}']` },
  ],
  FLIGHT_DATA_GLOBAL: [{ file: 'server/app-render/use-flight-response.js', text: `self.${FLIGHT_DATA_GLOBAL}.push(` }],
  ERROR_DOCUMENT_ID: [{ file: 'server/app-render/app-render.js', text: `id: '${ERROR_DOCUMENT_ID}'` }],
};

const files = new Map<string, string | null>();
function source(file: string): string | null {
  if (!files.has(file)) {
    try {
      files.set(file, readFileSync(path.join(NEXT, 'dist', file), 'utf8'));
    } catch {
      files.set(file, null);
    }
  }
  return files.get(file) ?? null;
}

describe('the Next.js internals the site relies on', () => {
  it.each(Object.entries(PLACES))('%s is still where the installed Next.js defines it', (name, places) => {
    for (const { file, text } of places) {
      const found = source(file);
      const where = `node_modules/next/dist/${file}`;
      expect(
        found,
        `${name}: ${where} is gone in Next.js ${version}. Find where the new release defines ${JSON.stringify(text)} ` +
          `and update this test's place for it, or framework/next-internals.ts if the value changed.`,
      ).not.toBeNull();
      expect(
        found?.includes(text),
        `${name} (${JSON.stringify(internals[name as Constant])}) is no longer what ${where} holds: ` +
          `${JSON.stringify(text)} is not in Next.js ${version}. Read that file for the new name, update ` +
          `framework/next-internals.ts, and check each place that uses ${name}.`,
      ).toBe(true);
    }
  });
});
