import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bumpCv, getCv, getSpace } from '@/content/local-service/space';
import { space } from '@/db/schema';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The space row and its `cv`, on a database of this file's own (the migrations create no space row).
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(space);
});

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** Runs `body` with a trigger that silently skips every `event` on the space table (a BEFORE trigger returning NULL). */
async function withSkippedWrites(event: 'INSERT' | 'UPDATE', body: () => Promise<void>): Promise<void> {
  const { db } = database;
  await db.execute(
    sql.raw('CREATE FUNCTION skip_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$'),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER skip_write BEFORE ${event} ON space FOR EACH ROW EXECUTE FUNCTION skip_write()`),
  );
  try {
    await body();
  } finally {
    await db.execute(sql.raw('DROP TRIGGER skip_write ON space'));
    await db.execute(sql.raw('DROP FUNCTION skip_write()'));
  }
}

describe('the space', () => {
  it('is created on first use with the current Unix time, in seconds, as its cv', async () => {
    const before = nowInSeconds();
    const cv = await getCv(database.db);
    expect(cv).toBeGreaterThanOrEqual(before);
    expect(cv).toBeLessThanOrEqual(nowInSeconds());
    expect(await getSpace(database.db)).toMatchObject({
      id: 1,
      name: 'Autopolis',
      domain: 'http://localhost:3000/',
      cv,
    });
  });

  it('a bump moves cv to now, or one past it when it is ahead of the clock', async () => {
    await database.db.insert(space).values({ id: 1, name: 'Autopolis', domain: 'http://localhost:3000/', cv: 1000 });
    const bumped = await bumpCv(database.db);
    expect(bumped).toBeGreaterThanOrEqual(nowInSeconds() - 1);
    expect(bumped).toBeLessThanOrEqual(nowInSeconds());

    const ahead = nowInSeconds() + 3600;
    await database.db.update(space).set({ cv: ahead });
    expect(await bumpCv(database.db)).toBe(ahead + 1);
    expect(await bumpCv(database.db)).toBe(ahead + 2);
    expect(await getCv(database.db)).toBe(ahead + 2);
  });

  it('says so when the database drops the row it was to create', async () => {
    await withSkippedWrites('INSERT', async () => {
      await expect(getCv(database.db)).rejects.toThrow(new Error('The space row could not be created'));
    });
  });

  it('says so when the row it was to bump is not updated', async () => {
    const cv = await getCv(database.db);
    await withSkippedWrites('UPDATE', async () => {
      await expect(bumpCv(database.db)).rejects.toThrow(new Error('The space row disappeared while bumping cv'));
    });
    expect(await getCv(database.db)).toBe(cv);
  });
});
