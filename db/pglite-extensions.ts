import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * An embedded PGlite with the extensions the migrations create (`unaccent`, `pg_trgm`: the stock's keyword
 * search). PGlite loads an extension's files only when it is named at creation, so every PGlite the
 * migrations run on is made here.
 */
export async function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  const [{ PGlite }, { unaccent }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create({ ...options, extensions: { unaccent, pg_trgm } });
}
