// games.remind_at: the sweep only looks at games whose bound has come, moves the bound on, and the
// triggers of migration 0002 reset it whenever the wait (or what decides it) changes.
// PGlite always, real PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pgReminderSource } from '../../src/jobs/pg-reminder-source.ts';
import { sweepReminders } from '../../src/jobs/reminders.ts';
import { FakeClock, RecordingSender } from './fakes.ts';
import { BACKENDS, TEST_DATABASE_URL, postgresDb, type TestDb } from './pg-fixture.ts';
import { insertGame, sentRows, setPrefs } from './seed.ts';


const T0 = new Date('2026-06-01T00:00:00Z');

describe.each(BACKENDS)('games.remind_at on %s', (_name, open) => {
  let t: TestDb;
  let clock: FakeClock;
  let sender: RecordingSender;
  const sweep = () => sweepReminders({ source: pgReminderSource(t.db), sender, clock: clock.fn });
  async function runMinutes(n: number) {
    for (let i = 0; i < n; i++) {
      await sweep();
      clock.advance(1);
    }
  }
  /** remind_at as ISO text, 'infinity', or null. */
  async function remindAt(id: number): Promise<string | null> {
    const res = (await t.db.execute(sql`
      select case when remind_at is null then null
                  when remind_at = 'infinity'::timestamptz then 'infinity'
                  else to_char(remind_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end as r
      from games where id = ${id}`)) as unknown as { rows: { r: string | null }[] };
    return res.rows[0]!.r;
  }
  const setRemindAt = (id: number, v: string) => t.db.execute(sql`update games set remind_at = ${v}::timestamptz where id = ${id}`);

  beforeEach(async () => {
    t = await open();
    clock = new FakeClock(T0);
    sender = new RecordingSender();
  });
  afterEach(async () => {
    await t.close();
  });

  it('any change of the wait, the options or the status resets remind_at; other updates keep it', async () => {
    const g = await insertGame(t.db, { threadId: 'th', waitingSince: T0, waitingSeq: 3, waitingOn: ['u'] });
    const changes = [
      sql`waiting_since = waiting_since + interval '1 minute'`,
      sql`waiting_seq = waiting_seq + 1`,
      sql`waiting_on = '{u,v}'`,
      sql`options = '{"reminderDelayMinutes": 60}'::jsonb`,
      sql`status = 'paused'`,
      sql`status = 'active'`,
    ];
    for (const change of changes) {
      await setRemindAt(g, '2026-07-01T00:00:00Z');
      await t.db.execute(sql`update games set ${change} where id = ${g}`);
      expect(await remindAt(g)).toBeNull();
    }
    await setRemindAt(g, '2026-07-01T00:00:00Z');
    await t.db.execute(sql`update games set last_message_url = 'https://x', updated_at = now(), thread_id = 'th2',
      waiting_on = waiting_on, options = options where id = ${g}`);
    expect(await remindAt(g)).toBe('2026-07-01T00:00:00.000Z');
  });

  it('not yet due: the bound is the first due time; reminders off: never', async () => {
    const g = await insertGame(t.db, { threadId: 'th', waitingSince: T0, waitingSeq: 1, waitingOn: ['u'] });
    const off = await insertGame(t.db, { threadId: 'th-off', waitingSince: T0, waitingSeq: 1, waitingOn: ['u'], options: { reminders: false } });
    const nobody = await insertGame(t.db, { threadId: 'th-n', waitingSince: T0, waitingSeq: 1, waitingOn: [] });
    clock.set('2026-06-01T01:00:00Z');
    await runMinutes(1);
    expect(await remindAt(g)).toBe('2026-06-01T12:00:00.000Z');
    expect(await remindAt(off)).toBe('infinity');
    expect(await remindAt(nobody)).toBe('infinity');
    // /game settings switches reminders back on: looked at again, reminded right away.
    await t.db.execute(sql`update games set options = '{}'::jsonb where id = ${off}`);
    clock.set('2026-06-01T12:00:00Z');
    await runMinutes(1);
    expect(sender.delivered.map((d) => d.target).sort()).toEqual(['th', 'th-off']);
  });

  it('a game reminded for its repeat is not looked at again until the next repeat, which goes out once', async () => {
    const g = await insertGame(t.db, { threadId: 'th', waitingSince: T0, waitingSeq: 3, waitingOn: ['u', 'v'] });
    clock.set('2026-06-01T12:00:00Z');
    await runMinutes(2); // 12:00 sends repeat 0; 12:01 finds both claimed and moves the bound on
    expect(sender.delivered.map((d) => d.mentions)).toEqual([['u', 'v']]);
    expect(await remindAt(g)).toBe('2026-06-02T12:00:00.000Z');
    // Take the claims away behind the sweep's back (no trigger fires): a sweep that still looked
    // at this game would send repeat 0 again.
    await t.db.execute(sql`delete from reminders_sent where game_id = ${g}`);
    await runMinutes(5);
    clock.set('2026-06-02T11:58:00Z');
    await runMinutes(2);
    expect(sender.delivered).toHaveLength(1);
    // 2026-06-02T12:00: repeat 1, exactly once.
    await runMinutes(4);
    expect(sender.delivered.map((d) => d.mentions)).toEqual([['u', 'v'], ['u', 'v']]);
    expect(await sentRows(t.db)).toEqual([
      { game_id: g, wait_seq: 3, user_id: 'u', repeat_no: 1, channel: 'thread' },
      { game_id: g, wait_seq: 3, user_id: 'v', repeat_no: 1, channel: 'thread' },
    ]);
    expect(await remindAt(g)).toBe('2026-06-03T12:00:00.000Z');
  });

  it('without repeats, a reminded game is never looked at again', async () => {
    const g = await insertGame(t.db, { threadId: 'th', waitingSince: T0, waitingSeq: 1, waitingOn: ['u'], options: { reminderRepeatMinutes: 0 } });
    clock.set('2026-06-01T12:00:00Z');
    await runMinutes(2);
    expect(await remindAt(g)).toBe('infinity');
    expect(sender.delivered).toHaveLength(1);
  });

  it('a new wait gets its first reminder after the delay although remind_at was far ahead', async () => {
    const g = await insertGame(t.db, { threadId: 'th', waitingSince: T0, waitingSeq: 3, waitingOn: ['u'] });
    clock.set('2026-06-01T12:00:00Z');
    await runMinutes(2);
    expect(await remindAt(g)).toBe('2026-06-02T12:00:00.000Z');
    // u moves at 13:00; the bot writes the new wait (as Store.setWaiting does).
    await t.db.execute(sql`update games set waiting_on = '{v}', waiting_seq = 4,
      waiting_since = '2026-06-01T13:00:00Z'::timestamptz, updated_at = now() where id = ${g}`);
    expect(await remindAt(g)).toBeNull();
    clock.set('2026-06-01T13:00:00Z');
    await runMinutes(1);
    expect(await remindAt(g)).toBe('2026-06-02T01:00:00.000Z');
    clock.set('2026-06-02T00:58:00Z');
    await runMinutes(4); // 00:58 .. 01:01
    expect(sender.delivered.map((d) => d.mentions)).toEqual([['u'], ['v']]);
    expect((await sentRows(t.db)).map((r) => [r.wait_seq, r.user_id, r.repeat_no])).toEqual([
      [3, 'u', 0],
      [4, 'v', 0],
    ]);
  });

  it('players with /remind off count as reminded; /remind on looks at their games again', async () => {
    const g = await insertGame(t.db, { threadId: 'th', waitingSince: T0, waitingSeq: 1, waitingOn: ['off'] });
    await setPrefs(t.db, 'off', { off: true });
    clock.set('2026-06-01T12:00:00Z');
    await runMinutes(1);
    expect(await remindAt(g)).toBe('2026-06-02T12:00:00.000Z');
    expect(sender.delivered).toHaveLength(0);
    await setPrefs(t.db, 'off', { off: false });
    expect(await remindAt(g)).toBeNull();
    clock.set('2026-06-01T15:00:00Z');
    await runMinutes(1);
    expect((await sentRows(t.db)).map((r) => [r.user_id, r.repeat_no])).toEqual([['off', 0]]);
    // Deleting an "off" settings row means reminders on as well.
    const h = await insertGame(t.db, { threadId: 'th-h', waitingSince: T0, waitingSeq: 1, waitingOn: ['gone'] });
    await setPrefs(t.db, 'gone', { off: true });
    await runMinutes(1);
    expect(await remindAt(h)).toBe('2026-06-02T12:00:00.000Z');
    await t.db.execute(sql`delete from player_settings where user_id = 'gone'`);
    expect(await remindAt(h)).toBeNull();
  });

  it('a failed send gives the claim back and makes the game due again', async () => {
    const g = await insertGame(t.db, { threadId: 'th', waitingSince: T0, waitingSeq: 1, waitingOn: ['u'] });
    await setRemindAt(g, '2026-06-05T00:00:00Z');
    await pgReminderSource(t.db).release({ gameId: g, waitSeq: 1, userId: 'u', repeatNo: 0 });
    expect(await remindAt(g)).toBeNull();
  });
});

