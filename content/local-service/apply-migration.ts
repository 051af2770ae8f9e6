import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Content migrations in the Storyblok CLI's format (`storyblok migrations generate` / `migrations run`), so one
 * file runs here (`npm run content:migrate`) and against a real space: a `.js` module whose default export
 * receives one block of one component and returns it changed. The file name names the component: everything
 * before the first dot (`hero.js`, `hero.subtitle-to-text.js` → `hero`).
 */
export type MigrationFunction = (block: Record<string, unknown>) => unknown;

/** The component a migration file rewrites, read from its name as the CLI does. */
export function migrationComponent(file: string): string {
  const base = path.basename(file);
  if (!base.endsWith('.js'))
    throw new MigrationError(
      `${base}: a migration is a .js file named after its component, e.g. hero.subtitle-to-text.js`,
    );
  const component = base.slice(0, -'.js'.length).split('.')[0] ?? '';
  if (!component) throw new MigrationError(`${base}: the file name must start with the component's name`);
  return component;
}

export class MigrationError extends Error {}

/** A migration file's default export, loaded as the CLI loads it: a native import of the .js module. */
export async function loadMigration(file: string): Promise<MigrationFunction> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new MigrationError(`No migration file at ${file}`);
  const loaded = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default?: unknown };
  if (typeof loaded.default !== 'function')
    throw new MigrationError(`Migration file "${path.basename(file)}" does not export a default function.`);
  return loaded.default as MigrationFunction;
}

/**
 * Applies a migration to every block of `component` in `content`, nested ones included, in place, with the
 * CLI's rules (`applyMigrationToAllBlocks`): the function gets a shallow copy of the block; the fields of what
 * it returns replace the block's (a field it leaves out is deleted; returning nothing changes nothing);
 * then the blocks nested in the result (any field holding a block or a list of blocks) are visited too.
 * Returns how many blocks matched. A function that throws is rethrown as a MigrationError naming the block.
 */
export function applyMigration(content: unknown, migrate: MigrationFunction, component: string): number {
  if (!content || typeof content !== 'object' || Array.isArray(content)) return 0;
  const block = content as Record<string, unknown>;
  let matched = 0;
  let migrated: unknown = null;
  if (block.component === component) {
    try {
      migrated = migrate({ ...block });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new MigrationError(`the migration threw on the "${component}" block ${String(block._uid)}: ${reason}`, {
        cause: error,
      });
    }
    if (migrated !== undefined && migrated !== null && (typeof migrated !== 'object' || Array.isArray(migrated))) {
      throw new MigrationError(
        `the migration must return the block (an object), it returned ${Array.isArray(migrated) ? 'an array' : typeof migrated}`,
      );
    }
    matched++;
  }
  const result = migrated as Record<string, unknown> | null | undefined;
  for (const key of new Set([...Object.keys(block), ...Object.keys(result ?? {})])) {
    if (result) {
      if (!(key in result)) {
        delete block[key];
        continue;
      }
      block[key] = result[key];
    }
    const value = block[key];
    if (Array.isArray(value)) {
      for (const item of value) if (isNestedBlock(item)) matched += applyMigration(item, migrate, component);
    } else if (isNestedBlock(value)) {
      matched += applyMigration(value, migrate, component);
    }
  }
  return matched;
}

/** What the CLI walks into: an object with `_uid` and `component`. */
function isNestedBlock(value: unknown): boolean {
  return typeof value === 'object' && value !== null && '_uid' in value && 'component' in value;
}
