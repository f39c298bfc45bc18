// The sweep against the real schema: PGlite always, real PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pgReminderSource } from '../../src/jobs/pg-reminder-source.ts';
import { dueCandidatesQuery } from '../../src/jobs/reminder-sql.ts';
import { sweepReminders } from '../../src/jobs/reminders.ts';
import { FakeClock, RecordingSender } from './fakes.ts';
import { BACKENDS, TEST_DATABASE_URL, postgresDb, type TestDb } from './pg-fixture.ts';
import { insertGame, sentRows, setPrefs } from './seed.ts';


const T0 = new Date('2026-06-01T00:00:00Z');

describe.each(BACKENDS)('reminder sweep on %s', (_name, open) => {
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

  beforeEach(async () => {
    t = await open();
    clock = new FakeClock(T0);
    sender = new RecordingSender();
  });
  afterEach(async () => {
    await t.close();
  });

  it('delays and repeats from the game options; once per repeat', async () => {
    const a = await insertGame(t.db, { threadId: 'th-a', waitingSince: T0, waitingSeq: 3, waitingOn: ['u1'] });
    const b = await insertGame(t.db, {
      threadId: 'th-b',
      waitingSince: T0,
      waitingSeq: 5,
      waitingOn: ['u2'],
      options: { reminderDelayMinutes: 60, reminderRepeatMinutes: 120 },
    });
    await insertGame(t.db, { threadId: 'th-c', waitingSince: T0, waitingSeq: 1, waitingOn: ['u3'], options: { reminders: false } });
    clock.set('2026-06-01T00:59:00Z');
    await runMinutes(3); // 00:59, 01:00, 01:01
    expect(sender.delivered.map((d) => d.target)).toEqual(['th-b']);
    clock.set('2026-06-01T11:59:00Z');
    await runMinutes(3); // b repeat 5 due at 11:00; a due at 12:00
    expect(sender.delivered.map((d) => d.target)).toEqual(['th-b', 'th-b', 'th-a']);
    expect(await sentRows(t.db)).toEqual([
      { game_id: a, wait_seq: 3, user_id: 'u1', repeat_no: 0, channel: 'thread' },
      { game_id: b, wait_seq: 5, user_id: 'u2', repeat_no: 0, channel: 'thread' },
      { game_id: b, wait_seq: 5, user_id: 'u2', repeat_no: 5, channel: 'thread' },
    ]);
  });

  it('finished, abandoned, paused and lobby games never nudge; /remind off is respected', async () => {
    for (const status of ['finished', 'abandoned', 'paused', 'lobby'] as const) {
      await insertGame(t.db, { status, threadId: `th-${status}`, waitingSince: T0, waitingSeq: 1, waitingOn: ['u1'] });
    }
    await insertGame(t.db, { threadId: 'th-off', waitingSince: T0, waitingSeq: 1, waitingOn: ['offuser'] });
    await setPrefs(t.db, 'offuser', { off: true });
    clock.set('2026-06-09T00:00:00Z');
    await runMinutes(2);
    expect(sender.delivered).toEqual([]);
    expect(await sentRows(t.db)).toEqual([]);
  });

  it('DM preference, refusal falls back to the thread (stored as thread)', async () => {
    const g = await insertGame(t.db, { threadId: 'th', waitingSince: T0, waitingSeq: 2, waitingOn: ['ok', 'no', 'plain'] });
    await setPrefs(t.db, 'ok', { via: 'dm' });
    await setPrefs(t.db, 'no', { via: 'dm' });
    sender.refuseDm.add('no');
    clock.set('2026-06-01T12:00:00Z');
    await runMinutes(3);
    expect(sender.delivered.map((d) => [d.kind, d.target, d.mentions])).toEqual([
      ['dm', 'ok', undefined],
      ['thread', 'th', ['no', 'plain']],
    ]);
    expect((await sentRows(t.db)).map((r) => [r.game_id, r.user_id, r.channel])).toEqual([
      [g, 'no', 'thread'],
      [g, 'ok', 'dm'],
      [g, 'plain', 'thread'],
    ]);
  });

  it('quiet hours across the spring-forward night (Europe/London)', async () => {
    await insertGame(t.db, { threadId: 'th', waitingSince: new Date('2026-03-28T12:00:00Z'), waitingSeq: 1, waitingOn: ['u'] });
    await setPrefs(t.db, 'u', { timeZone: 'Europe/London', quietStart: 22 * 60, quietEnd: 7 * 60 });
    clock.set('2026-03-29T05:58:00Z');
    await runMinutes(2);
    expect(sender.delivered).toHaveLength(0);
    await runMinutes(1); // 06:00 UTC = 07:00 BST
    expect(sender.delivered).toHaveLength(1);
  });

  it('players leaving the wait (sealed bids placed) do not hide the ones still owing', async () => {
    const g = await insertGame(t.db, { threadId: 'th', waitingSince: T0, waitingSeq: 4, waitingOn: ['a', 'b', 'c'] });
    await setPrefs(t.db, 'c', { quietStart: 11 * 60, quietEnd: 13 * 60 }); // UTC
    clock.set('2026-06-01T12:00:00Z');
    await runMinutes(1);
    expect(sender.delivered.map((d) => d.mentions)).toEqual([['a', 'b']]);
    // b places a bid; the wait (same key) now holds a and c; a's and b's claims outnumber the open ones.
    await t.db.execute(sql`update games set waiting_on = '{a,c}' where id = ${g}`);
    clock.set('2026-06-01T13:00:00Z');
    await runMinutes(1);
    expect(sender.delivered.map((d) => d.mentions)).toEqual([['a', 'b'], ['c']]);
  });

  it('the due query is served by the partial index games_remind_idx', async () => {
    await t.db.execute(sql`
      insert into games (title, seed, guild_id, channel_id, creator_id, status, waiting_since, waiting_seq, waiting_on)
      select 't', i, 'g', 'c', 'u', (case when i % 10 = 0 then 'active' else 'finished' end)::game_status,
        case when i % 10 = 0 then ${T0.toISOString()}::timestamptz end, case when i % 10 = 0 then 1 end,
        case when i % 10 = 0 then '{x}'::text[] else '{}'::text[] end
      from generate_series(1, 5000) i`);
    await t.db.execute(sql`analyze`);
    const plan = (await t.db.execute(sql`explain ${dueCandidatesQuery(new Date('2026-06-02T00:00:00Z'))}`)) as unknown as {
      rows: Record<string, string>[];
    };
    expect(plan.rows.map((r) => Object.values(r)[0]).join('\n')).toContain('games_remind_idx');
  });

  it('says what the player must do: a sealed bid while several owe one, else their turn', async () => {
    await insertGame(t.db, { threadId: 'th-s', waitingSince: T0, waitingSeq: 2, waitingOn: ['a', 'b'] });
    await insertGame(t.db, { threadId: 'th-t', waitingSince: T0, waitingSeq: 2, waitingOn: ['c'] });
    // One player left of a sealed round: actions were recorded since the wait began.
    const g = await insertGame(t.db, { threadId: 'th-l', waitingSince: T0, waitingSeq: 2, waitingOn: ['d'] });
    for (const seq of [0, 1, 2]) {
      await t.db.execute(sql`insert into actions (game_id, seq, action) values (${g}, ${seq}, '{"type":"bid"}'::jsonb)`);
    }
    clock.set('2026-06-01T12:00:00Z');
    await runMinutes(1);
    const byThread = Object.fromEntries(sender.delivered.map((d) => [d.target, d.text]));
    expect(byThread['th-s']).toContain('to place your sealed bid');
    expect(byThread['th-l']).toContain('to place your sealed bid');
    expect(byThread['th-t']).toContain('to take your turn');
  });

  it('missed while down: only the latest repeat goes out, once', async () => {
    const g = await insertGame(t.db, { threadId: 'th', waitingSince: T0, waitingSeq: 9, waitingOn: ['u'] });
    clock.set('2026-06-04T13:30:00Z'); // repeats 0..3 due
    await runMinutes(5);
    expect(sender.delivered).toHaveLength(1);
    expect(await sentRows(t.db)).toEqual([{ game_id: g, wait_seq: 9, user_id: 'u', repeat_no: 3, channel: 'thread' }]);
  });

  it('without games.waiting_seq the wait key is the next action seq', async () => {
    const g = await insertGame(t.db, { threadId: 'th', waitingSince: T0, waitingSeq: null, waitingOn: ['u'] });
    for (let s = 0; s < 4; s++) {
      await t.db.execute(sql`insert into actions (game_id, seq, action) values (${g}, ${s}, '{"type":"pass"}'::jsonb)`);
    }
    clock.set('2026-06-01T12:00:00Z');
    await runMinutes(2);
    expect(await sentRows(t.db)).toEqual([{ game_id: g, wait_seq: 4, user_id: 'u', repeat_no: 0, channel: 'thread' }]);
  });

  it('a restart in the middle: a fresh process continues without repeating', async () => {
    await insertGame(t.db, { threadId: 'th', waitingSince: T0, waitingSeq: 1, waitingOn: ['u1', 'u2'] });
    clock.set('2026-06-01T11:58:00Z');
    await runMinutes(3); // first reminder at 12:00
    expect(sender.delivered).toHaveLength(1);
    // The "new process": another connection (real PostgreSQL) or a new source, new sender.
    const other = t.openAnother ? await t.openAnother() : { db: t.db, close: async () => {} };
    const sender2 = new RecordingSender();
    for (let i = 0; i < 30; i++) {
      await sweepReminders({ source: pgReminderSource(other.db), sender: sender2, clock: clock.fn });
      clock.advance(1);
    }
    expect(sender2.delivered).toHaveLength(0);
    clock.set('2026-06-02T12:00:00Z');
    await sweepReminders({ source: pgReminderSource(other.db), sender: sender2, clock: clock.fn });
    expect(sender2.delivered).toHaveLength(1);
    await other.close();
  });
});

