import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { cdnPurgeSettings } from './cache/cdn-purge';
import { sharedCacheSettings } from './cache/shared-cache-settings';
import { storyblokImagePatterns } from './content/storyblok-image-patterns';
import { API_POLICY, pagePolicy } from './site/http/content-security-policy';
import { MAX_APPLICATION_POST_SIZE } from './site/http/form-post-limits';
import { SECURITY_HEADERS } from './site/http/security-headers';

/** Paths proxy.ts does not see (see its matcher) get their Content-Security-Policy here. */
const STATIC_PAGE_POLICY = pagePolicy({
  nonce: null,
  maps: false,
  preview: false,
  development: process.env.NODE_ENV === 'development',
  https: false,
});
const UNPROXIED_FILES = [
  '/_next/:path*',
  '/builds/:path*',
  '/assets/:path*',
  '/medias/:path*',
  '/fonts/:path*',
  '/favicon.ico',
  '/icon.svg',
  '/sitemap.xml',
  '/robots.txt',
];

/**
 * The build's id, published at /builds/latest.json and compiled into the pages: an open tab compares the
 * two and loads the next page in full after a deploy. Set in process.env so Next's build workers, which
 * load this file again, agree on it; `BUILD_ID` (e.g. the commit) names it in CI.
 */
process.env.SITE_BUILD_ID ??= process.env.BUILD_ID || `b${Date.now().toString(36)}`;
process.env.SITE_BUILD_TIME ??= new Date().toISOString();

const nextConfig: NextConfig = {
  poweredByHeader: false,
  generateBuildId: () => process.env.SITE_BUILD_ID ?? null,
  env: { NEXT_PUBLIC_BUILD_ID: process.env.SITE_BUILD_ID, NEXT_PUBLIC_BUILD_TIME: process.env.SITE_BUILD_TIME },
  // server.ts compresses, after it has read the status a page declares (server/apply-document-status.ts),
  // and tags answers sent whole with a native hash (server/entity-tag.ts) in place of Next's, in JavaScript.
  compress: false,
  generateEtags: false,
  reactStrictMode: true,
  // Metadata (the <title>, description, canonical) is in the head of every answer, never streamed after it:
  // a visitor without JavaScript and any crawler, not only the bots Next.js knows, read the page's title.
  htmlLimitedBots: /.*/,
  // proxy.ts answers trailing slashes itself: old-site addresses (`/fr/…/`) get their one 301, every other
  // path the 308 Next.js would have sent (which, sent first, made old addresses take two hops).
  skipTrailingSlashRedirect: true,
  // PGlite ships WebAssembly and data files it loads from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // `npm test` type-checks the whole project (`npm run typecheck`) before it builds: the build's own pass
  // would check the same files again.
  typescript: { ignoreBuildErrors: process.env.BUILD_AFTER_TYPECHECK === '1' },
  experimental: {
    // The content service and the database are the source of truth; the render cache lives in memory only,
    // so a restart after `npm run db:seed` never serves pages cached from older content.
    isrFlushToDisk: false,
    // A fresh CI machine never reads Turbopack's build cache again: writing it there is time lost
    // (docs/decisions/0018). Kept elsewhere, where the next build reads it.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
    // A job application posts a CV and a letter (5 MB each): server.ts holds every other form to 1 MB
    // (server/form-post-guard.ts, site/http/form-post-limits.ts).
    serverActions: { bodySizeLimit: MAX_APPLICATION_POST_SIZE },
    proxyClientMaxBodySize: MAX_APPLICATION_POST_SIZE,
  },
  images: {
    remotePatterns: storyblokImagePatterns(process.env),
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      { source: '/status', headers: [{ key: 'Content-Security-Policy', value: STATIC_PAGE_POLICY }] },
      // The unavailable view (server.ts serves it in place of a page the unreachable database kept from rendering).
      { source: '/status/indisponible', headers: [{ key: 'Content-Security-Policy', value: STATIC_PAGE_POLICY }] },
      ...UNPROXIED_FILES.map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: API_POLICY }],
      })),
    ];
  },
};

/**
 * With `REDIS_URL`, every instance keeps its rendered pages and cached data in one Redis
 * (cache/redis-cache-handler.ts), so a revalidation through one is seen by all; without it, Next.js's own
 * cache in each process's memory. Not while building: the build's prerendered pages are files of the build.
 * With `CDN_PURGE_URL` too, a revalidation also purges the CDN by tag (cache/cdn-purge.ts).
 */
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) return nextConfig;
  // Read here so a wrong CDN_PURGE_* stops the start, instead of a site that believes it purges its CDN.
  cdnPurgeSettings();
  if (!sharedCacheSettings()) return nextConfig;
  return {
    ...nextConfig,
    cacheHandler: path.join(process.cwd(), 'cache/redis-cache-handler.ts'),
    cacheMaxMemorySize: 0,
  };
}
