// Imported games whose player ids are Object.prototype's names ("__proto__", "constructor", "toString"), played on
// in Discord after their seats are claimed: 1871's sealed round keyed by those players reveals only once every
// sheet is in, each bidder's own; 1822's turn panel takes a move of such a player. (Lobby games' players are
// Discord user ids, digits only; an import's envelope names its players' ids.)
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/bot/services/images.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/bot/services/images.ts')>();
  return { ...real, gameImages: () => [] };
});
import { newGame, replay, toEnvelope } from '../../src/engine/game.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';
import { click, dmSheet, selects } from '../e2e/sealed-helpers.ts';
import { panelComps, threadPanel } from '../e2e/panel-helpers.ts';
import { importAndSeat, startWorld } from '../e2e/world.ts';
import { renamePlayers } from './rename-players.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const IDS = ['__proto__', 'constructor', 'toString'];

describe('imported games with players named like Object.prototype members, played on in Discord', () => {
  it('1871: the sealed round reveals after the last of the three sheets, each bidder’s own', async () => {
    const players = IDS.map((id, k) => ({ id, name: ['Proto', 'Ctor', 'Str'][k]! }));
    const game = newGame('1871-steel-cities', players, { seed: 4, data_version: '2' });
    const users = { Proto: 'pia', Ctor: 'cal', Str: 'sol' };
    const { gameId, threadId } = await importAndSeat(w, toEnvelope(game), 'proto-1871', users);
    const sheets = async () => (await w.store.loadActions(gameId)).map((a) => a.action);
    const bids: Record<string, number> = {};
    for (const [n, user] of Object.values(users).entries()) {
      const sheet = await w.sim.waitFor(() => dmSheet(w, user), 15_000);
      // a different item each: its first price
      const option = selects(sheet.components).flatMap((m: { options: { label: string; value: string }[] }) => m.options).filter((o) => !/no bid/.test(o.label))[n * 7]!;
      const menu = selects(sheet.components).find((m: { options: { value: string }[] }) => m.options.some((o) => o.value === option.value))!;
      await w.sim.selectMenu({ user: w.user(user), messageId: sheet.id, customId: menu.custom_id, values: [option.value] });
      bids[user] = Number(/(\d+)$/.exec(option.label)![1]);
      await click(w, user, w.sim.message(sheet.id)!, /^Submit$/);
      const stored = await sheets();
      expect(stored.length, `after ${user}'s sheet`).toBe(n + 1);
      // (each sheet stored under its own bidder, with its one bid)
      expect(stored.at(-1)!.entity).toBe(IDS[n]);
      expect(Object.values(stored.at(-1)!.bids as Record<string, number>)).toEqual([bids[user]]);
      const revealed = w.sim.messages(threadId).some((m) => /Sealed bids revealed/.test(m.content));
      expect(revealed, `revealed after ${n + 1} sheet(s)`).toBe(n === 2);
    }
    const live = await w.bot.ctx.games.load(gameId, { fresh: true });
    // a replay of what was stored is the game as played (the players' names aside: the seats name them live)
    const again = replay(toEnvelope(live.game!));
    const unnamed = (s: unknown) => ({ ...(s as GameState), players: (s as GameState).players.map((p) => p.id) });
    expect(unnamed(again.state)).toEqual(unnamed(live.game!.state));
    expect(Object.keys((live.game!.state as GameState).cash).sort()).toEqual(expect.arrayContaining([...IDS].sort()));
  }, 120_000);

  it('1822: a real game under those ids continues through the turn panel', async () => {
    const full = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1822mrs-2227.json`, 'utf8')) as GameLog;
    const { log } = renamePlayers({ ...full, actions: full.actions.slice(0, 90) }, IDS);
    const cut = toEnvelope(replay(log));
    const { gameId, threadId } = await importAndSeat(w, cut, 'proto-1822', { 'Player 0': 'dan', 'Player 1': 'eve', 'Player 2': 'fin' });
    const before = (await w.store.loadActions(gameId)).length;
    const panel = threadPanel(w, threadId)!;
    expect(panel.content).toContain('eve');
    const buy = panelComps(panel).find((c) => c.type === 2 && /share/i.test(c.label ?? ''))!;
    const r = await w.sim.clickButton({ user: w.user('eve'), messageId: panel.id, customId: buy.custom_id });
    expect([r.content, ...r.followUps.map((f) => f.content)].join('\n')).toMatch(/✅ eve buys/);
    const stored = (await w.store.loadActions(gameId)).map((a) => a.action);
    expect(stored.length).toBe(before + 1);
    expect(stored.at(-1)!.entity).toBe('constructor');
    const live = await w.bot.ctx.games.load(gameId, { fresh: true });
    expect(live.game!.def.result(live.game!.state)).toHaveProperty('constructor');
    expect(Object.keys(live.game!.def.result(live.game!.state)).sort()).toEqual([...IDS].sort());
  }, 120_000);
});
