import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    // A mutation run's sandbox is a copy of the project.
    exclude: ['**/node_modules/**', '.stryker-tmp/**'],
    // One migrated database for the run, that every integration test file loads its own copy of.
    globalSetup: ['tests/fixtures/content/migrated-template-setup.ts'],
    // Vitest's default leaves one core to its main process, which is mostly idle once the first files are
    // imported: on a 2-core machine that ran the files one at a time.
    maxWorkers: Math.max(os.availableParallelism() - 1, 2),
    testTimeout: 30000,
    // Fixture start-ups (a fresh database, a content service) take seconds on a loaded 2-core machine.
    hookTimeout: 60000,
  },
});