describe.skipIf(!TEST_DATABASE_URL)('two bot processes sweeping at the same moment (real PostgreSQL)', () => {
  it('each reminder is sent exactly once', async () => {
    const t = await postgresDb(TEST_DATABASE_URL!);
    try {
      const games = 200;
      for (let i = 0; i < games; i++) {
        await insertGame(t.db, {
          threadId: `th-${i}`,
          waitingSince: new Date(T0.getTime() - (i % 50) * 3_600_000),
          waitingSeq: i,
          waitingOn: i % 3 === 0 ? ['a', 'b', 'c'] : ['a'],
        });
      }
      await setPrefs(t.db, 'b', { via: 'dm' });
      const a = await t.openAnother!();
      const b = await t.openAnother!();
      const sa = new RecordingSender();
      const sb = new RecordingSender();
      const clock = new FakeClock(new Date('2026-06-01T12:00:00Z'));
      for (let minute = 0; minute < 5; minute++) {
        await Promise.all([
          sweepReminders({ source: pgReminderSource(a.db), sender: sa, clock: clock.fn }),
          sweepReminders({ source: pgReminderSource(b.db), sender: sb, clock: clock.fn }),
        ]);
        clock.advance(24 * 60);
      }
      const rows = await sentRows(t.db);
      // Every claim row was delivered once, by exactly one of the two processes.
      const deliveredUsers = [...sa.delivered, ...sb.delivered].flatMap((d) => (d.kind === 'dm' ? [d.target] : [...d.mentions!]));
      expect(deliveredUsers.length).toBe(rows.length);
      expect(rows.length).toBeGreaterThan(games);
      // (which process wins each claim is up to PostgreSQL's scheduling: either may win them all, as one CI run
      // saw, so no share is asked of either; both swept at the same moment every minute)
      const perKey = new Set(rows.map((r) => `${r.game_id}|${r.wait_seq}|${r.user_id}|${r.repeat_no}`));
      expect(perKey.size).toBe(rows.length);
      await a.close();
      await b.close();
    } finally {
      await t.close();
    }
  });
});
