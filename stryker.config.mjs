// @ts-check
/**
 * Mutation testing of the logic that decides what a visitor sees or what is stored (`npm run mutation`).
 * Incremental: a rerun only tests the mutants of code or tests that changed since the last report.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.config.ts' },
  mutate: [
    'services/**/*.ts',
    '!services/stock/demo/**',
    'content/local-service/**/*.ts',
    'site/routing/**/*.ts',
    'site/http/**/*.ts',
    'server/**/*.ts',
    'vocabulary/validate-block.ts',
    'proxy.ts',
    'app/api/revalidate/route.ts',
    'app/api/stock/revalidate/route.ts',
    'app/api/draft/route.ts',
  ],
  // The sandbox is a copy of the project: not its data, builds or reports (nor the site's socket).
  ignorePatterns: ['.data', '.next', 'reports', 'test-results', 'playwright-report'],
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level constant) re-runs the whole suite: 85 s each on 2 cores. They are left out of
  // the score; the constants they would change are asserted directly by the tests of their module.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 60_000,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['html', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

export default config;
