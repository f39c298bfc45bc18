// The game service over PGlite in memory, without Discord.
import '../tiny-game/register.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open.ts';
import { DbBotStore } from '../../src/bot/services/dbStore.ts';
import { GameService } from '../../src/bot/services/games.ts';
import { Refusal } from '../../src/bot/services/refusal.ts';
import { createLogger } from '../../src/logger.ts';

let store: DbBotStore;
let games: GameService;

beforeAll(async () => {
  store = new DbBotStore(await openDatabase({ dataDir: 'memory://' }));
  games = new GameService(store, createLogger('silent'));
});
afterAll(async () => {
  await store?.close();
});

async function startedGame(users: string[], optional_rules: string[] = []) {
  const record = await store.createGame({
    title: 'tiny-rails',
    envelopeTitle: 'Tiny Rails',
    options: { seatOrder: 'join', settings: { optional_rules } },
    seed: 7,
    guildId: 'g',
    channelId: 'c',
    creatorId: users[0]!,
    status: 'lobby',
  });
  for (const u of users) await store.addSeat(record.id, u, `user${u}`);
  await store.setSeatOrder(record.id, users);
  games.startEngine(record, await store.listSeats(record.id));
  await store.updateGame(record.id, { status: 'active' });
  return record.id;
}

const add = (amount: number) => () => ({ type: 'add', amount });

describe('GameService', () => {
  it('applies actions in turn and records whom it waits on', async () => {
    const id = await startedGame(['11', '22']);
    const r = await games.act(id, '11', add(2));
    expect(r.summary).toBe('Add 2');
    expect(r.action).toMatchObject({ type: 'add', amount: 2, entity: '11', id: 1 });
    expect((await store.getGame(id))!.waitingOn).toEqual(['22']);
    expect((await store.loadActions(id)).map((a) => a.userId)).toEqual(['11']);
  });

  it('refuses strangers, out-of-turn players and broken rules without storing', async () => {
    const id = await startedGame(['11', '22']);
    await expect(games.act(id, '99', add(1))).rejects.toThrow(/not seated/);
    await expect(games.act(id, '22', add(1))).rejects.toThrow(/not your turn — waiting on user11/);
    await expect(games.act(id, '11', add(5))).rejects.toThrow(Refusal);
    await expect(games.act(id, '11', add(5))).rejects.toThrow(/1, 2 or 3/);
    expect(await store.loadActions(id)).toEqual([]);
  });

  it('serializes concurrent actions of one game', async () => {
    const id = await startedGame(['11', '22'], ['sealed_start']);
    const results = await Promise.allSettled([games.act(id, '11', () => ({ type: 'bid', company: 'first-move', price: 1 })), games.act(id, '22', () => ({ type: 'bid', company: 'first-move', price: 2 }))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const stored = await store.loadActions(id);
    expect(stored.map((a) => a.seq)).toEqual([0, 1]);
    const live = await games.load(id, { fresh: true });
    expect(live.game!.def.activePlayers(live.game!.state)).toEqual(['22']);
  });

  it('keeps a shrinking wait (sealed bids coming in) and starts a new one otherwise', async () => {
    const id = await startedGame(['11', '22', '33'], ['sealed_start']);
    const live = await games.load(id, { fresh: true });
    await games.recordWaiting(live);
    const first = (await store.getGame(id))!;
    expect(first.waitingOn.sort()).toEqual(['11', '22', '33']);
    await games.act(id, '11', () => ({ type: 'bid', company: 'first-move', price: 1 }));
    const second = (await store.getGame(id))!;
    expect(second.waitingOn.sort()).toEqual(['22', '33']);
    expect(second.waitingSeq).toBe(first.waitingSeq);
    await games.act(id, '22', () => ({ type: 'bid', company: 'first-move', price: 0 }));
    await games.act(id, '33', () => ({ type: 'bid', company: 'first-move', price: 0 }));
    const third = (await store.getGame(id))!;
    expect(third.waitingOn).toEqual(['11']);
    expect(third.waitingSeq).toBe(3);
  });

  it('undoes only the last actor’s action', async () => {
    const id = await startedGame(['11', '22']);
    await expect(games.undo(id, '11')).rejects.toThrow(/nothing to undo/);
    await games.act(id, '11', add(3));
    await expect(games.undo(id, '22')).rejects.toThrow(/Only the player who made the last action/);
    const r = await games.undo(id, '11');
    expect(r.summary).toMatch(/took back/);
    expect(r.after.game!.state.counter).toBe(0);
    expect((await store.getGame(id))!.waitingOn).toEqual(['11']);
  });

  it('marks a finished game', async () => {
    const id = await startedGame(['11', '22']);
    for (let k = 0; k < 4; k++) await games.act(id, k % 2 ? '22' : '11', add(3));
    const record = (await store.getGame(id))!;
    expect(record.status).toBe('finished');
    expect(record.waitingOn).toEqual([]);
    await expect(games.act(id, '11', add(1))).rejects.toThrow(/game is over/);
  });

  it('stores a move of several actions in one append, or nothing when a later one is refused', async () => {
    const id = await startedGame(['11', '22']);
    // the follow-up breaks the rules: the first action, legal alone, is not stored either
    await expect(games.act(id, '11', add(2), { then: [{ type: 'add', amount: 5, entity: '22' }] })).rejects.toThrow(/1, 2 or 3/);
    expect(await store.loadActions(id)).toEqual([]);
    const r = await games.act(id, '11', add(2), { then: [{ type: 'add', amount: 1, entity: '22' }] });
    expect(r.followUps?.map((f) => f.action)).toEqual([expect.objectContaining({ type: 'add', amount: 1, entity: '22', id: 2 })]);
    const stored = await store.loadActions(id);
    expect(stored.map((a) => [a.action.type, a.action.amount, a.userId])).toEqual([
      ['add', 2, '11'],
      ['add', 1, '11'],
    ]);
    expect((await store.getGame(id))!.waitingOn).toEqual(['11']);
  });
});
