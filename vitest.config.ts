import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.dirname(fileURLToPath(import.meta.url)) };

// A mutation run's sandbox is a copy of the project.
const EXCLUDE = ['**/node_modules/**', '.stryker-tmp/**'];
/**
 * Unit test files that replace modules (vi.mock and its kin) need a module registry of their own: in a shared
 * one, a module another file imported first stays the real one.
 */
const UNIT_DIR = 'tests/unit';
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;
const ownRegistry = readdirSync(UNIT_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => REPLACES_MODULES.test(readFileSync(path.join(UNIT_DIR, file), 'utf8')))
  .map((file) => `${UNIT_DIR}/${file}`);

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    exclude: EXCLUDE,
    // Vitest's default leaves one core to its main process, which is mostly idle once the first files are
    // imported: on a 2-core machine that ran the files one at a time.
    maxWorkers: Math.max(os.availableParallelism() - 1, 2),
    testTimeout: 30000,
    // Fixture start-ups (a fresh database, a content service) take seconds on a loaded 2-core machine.
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        // Unit tests keep no state between files: a worker imports the modules once for all its files instead
        // of once per file, which was most of their time (docs/decisions/0018).
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...EXCLUDE, ...ownRegistry],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: ownRegistry } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // One migrated database for the run, that every integration test file loads its own copy of.
          globalSetup: ['tests/fixtures/content/migrated-template-setup.ts'],
        },
      },
    ],
  },
});
