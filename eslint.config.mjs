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
  // Services join content with rules, so they read content/ (its typed entries); content never reads services.
  services: ['app', 'server', 'page', 'registry', 'blocks', 'site'],
  content: ['app', 'server', 'page', 'registry', 'blocks', 'site', 'services'],
  site: ['app', 'server', 'page', 'registry', 'blocks'],
  blocks: ['app', 'server', 'page', 'registry'],
  registry: ['app', 'server', 'page'],
  page: ['app', 'server'],
  server: ['app'],
  app: ['server'],
};

/** The raw content sources: content/ reshapes them into typed entries, which is all the layers above it read. */
const RAW_CONTENT = ['content/content-client.ts', 'content/local-service'];

/**
 * Below a folder, yet not for it: the database and the raw content sources, which only the data layer
 * (services/, content/) reads. Data and rules live in services/, words and markup in site/.
 */
const BEHIND_DATA_LAYER = [
  { folder: 'services', target: 'services', from: RAW_CONTENT },
  { folder: 'blocks', target: 'blocks', from: RAW_CONTENT },
  { folder: 'site', target: 'site', from: ['db', ...RAW_CONTENT] },
];

const zones = [
  ...Object.entries(ABOVE).map(([target, from]) => ({
    target: `./${target}`,
    from: from.map((folder) => `./${folder}`),
    message: `Layers run one way (docs/architecture.md): ${target}/ may not import from ${from.join(', ')}.`,
  })),
  ...BEHIND_DATA_LAYER.map(({ folder, target, from }) => ({
    target: `./${target}`,
    from: from.map((source) => `./${source}`),
    message: `${folder}/ gets its data from services/ and content's typed entries, not from ${from.join(', ')} (docs/architecture.md).`,
  })),
];

const layers = {
  rules: {
    'import/no-restricted-paths': ['error', { zones }],
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
