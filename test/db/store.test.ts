// Games, seats, player settings, reminders and sealed bids, on every backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GameNotFoundError, SeatOrderError } from '../../src/db/errors.ts';
import type { NewGame, Store } from '../../src/db/store.ts';
import { allTestBackends, type TestDatabase } from '../helpers/db.ts';

const HOUR = 3_600_000;

for (const backend of allTestBackends()) {
  describe.skipIf(Boolean(backend.skip))(`store [${backend.name}]${backend.skip ? ` (skipped: ${backend.skip})` : ''}`, () => {
    let db: TestDatabase;
    let store: Store;
    beforeAll(async () => {
      db = await backend.fresh();
      store = await db.open();
    });
    afterAll(async () => {
      await db?.dispose();
    });

    const base: NewGame = { title: '1828', seed: 7, guildId: 'guild-1', channelId: 'chan-1', creatorId: 'creator' };

    describe('games', () => {
      it('creates with defaults and reads back', async () => {
        const g = await store.createGame({ ...base, options: { variant: 'base', optionalRules: ['x'] } });
        expect(g.id).toBeGreaterThan(0);
        expect(g.status).toBe('lobby');
        expect(g.waitingOn).toEqual([]);
        expect(g.options).toEqual({ variant: 'base', optionalRules: ['x'] });
        expect(g.createdAt).toBeInstanceOf(Date);
        expect(await store.getGame(g.id)).toEqual(g);
        expect(await store.getGame(987_654)).toBeUndefined();
      });

      it('updates fields, finds by thread, refuses unknown ids', async () => {
        const g = await store.createGame(base);
        const at = new Date('2030-01-01T00:00:00Z');
        const u = await store.updateGame(g.id, { status: 'active', threadId: `thread-${g.id}`, lobbyMessageId: 'm1' }, at);
        expect(u.status).toBe('active');
        expect(u.updatedAt.toISOString()).toBe(at.toISOString());
        expect((await store.getGameByThread(`thread-${g.id}`))?.id).toBe(g.id);
        await expect(store.updateGame(987_654, { status: 'active' })).rejects.toBeInstanceOf(GameNotFoundError);
      });

      it('records and clears the wait', async () => {
        const g = await store.createGame({ ...base, status: 'active' });
        const since = new Date('2030-01-02T03:04:05Z');
        const w = await store.setWaiting(g.id, ['u1', 'u2'], 12, since);
        expect(w.waitingOn).toEqual(['u1', 'u2']);
        expect(w.waitingSeq).toBe(12);
        expect(w.waitingSince?.toISOString()).toBe(since.toISOString());
        const c = await store.setWaiting(g.id, [], 13);
        expect(c.waitingOn).toEqual([]);
        expect(c.waitingSince).toBeNull();
        expect(c.waitingSeq).toBeNull();
      });

      it("lists a guild's games with the user's own first", async () => {
        const guildId = 'guild-list';
        const t = (h: number) => new Date(Date.UTC(2031, 0, 1, h));
        const other = await store.createGame({ ...base, guildId, creatorId: 'someone' });
        const seated = await store.createGame({ ...base, guildId, creatorId: 'someone' });
        const created = await store.createGame({ ...base, guildId, creatorId: 'me', status: 'active' });
        await store.createGame({ ...base, guildId: 'elsewhere', creatorId: 'me' });
        await store.addSeat(seated.id, 'me', 'Me');
        await store.updateGame(other.id, {}, t(5));
        await store.updateGame(seated.id, {}, t(1));
        await store.updateGame(created.id, {}, t(2));
        const list = await store.listGames(guildId, 'me');
        expect(list.map((g) => [g.id, g.mine])).toEqual([
          [created.id, true],
          [seated.id, true],
          [other.id, false],
        ]);
        expect((await store.listGames(guildId, 'me', ['active'])).map((g) => g.id)).toEqual([created.id]);
      });
    });

    describe('seats', () => {
      it('adds once, lists in join order, orders, removes', async () => {
        const g = await store.createGame(base);
        const t0 = Date.UTC(2030, 5, 1);
        expect(await store.addSeat(g.id, 'a', 'Alice', new Date(t0))).toBe(true);
        expect(await store.addSeat(g.id, 'b', 'Bob', new Date(t0 + 1000))).toBe(true);
        expect(await store.addSeat(g.id, 'c', 'Cy', new Date(t0 + 2000))).toBe(true);
        expect(await store.addSeat(g.id, 'a', 'Alice again')).toBe(false);
        let seats = await store.listSeats(g.id);
        expect(seats.map((s) => [s.userId, s.seat])).toEqual([
          ['a', null],
          ['b', null],
          ['c', null],
        ]);
        seats = await store.setSeatOrder(g.id, ['c', 'a', 'b']);
        expect(seats.map((s) => [s.userId, s.seat])).toEqual([
          ['c', 0],
          ['a', 1],
          ['b', 2],
        ]);
        // Re-ordering works despite the unique (game, seat) constraint.
        seats = await store.setSeatOrder(g.id, ['b', 'c', 'a']);
        expect(seats.map((s) => s.userId)).toEqual(['b', 'c', 'a']);
        await expect(store.setSeatOrder(g.id, ['a', 'b'])).rejects.toBeInstanceOf(SeatOrderError);
        await expect(store.setSeatOrder(g.id, ['a', 'b', 'b'])).rejects.toBeInstanceOf(SeatOrderError);
        await expect(store.setSeatOrder(g.id, ['a', 'b', 'z'])).rejects.toBeInstanceOf(SeatOrderError);
        expect((await store.listSeats(g.id)).map((s) => s.userId)).toEqual(['b', 'c', 'a']);
        expect(await store.removeSeat(g.id, 'c')).toBe(true);
        expect(await store.removeSeat(g.id, 'c')).toBe(false);
        expect((await store.listSeats(g.id)).map((s) => s.userId)).toEqual(['b', 'a']);
      });

      it('refuses a seat in an unknown game', async () => {
        await expect(store.addSeat(987_654, 'a', 'A')).rejects.toBeInstanceOf(GameNotFoundError);
      });
    });

    describe('player settings', () => {
      it('defaults, upserts, keeps unpatched fields', async () => {
        expect(await store.getPlayerSettings('p1')).toEqual({
          userId: 'p1',
          timeZone: 'UTC',
          quietStart: null,
          quietEnd: null,
          remindersVia: 'thread',
          remindersOff: false,
        });
        await store.upsertPlayerSettings('p1', { timeZone: 'Europe/Berlin', quietStart: 22 * 60, quietEnd: 7 * 60 });
        const s = await store.upsertPlayerSettings('p1', { remindersVia: 'dm' });
        expect(s).toMatchObject({ timeZone: 'Europe/Berlin', quietStart: 1320, quietEnd: 420, remindersVia: 'dm', remindersOff: false });
        await store.upsertPlayerSettings('p1', { quietStart: null, quietEnd: null, remindersOff: true });
        const many = await store.getPlayerSettingsMany(['p1', 'p2']);
        expect(many.get('p1')).toMatchObject({ timeZone: 'Europe/Berlin', quietStart: null, remindersOff: true });
        expect(many.get('p2')?.timeZone).toBe('UTC');
      });

      it('rejects quiet hours outside the day', async () => {
        await expect(store.upsertPlayerSettings('p3', { quietStart: 1440 })).rejects.toThrow();
      });
    });

    describe('reminders', () => {
      it('claims each reminder once, also under concurrency', async () => {
        const g = await store.createGame({ ...base, status: 'active' });
        const key = { gameId: g.id, waitSeq: 4, userId: 'u1', repeatNo: 0, channel: 'thread' as const };
        const results = await Promise.all([store.claimReminder(key), store.claimReminder(key), store.claimReminder(key)]);
        expect(results.filter(Boolean)).toHaveLength(1);
        expect(await store.claimReminder(key)).toBe(false);
        expect(await store.claimReminder({ ...key, repeatNo: 1 })).toBe(true);
        expect(await store.claimReminder({ ...key, userId: 'u2', channel: 'dm' })).toBe(true);
        expect(await store.claimReminder({ ...key, waitSeq: 5 })).toBe(true);
        const sent = await store.listRemindersSent(g.id, 4);
        expect(sent.map((r) => [r.userId, r.repeatNo, r.channel])).toEqual([
          ['u1', 0, 'thread'],
          ['u1', 1, 'thread'],
          ['u2', 0, 'dm'],
        ]);
      });

      it('dueWaits finds active, reminder-enabled games waiting past their delay', async () => {
        const now = new Date('2035-03-01T12:00:00Z');
        const ago = (h: number) => new Date(now.getTime() - h * HOUR);
        const mk = async (opts: NewGame['options'], status: NewGame['status'], waitedHours: number | null, on = ['u1']) => {
          const g = await store.createGame({ ...base, guildId: 'guild-due', options: opts, status });
          if (waitedHours !== null) await store.setWaiting(g.id, on, 3, ago(waitedHours));
          return g.id;
        };
        const due = await mk({}, 'active', 13); // default 12h delay passed
        const notYet = await mk({}, 'active', 11);
        await mk({ reminders: false }, 'active', 100);
        await mk({}, 'paused', 100);
        await mk({}, 'finished', 100);
        await mk({}, 'active', null);
        const shortDelay = await mk({ reminderDelayMinutes: 30 }, 'active', 1);
        await mk({ reminderDelayMinutes: 120 }, 'active', 1);
        await mk({}, 'active', 100, []); // waits on nobody
        const badDelayDue = await mk({ reminderDelayMinutes: 10 ** 9 }, 'active', 13); // out of range: 720
        const badDelayNotYet = await mk({ reminderDelayMinutes: 'soon' as unknown as number }, 'active', 11);
        const roundedDue = await mk({ reminderDelayMinutes: 59.6 }, 'active', 1); // rounds to 60
        const ids = (await store.dueWaits(now)).map((w) => w.game.id);
        expect(ids).toContain(due);
        expect(ids).toContain(shortDelay);
        expect(ids).not.toContain(notYet);
        const mine = (await store.dueWaits(now)).filter((w) => w.game.guildId === 'guild-due');
        expect(ids).not.toContain(badDelayNotYet);
        expect(mine.map((w) => w.game.id).sort((a, b) => a - b)).toEqual(
          [due, shortDelay, badDelayDue, roundedDue].sort((a, b) => a - b),
        );
        const w = mine.find((x) => x.game.id === due)!;
        expect(w.waitSeq).toBe(3);
        expect(w.waitingOn).toEqual(['u1']);
        expect(w.policy).toEqual({ enabled: true, delayMinutes: 720, repeatMinutes: 1440 });
      });

      it('dueWaits keys a wait without waiting_seq by the next action seq', async () => {
        const now = new Date('2036-01-01T00:00:00Z');
        const g = await store.createGame({ ...base, guildId: 'guild-noseq', status: 'active' });
        await store.appendAction(g.id, 0, { type: 'pass' }, 'u1');
        await store.appendAction(g.id, 1, { type: 'pass' }, 'u2');
        await store.updateGame(g.id, { waitingOn: ['u1'], waitingSince: new Date(now.getTime() - 20 * HOUR) });
        const w = (await store.dueWaits(now)).find((x) => x.game.id === g.id);
        expect(w?.waitSeq).toBe(2);
      });

      it('dueWaits uses a partial index (only active waiting games are read)', async () => {
        const plan = await explain(store, `select * from games where status = 'active' and waiting_since is not null and waiting_since <= now()`);
        // games_waiting_idx, or (when the bound selects every wait anyway) games_remind_idx: both hold
        // exactly the active waiting games.
        expect(plan).toMatch(/games_(waiting|remind)_idx/);
        expect(plan).not.toMatch(/Seq Scan|games_pkey/);
      });
    });

    it('has no sealed_bids table (sealed actions live in the action log)', async () => {
      const r = await store.db.execute(sql`select to_regclass('public.sealed_bids') as t`);
      expect((r as unknown as { rows: { t: string | null }[] }).rows[0]!.t).toBeNull();
    });
  });
}

async function explain(store: Store, query: string): Promise<string> {
  return store.db.transaction(async (tx) => {
    await tx.execute('set local enable_seqscan = off');
    const res = (await tx.execute(`explain ${query}`)) as unknown as { rows: Record<string, unknown>[] };
    return res.rows.map((r) => String(Object.values(r)[0])).join('\n');
  });
}
