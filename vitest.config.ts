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
    testTimeout: 30000,
    // Fixture start-ups (a fresh database, a content service) take seconds on a loaded 2-core machine.
    hookTimeout: 60000,
  },
});
