import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDraft } from '@/content/local-service/publishing';
import { stories } from '@/db/schema';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// Two first saves of one new story at once, really concurrent: PGlite runs one transaction at a time, so this
// needs a PostgreSQL server (DATABASE_URL=postgres://… with a role that has CREATEDB, README); skipped without one.
const SERVER = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : null;

/** The advisory lock the test holds to stop both writers at their first insert. */
const GATE = 4242;

describe.skipIf(!SERVER)('two first saves of one new story at once (PostgreSQL server)', () => {
  let database: TestDatabase;
  let gate: pg.Client;

  beforeAll(async () => {
    database = await openTestDatabase();
    const rows = (await database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(SERVER!);
    url.pathname = `/${rows.rows[0]!.name}`;
    gate = new pg.Client({ connectionString: url.toString() });
    await gate.connect();
    // Each writer, at the insert of `gated_slug`, waits for the gate: both have looked for the row by then, found none.
    await database.db.execute(sql.raw('CREATE TABLE gated_slug (full_slug text PRIMARY KEY)'));
    await database.db.execute(
      sql.raw(`CREATE FUNCTION wait_at_gate() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF EXISTS (SELECT 1 FROM gated_slug WHERE full_slug = NEW.full_slug) THEN PERFORM pg_advisory_xact_lock_shared(${GATE}); END IF;
          RETURN NEW;
        END $$`),
    );
    await database.db.execute(
      sql.raw('CREATE TRIGGER wait_at_gate BEFORE INSERT ON stories FOR EACH ROW EXECUTE FUNCTION wait_at_gate()'),
    );
  }, 60_000);

  afterAll(async () => {
    await gate?.end();
    await database?.close();
  });

  /** Starts both saves with the gate shut at the insert of `gatedSlug`, opens it once both wait there, and returns what each answered. */
  async function raceTwoSaves(fullSlug: string, gatedSlug: string) {
    await database.db.execute(sql`INSERT INTO gated_slug VALUES (${gatedSlug})`);
    await gate.query('SELECT pg_advisory_lock($1)', [GATE]);
    const saves = ['un', 'deux'].map((title) =>
      saveDraft(database.db, fullSlug, { _uid: 'course', component: 'page', title }).then(
        (saved) => ({ ok: true as const, saved, title }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
    );
    try {
      for (let waited = 0; ; waited += 20) {
        const { rows } = await gate.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND NOT granted",
          [GATE],
        );
        if (rows[0]!.n === 2) break;
        if (waited > 10_000) throw new Error('the two writers never both reached the gate');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await gate.query('SELECT pg_advisory_unlock($1)', [GATE]);
    }
    return Promise.all(saves);
  }

  async function storedRows(fullSlug: string) {
    return database.db
      .select({ id: stories.id, uuid: stories.uuid, draft: stories.draft })
      .from(stories)
      .where(sql`${stories.fullSlug} = ${fullSlug}`);
  }

  it('both succeed, on one row: the loser of the insert updates the winner’s row', async () => {
    const answers = await raceTwoSaves('course', 'course');
    expect(answers).toEqual([expect.objectContaining({ ok: true }), expect.objectContaining({ ok: true })]);
    const rows = await storedRows('course');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    for (const answer of answers)
      expect(answer.ok && answer.saved).toEqual({ id: row!.id, uuid: row!.uuid, fullSlug: 'course' });
    expect(['un', 'deux']).toContain(row!.draft?.title);
  });

  it('the same when they race on creating the story’s new folder', async () => {
    const answers = await raceTwoSaves('essais-course/page', 'essais-course');
    expect(answers).toEqual([expect.objectContaining({ ok: true }), expect.objectContaining({ ok: true })]);
    expect(await storedRows('essais-course')).toHaveLength(1);
    expect(await storedRows('essais-course/page')).toHaveLength(1);
  });
});