describe.skipIf(!TEST_DATABASE_URL)('remind_at under concurrent writers (real PostgreSQL)', () => {
  it('a sweep neither waits for nor overwrites a wait being changed in another transaction', async () => {
    const t = await postgresDb(TEST_DATABASE_URL!);
    try {
      const g = await insertGame(t.db, { threadId: 'th', waitingSince: T0, waitingSeq: 3, waitingOn: ['u'] });
      const clock = new FakeClock(new Date('2026-06-01T12:00:00Z'));
      const sender = new RecordingSender();
      const sweep = () => sweepReminders({ source: pgReminderSource(t.db), sender, clock: clock.fn });
      await sweep(); // repeat 0 sent; the game is still due
      clock.advance(1);
      const other = await t.openAnother!();
      try {
        await other.db.transaction(async (tx) => {
          // The bot changes the wait and has not committed yet; this sweep still sees the old
          // wait with every player reminded, and must leave the row alone (no waiting either).
          await tx.execute(sql`update games set waiting_seq = 4, waiting_since = '2026-06-01T12:01:00Z'::timestamptz where id = ${g}`);
          await sweep();
        });
      } finally {
        await other.close();
      }
      const res = (await t.db.execute(sql`select remind_at from games where id = ${g}`)) as unknown as { rows: { remind_at: unknown }[] };
      expect(res.rows[0]!.remind_at).toBeNull();
      clock.set('2026-06-02T00:01:00Z');
      await sweep();
      expect((await sentRows(t.db)).map((r) => [r.wait_seq, r.repeat_no])).toEqual([
        [3, 0],
        [4, 0],
      ]);
    } finally {
      await t.close();
    }
  });
});
