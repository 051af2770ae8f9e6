import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files it loads from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  experimental: {
    // The content service and the database are the source of truth; the render cache lives in memory only,
    // so a restart after `npm run db:seed` never serves pages cached from older content.
    isrFlushToDisk: false,
  },
  images: {
    remotePatterns: [{ protocol: 'https', hostname: 'a.storyblok.com' }],
  },
};

export default nextConfig;
