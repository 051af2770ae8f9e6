/**
 * The names of Next.js's internals the site relies on: cookies, headers, form fields, file and markup names that
 * Next.js sets or reads but does not document as an API, so any release may rename them. One module, so that an
 * upgrade is checked in one place: `tests/unit/next-internals.test.ts` finds each where the installed build
 * defines it (`node_modules/next/dist/…`) and fails naming the one that moved.
 *
 * On the ground floor and importing nothing, since every layer needs some: `cache/` (the cache tags), which
 * Next.js loads outside its bundles and which may import nothing of the site; the browser runtime (the router's
 * headers); server.ts and proxy.ts (draft mode, the nonce). Next.js's own name for each is in its comment.
 */

// Draft mode (`draftMode()`).

/** The draft-mode cookie `draftMode().enable()` sets (`COOKIE_NAME_PRERENDER_BYPASS`): its pages render per request. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';
/** The preview-mode data cookie Next.js still reads beside it (`COOKIE_NAME_PRERENDER_DATA`). */
export const PREVIEW_DATA_COOKIE = '__next_preview_data';

// Server actions.

/** The request header naming the server action a POST calls, by id (`ACTION_HEADER`). */
export const SERVER_ACTION_HEADER = 'next-action';
/**
 * What the fields Next.js and React add to a form posted to a server action begin with: `$ACTION_ID_{id}`,
 * `$ACTION_REF_{n}`, `$ACTION_KEY`, `$ACTION_{n}:{m}` (`$ACTION_` and its kin in Next.js's action handler).
 */
export const SERVER_ACTION_FIELD_PREFIX = '$ACTION';

// The router's requests for a page's React payload.

/** Set on every request of the router for a payload rather than HTML (`RSC_HEADER`). */
export const RSC_HEADER = 'rsc';
/** The router's state, sent with a navigation (`NEXT_ROUTER_STATE_TREE_HEADER`). */
export const ROUTER_STATE_TREE_HEADER = 'next-router-state-tree';
/** Marks a prefetch (`NEXT_ROUTER_PREFETCH_HEADER`). */
export const ROUTER_PREFETCH_HEADER = 'next-router-prefetch';
/** The segment a segment prefetch asks for (`NEXT_ROUTER_SEGMENT_PREFETCH_HEADER`). */
export const ROUTER_SEGMENT_PREFETCH_HEADER = 'next-router-segment-prefetch';
/** The page the router navigates from, for intercepting routes (`NEXT_URL`). */
export const NEXT_URL_HEADER = 'next-url';
/** The query parameter that keeps payload requests apart from the page's in HTTP caches (`NEXT_RSC_UNION_QUERY`). */
export const RSC_QUERY_PARAM = '_rsc';

// Caching.

/** The header in which Next.js keeps a page's or route's cache tags, comma-separated (`NEXT_CACHE_TAGS_HEADER`). */
export const CACHE_TAGS_HEADER = 'x-next-cache-tags';
/** What Next.js's implicit tags of a path begin with, `_N_T_/stock` (`NEXT_CACHE_IMPLICIT_TAG_ID`). */
export const IMPLICIT_TAG_PREFIX = '_N_T_';
/** Whether a page came from the render cache: `HIT`, `STALE`, `MISS`, `REVALIDATED` (set by the app page handler). */
export const CACHE_STATE_HEADER = 'x-nextjs-cache';
/** The file of the build directory holding the build's id (`BUILD_ID_FILE`). */
export const BUILD_ID_FILE = 'BUILD_ID';

// The proxy (proxy.ts) and the answers it hands back to Next.js.

/** The request headers Next.js takes the nonce it stamps on a page's scripts from (`getScriptNonceFromHeaders`). */
export const NONCE_SOURCE_HEADERS = ['content-security-policy', 'content-security-policy-report-only'] as const;
/** Set by `NextResponse.next()`: the request goes on to its route. */
export const PROXY_NEXT_HEADER = 'x-middleware-next';
/** Set by `NextResponse.rewrite()`: the address the request is served from instead. */
export const PROXY_REWRITE_HEADER = 'x-middleware-rewrite';
/** Each request header the proxy hands on (`NextResponse.next({ request: { headers } })`), under this prefix. */
export const PROXY_REQUEST_HEADER_PREFIX = 'x-middleware-request-';
/** The names of the request headers the proxy hands on, comma-separated; any other is removed. */
export const PROXY_OVERRIDE_HEADERS_HEADER = 'x-middleware-override-headers';

// Pages' HTML.

/** The global array a page's inline scripts push its React payload's rows to: `self.__next_f.push([1,"…"])`. */
export const FLIGHT_DATA_GLOBAL = '__next_f';
/** The `id` of the `<html>` element of the error document Next.js answers with when a render fails. */
export const ERROR_DOCUMENT_ID = '__next_error__';
