import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Folders, bottom to top (docs/architecture.md): a folder may import from those below it, never above. */
const ABOVE = {
  vocabulary: ['app', 'page', 'registry', 'blocks', 'site', 'services', 'content', 'db'],
  i18n: ['app', 'page', 'registry', 'blocks', 'site', 'services', 'content', 'db', 'vocabulary'],
  db: ['app', 'page', 'registry', 'blocks', 'site', 'services', 'content'],
  // The shared render cache (Redis): loaded by Next.js and the command-line tools, it needs nothing above it.
  cache: ['app', 'page', 'registry', 'blocks', 'site', 'services', 'content', 'db', 'vocabulary', 'i18n'],
  // Services join content with rules, so they read content/ (its typed entries); content never reads services.
  services: ['app', 'page', 'registry', 'blocks', 'site'],
  content: ['app', 'page', 'registry', 'blocks', 'site', 'services'],
  site: ['app', 'page', 'registry', 'blocks'],
  blocks: ['app', 'page', 'registry'],
  registry: ['app', 'page'],
  page: ['app'],
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
  // site/http/ still reads db/database-unavailable.ts: it leaves site/ for server/ (branch server-wing), and
  // this exception goes with it.
  { folder: 'site', target: 'site/!(http)/**', from: ['db', ...RAW_CONTENT] },
];

const zones = [
  ...Object.entries(ABOVE).map(([target, from]) => ({
    target: `./${target}`,
    from: from.map((folder) => `./${folder}`),
    message: `Layers run one way (docs/architecture.md): ${target}/ may not import from above it.`,
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
