import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Folders, bottom to top (docs/architecture.md): a folder may import from those below it, never above.
 * `server/` is the top plumbing layer beside `app/`: what server.ts and proxy.ts run in front of Next.js. It may
 * import every layer below it; `app/` and `server/` never import each other (routes reach server/ only through
 * Next.js's handler, and server/ never calls a route).
 */
const ABOVE = {
  // The names of Next.js's internals: every layer uses some, cache/ included, so they import nothing.
  framework: [
    'app',
    'server',
    'page',
    'registry',
    'blocks',
    'site',
    'services',
    'content',
    'db',
    'cache',
    'vocabulary',
    'i18n',
  ],
  vocabulary: ['app', 'server', 'page', 'registry', 'blocks', 'site', 'services', 'content', 'db'],
  i18n: ['app', 'server', 'page', 'registry', 'blocks', 'site', 'services', 'content', 'db', 'vocabulary'],
  db: ['app', 'server', 'page', 'registry', 'blocks', 'site', 'services', 'content'],
  // The shared render cache (Redis): loaded by Next.js and the command-line tools, it needs nothing above it.
  cache: ['app', 'server', 'page', 'registry', 'blocks', 'site', 'services', 'content', 'db', 'vocabulary', 'i18n'],
  services: ['app', 'server', 'page', 'registry', 'blocks', 'site', 'content'],
  content: ['app', 'server', 'page', 'registry', 'blocks', 'site', 'services'],
  site: ['app', 'server', 'page', 'registry', 'blocks'],
  // Blocks get their data through services and loaders, never the content client itself.
  blocks: ['app', 'server', 'page', 'registry', 'content/content-client.ts', 'content/local-service'],
  registry: ['app', 'server', 'page'],
  page: ['app', 'server'],
  server: ['app'],
  app: ['server'],
};

const layers = {
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: Object.entries(ABOVE).map(([target, from]) => ({
          target: `./${target}`,
          from: from.map((folder) => `./${folder}`),
          message: `Layers run one way (docs/architecture.md): ${target}/ may not import from ${from.join(', ')}.`,
        })),
      },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.data/**',
      'node_modules/**',
      'vocabulary/generated/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      '.stryker-tmp/**',
      '.scratch/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'import/no-default-export': 'off',
    },
  },
  layers,
];

export default config;
