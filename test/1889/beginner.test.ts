// 1889's Beginner Game (18xx.games optional rule beginner_game): the privates dealt by the seed as the 18xx.games
// engine deals them, neutered, no auction, the "Beg" tiles; generated games scored by the 18xx.games engine.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { applyAction, newGame, replay, type LoadedGame } from '../../src/engine/game.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { MapState } from '../../src/engine/18xx/map/index.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { ctxOf } from '../../src/engine/titles/1889/index.ts';

interface Deal {
  seed: number;
  players: number;
  owners: Record<string, string>;
  cash: Record<string, number>;
  round: string;
  acting: string[];
}
// made by the 18xx.games engine: tools/18xx-diff/1889/beginner-deals.rb (test/fixtures/1889-beginner/README.md)
const deals = JSON.parse(readFileSync(new URL('../fixtures/1889-beginner/deals.json', import.meta.url), 'utf8')) as Deal[];

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 100 + i, name: `P${i}` }));
const beginner = (seed: number, n: number): LoadedGame => newGame('1889', seats(n), { seed, optional_rules: ['beginner_game'] });

describe('1889 Beginner Game: setup', () => {
  it.each(deals.map((d) => [`seed ${d.seed}, ${d.players} players`, d] as const))('%s: deals the privates as 18xx.games does', (_, d) => {
    const game = beginner(d.seed, d.players);
    const state = game.state as GameState;
    const owners = Object.fromEntries(state.companies.filter((c) => !c.closed).map((c) => [c.sym, c.owner]));
    expect(owners).toEqual(d.owners);
    const cash = Object.fromEntries([...state.players.map((p) => p.id), 'bank'].map((k) => [k, state.cash[k]]));
    expect(cash).toEqual(d.cash);
    expect(game.def.progress!(state).round).toBe(d.round);
    expect(game.def.activePlayers(state).map(String)).toEqual(d.acting);
  });

  it('neuters the privates: beginner values and revenues, no abilities, no corporation may buy them', () => {
    const cfg = ctxOf(beginner(1, 6).state as GameState).cfg;
    expect(cfg.companies.map((c) => [c.sym, c.value, c.revenue])).toEqual([
      ['TR', 20, 5],
      ['MF', 40, 15],
      ['ER', 40, 15],
      ['SMR', 60, 20],
      ['DR', 60, 20],
      ['SIR', 90, 25],
    ]);
    for (const c of cfg.companies) {
      expect(c.abilities).toEqual([{ type: 'no_buy' }]);
      expect(c.titleAbilities ?? []).toEqual([]);
    }
  });

  it('offers no private’s own move (Dougo’s exchange, the port) and keeps the "Beg" tiles only in this game', () => {
    // 6 players: every private is in play, the Dougo Railway and the Mitsubishi Ferry too
    const game = beginner(7, 6);
    for (const p of game.players) {
      const moves = [...game.def.legalActions(game.state, p.id), ...(game.def.outOfTurnActions?.(game.state, p.id) ?? [])];
      expect(moves.filter((m) => m.action.entity_type === 'company')).toEqual([]);
    }
    const supply = (g: LoadedGame) => Object.keys((g.state as { map: MapState }).map.supply).filter((t) => t.startsWith('Beg'));
    expect(supply(game).sort()).toEqual(['Beg23', 'Beg24', 'Beg6', 'Beg7', 'Beg8', 'Beg9']);
    expect(supply(newGame('1889', seats(6), { seed: 7 }))).toEqual([]);
  });

  it('keeps South Iyo in a two-player game, and the usual game still opens with the auction', () => {
    expect((beginner(5, 2).state as GameState).companies.map((c) => c.sym).sort()).toEqual(['DR', 'SIR']);
    const usual = newGame('1889', seats(2), { seed: 5 });
    expect((usual.state as GameState).round.kind).toBe('auction');
    expect((usual.state as GameState).companies.map((c) => c.sym)).not.toContain('SIR');
  });

  it('a player’s first move is a stock move, and the privates pay their beginner revenue in the first operating round', () => {
    let game = beginner(301, 3);
    const state = () => game.state as GameState;
    const revenue = (sym: string) => ctxOf(state()).cfg.companies.find((c) => c.sym === sym)!.revenue;
    const cashBefore = Object.fromEntries(state().players.map((p) => [p.id, state().cash[p.id]!]));
    // everyone passes the first stock round: the operating round pays the privates (no corporation floated)
    for (let i = 0; i < 3 && state().round.kind === 'stock'; i++) {
      const actor = game.def.activePlayers(game.state)[0]!;
      const pass = game.def.legalActions(game.state, actor).find((c) => c.action.type === 'pass')!;
      game = applyAction(game, pass.action);
    }
    expect(state().round.kind).not.toBe('auction');
    for (const p of state().players) {
      const owned = state().companies.find((c) => c.owner === p.id)!;
      expect(state().cash[p.id]).toBe(cashBefore[p.id]! + revenue(owned.sym));
    }
  });
});

const dir = fileURLToPath(new URL('../fixtures/1889-beginner-generated/', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('1889 Beginner Game: generated games scored by the 18xx.games engine', () => {
  // one for each player count, and one steered to the D trains (PLAY=end): the privates close with the first 5
  it('there is one for each player count, and one that reaches D', () => expect(files.length).toBe(6));

  it.each(files)('%s replays to the 18xx.games result and end reason', (file) => {
    const log = JSON.parse(readFileSync(dir + file, 'utf8')) as GameLog & { result: Record<string, number>; game_end_reason: string };
    expect(log.settings.optional_rules).toEqual(['beginner_game']);
    const game = replay(log);
    expect(game.def.finished(game.state)).toBe(true);
    expect(game.def.endReason(game.state)).toBe(log.game_end_reason);
    expect(game.def.result(game.state)).toEqual(log.result);
  });
});
