import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveEdits } from '@/db/schema';
import { forgetLiveEdit, liveEditOf, rememberLiveEdit } from '@/services/preview/live-edits';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(liveEdits);
});

const content = (title: string) => ({ component: 'page', body: [{ component: 'hero', _uid: 'h', title }] });
const story = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const MINUTE = 60_000;
let revision = 0;
const edit = (uuid: string, title: string, at = ++revision) => ({
  storyUuid: uuid,
  content: content(title),
  revision: at,
});
const at = (ms: number) => ({ now: new Date(1_700_000_000_000 + ms), db: database.db });

describe('live edits in the database', () => {
  it('are one editor’s own, per story, the latest keystroke kept, until saved or 30 minutes old', async () => {
    await rememberLiveEdit('session-a', edit(story(1), 'A'), at(0));
    await rememberLiveEdit('session-a', edit(story(1), 'AB'), at(1000));
    expect(await liveEditOf('session-a', story(1), at(MINUTE))).toEqual(content('AB'));
    expect(await liveEditOf('session-b', story(1), at(MINUTE))).toBeNull();
    expect(await liveEditOf('session-a', story(2), at(MINUTE))).toBeNull();
    expect(await liveEditOf('session-a', story(1), at(1000 + 30 * MINUTE - 1))).toEqual(content('AB'));
    expect(await liveEditOf('session-a', story(1), at(1000 + 30 * MINUTE))).toBeNull();
    // A keystroke that arrives after a later one changes nothing.
    await rememberLiveEdit('session-a', edit(story(1), 'A', 1), at(2000));
    expect(await liveEditOf('session-a', story(1), at(MINUTE))).toEqual(content('AB'));
    await forgetLiveEdit('session-a', story(1), at(0));
    expect(await liveEditOf('session-a', story(1), at(2000))).toBeNull();
  });

  it('sweep expired edits of every session and keep the latest 20 stories of a session', async () => {
    await rememberLiveEdit('gone', edit(story(99), 'old'), at(0));
    for (let i = 0; i < 21; i++) await rememberLiveEdit('busy', edit(story(i), String(i)), at(31 * MINUTE + i));
    expect(await liveEditOf('busy', story(0), at(32 * MINUTE))).toBeNull();
    expect(await liveEditOf('busy', story(1), at(32 * MINUTE))).toEqual(content('1'));
    expect(await liveEditOf('busy', story(20), at(32 * MINUTE))).toEqual(content('20'));
    const rows = await database.db.select({ session: liveEdits.session }).from(liveEdits);
    expect(rows.filter((row) => row.session === 'gone')).toEqual([]);
    expect(rows).toHaveLength(20);
  });
});
