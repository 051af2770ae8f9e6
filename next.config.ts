import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files it loads from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  images: {
    remotePatterns: [{ protocol: 'https', hostname: 'a.storyblok.com' }],
  },
};

export default nextConfig;
