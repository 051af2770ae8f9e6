import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Folders, bottom to top (docs/architecture.md): a folder may import from those below it, never above. */
const ABOVE = {
  vocabulary: ['app', 'page', 'registry', 'blocks', 'site', 'services', 'content', 'db'],
  i18n: ['app', 'page', 'registry', 'blocks', 'site', 'services', 'content', 'db', 'vocabulary'],
  db: ['app', 'page', 'registry', 'blocks', 'site', 'services', 'content'],
  // The shared render cache (Redis): loaded by Next.js and the command-line tools, it needs nothing above it.
  cache: ['app', 'page', 'registry', 'blocks', 'site', 'services', 'content', 'db', 'vocabulary', 'i18n'],
  services: ['app', 'page', 'registry', 'blocks', 'site', 'content'],
  content: ['app', 'page', 'registry', 'blocks', 'site', 'services'],
  site: ['app', 'page', 'registry', 'blocks'],
  // Blocks get their data through services and loaders, never the content client itself.
  blocks: ['app', 'page', 'registry', 'content/content-client.ts', 'content/local-service'],
  registry: ['app', 'page'],
  page: ['app'],
};

const layers = {
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: Object.entries(ABOVE).map(([target, from]) => ({
          target: `./${target}`,
          from: from.map((folder) => `./${folder}`),
          message: `Layers run one way (docs/architecture.md): ${target}/ may not import from above it.`,
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
