// The game service's turn check with moves a title allows out of turn (TitleDefinition.outOfTurnActions): 1828's
// M&H exchange by its owner while another player's corporation operates. The game is imported at the position of
// test/1828/fixtures/mh-float-3p-39.json before its #288 (P1's exchange while C&O-OSH, P2's, operates).
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open.ts';
import { DbBotStore } from '../../src/bot/services/dbStore.ts';
import { GameService } from '../../src/bot/services/games.ts';
import { outOfTurnActions } from '../../src/engine/game.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import { createLogger } from '../../src/logger.ts';

const LOG = JSON.parse(readFileSync(new URL('../1828/fixtures/mh-float-3p-39.json', import.meta.url), 'utf8')) as GameLog;
// P0 (100): neither acting nor M&H's owner; P1 (101): M&H's owner; P2 (102): C&O-OSH's president, acting
const USERS: Record<string, string> = { '100': 'u100', '101': 'u101', '102': 'u102' };

let store: DbBotStore;
let games: GameService;

beforeAll(async () => {
  store = new DbBotStore(await openDatabase({ dataDir: 'memory://' }));
  games = new GameService(store, createLogger('silent'));
});
afterAll(async () => {
  await store?.close();
});

/** The game imported up to action `upTo`, every seat claimed, running. */
async function importedAt(upTo: number): Promise<string> {
  const { seed, ...settings } = LOG.settings;
  const record = await store.importGame(
    {
      title: '1828',
      envelopeTitle: LOG.title,
      options: { settings, importedPlayers: LOG.players.map((p) => ({ id: p.id, name: p.name })), claims: [] },
      seed,
      guildId: 'g',
      channelId: 'c',
      creatorId: 'u100',
      status: 'lobby',
    },
    LOG.actions.filter((a) => (a.id as number) <= upTo),
  );
  for (const p of LOG.players) expect(await store.claimSeat(record.id, String(p.id), USERS[String(p.id)]!, p.name)).toBe(true);
  await store.updateGame(record.id, { status: 'active' });
  return record.id;
}

const logged = (id: number): Action => {
  const { id: _id, created_at: _at, ...rest } = LOG.actions.find((a) => a.id === id)!;
  return rest;
};

describe('GameService: moves out of turn', () => {
  it('applies the M&H owner’s exchange while another player’s corporation operates', async () => {
    const id = await importedAt(287);
    const before = (await games.load(id, { fresh: true })).game!;
    expect(before.def.activePlayers(before.state)).toEqual(['102']);
    const exchange = logged(288);
    expect(outOfTurnActions(before, 101).some((c) => c.action.shares?.toString() === exchange.shares?.toString())).toBe(true);
    const r = await games.act(id, 'u101', () => exchange);
    expect(r.summary).toMatch(/^Exchange Mohawk & Hudson Railroad for a 10% share of WAB-B&M from the IPO/);
    const stored = await store.loadActions(id);
    expect(stored.length).toBe(288);
    expect(stored.at(-1)).toMatchObject({ userId: 'u101', action: { ...exchange, id: 288 } });
    const after = (await games.load(id, { fresh: true })).game!;
    expect((after.state as GameState).companies.find((c) => c.sym === 'M&H')!.closed).toBe(true);
    // WAB-B&M (P1's now) takes the turn as on 18xx.games; P1 is waited on
    expect(after.def.activePlayers(after.state)).toEqual(['101']);
    expect((await store.getGame(id))!.waitingOn).toEqual(['u101']);
  });

  it('refuses the same exchange from a player who neither acts nor owns M&H, storing nothing', async () => {
    const id = await importedAt(287);
    await expect(games.act(id, 'u100', () => logged(288))).rejects.toThrow(/^It is not your turn — waiting on P2\./);
    expect((await store.loadActions(id)).length).toBe(287);
    const live = await games.load(id, { fresh: true });
    expect((live.game!.state as GameState).companies.find((c) => c.sym === 'M&H')!.closed).toBe(false);
  });

  it('refuses the owner anything else out of turn (the operator’s pass) with the same words', async () => {
    const id = await importedAt(287);
    await expect(games.act(id, 'u101', () => ({ type: 'pass', entity: 'C&O-OSH', entity_type: 'system' }))).rejects.toThrow(/^It is not your turn — waiting on P2\./);
    // a listed move with a field changed is not the listed move
    await expect(games.act(id, 'u101', () => ({ ...logged(288), percent: 20 }))).rejects.toThrow(/^It is not your turn/);
    expect((await store.loadActions(id)).length).toBe(287);
  });

  it('refuses the owner out of turn in a stock round (the exchange is the turn’s purchase there)', async () => {
    // after #282 P0 is to act in the stock round
    const id = await importedAt(282);
    const share = (await games.load(id, { fresh: true })).game!.state as GameState;
    const ipoShare = share.shares.find((s) => s.owner.startsWith('ipo') && !s.president)!;
    await expect(games.act(id, 'u101', () => ({ type: 'buy_shares', entity: 'M&H', entity_type: 'company', shares: [ipoShare.id], percent: ipoShare.percent }))).rejects.toThrow(/^It is not your turn — waiting on P0\./);
    expect((await store.loadActions(id)).length).toBe(282);
  });
});
