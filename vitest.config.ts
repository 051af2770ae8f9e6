import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.dirname(fileURLToPath(import.meta.url)) };

// A mutation run's sandbox is a copy of the project.
const EXCLUDE = ['**/node_modules/**', '.stryker-tmp/**'];
/**
 * Test files that replace modules (vi.mock and its kin) need a module registry of their own: in a shared one, a
 * module another file imported first stays the real one.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;
function replacingModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => REPLACES_MODULES.test(readFileSync(path.join(dir, file), 'utf8')))
    .map((file) => `${dir}/${file}`);
}
const unitOwnRegistry = replacingModules('tests/unit');
const integrationOwnRegistry = replacingModules('tests/integration');
// One migrated database for the run, that every integration test file loads its own copy of.
const MIGRATED_TEMPLATE = ['tests/fixtures/content/migrated-template-setup.ts'];

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
          exclude: [...EXCLUDE, ...unitOwnRegistry],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: unitOwnRegistry } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...EXCLUDE, ...integrationOwnRegistry],
          globalSetup: MIGRATED_TEMPLATE,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'integration-isolated', include: integrationOwnRegistry, globalSetup: MIGRATED_TEMPLATE },
      },
    ],
  },
});
