// M&H's exchange by a player the game is not waiting on (its ability has no `when`: 18xx.games accepts it at any
// point of an operating round), and the operating order when that exchange floats a corporation at the round's
// start. The position: a game our engine generated (tools/18xx-diff, seed 39, 3 players) that 18xx.games replays
// to the end of the file; #288 is the exchange, by P1 (101) while C&O-OSH (P2's) operates.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { currentCorp } from '../../src/engine/18xx/rounds/operating.ts';
import type { GameState, OperatingRound } from '../../src/engine/18xx/state.ts';
import { legalActions, outOfTurnActions, replay, type LoadedGame } from '../../src/engine/game.ts';
import type { Action, GameLog, LegalChoice } from '../../src/engine/types.ts';
import { own1828 } from '../../src/engine/titles/1828/state.ts';
import { gameAfter, loadOracle } from './fixtures.ts';

const LOG = JSON.parse(readFileSync(new URL('./fixtures/mh-float-3p-39.json', import.meta.url), 'utf8')) as GameLog;
/** The game after its action `id` (the file's actions up to it). */
const at = (id: number): LoadedGame => replay({ ...LOG, actions: LOG.actions.filter((a) => (a.id as number) <= id) });
const OWNER = '101';
const mh = (state: GameState) => state.companies.find((c) => c.sym === 'M&H')!;

/** A certificate's place as the exchange takes it: corporation, IPO or market, president's or not. */
function keyOf(state: GameState, ids: unknown): string {
  const s = state.shares.find((x) => x.id === (ids as string[])[0])!;
  return `${s.corp} ${s.owner === 'pool' ? 'market' : 'ipo'}${s.president ? ' president' : ''}`;
}

/** Every exchange of M&H the engine's `process` accepts now, over every certificate of an IPO or the market. */
function accepted(game: LoadedGame): Set<string> {
  const state = game.state as GameState;
  const out = new Set<string>();
  for (const s of state.shares) {
    if (s.owner !== 'pool' && !s.owner.startsWith('ipo')) continue;
    const action: Action = { type: 'buy_shares', entity: 'M&H', entity_type: 'company', shares: [s.id], percent: s.percent };
    try {
      game.def.process(game.def.clone(state), action);
      out.add(keyOf(state, action.shares));
    } catch {
      // refused
    }
  }
  return out;
}

const keys = (game: LoadedGame, list: LegalChoice[]) => new Set(list.map((c) => keyOf(game.state as GameState, c.action.shares)));

describe('1828 M&H exchange out of turn in an operating round', () => {
  it('is listed to its owner though C&O-OSH’s president is acting, exactly as process accepts it', () => {
    const game = at(287);
    const state = game.state as GameState;
    expect(state.round.kind).toBe('operating');
    expect(game.def.activePlayers(state)).toEqual(['102']);
    expect(mh(state).owner).toBe(OWNER);
    expect(legalActions(game, OWNER)).toEqual([]);
    const listed = outOfTurnActions(game, OWNER);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((c) => c.action.type === 'buy_shares' && c.action.entity === 'M&H' && c.action.entity_type === 'company')).toBe(true);
    // one source of truth: the listed certificates are those process takes (first ones listed, any accepted)
    expect(keys(game, listed)).toEqual(accepted(game));
    // 18xx.games accepted this one (#288), and it is listed
    const logged = LOG.actions.find((a) => a.id === 288)!;
    expect(listed.some((c) => c.action.shares?.toString() === logged.shares?.toString())).toBe(true);
  });

  it('is listed to nobody else: not to other players, not to the acting one beside their turn', () => {
    const game = at(287);
    expect(outOfTurnActions(game, '100')).toEqual([]);
    expect(outOfTurnActions(game, '102')).toEqual([]);
    expect(legalActions(game, '102').some((c) => c.action.entity === 'M&H')).toBe(false);
  });

  it('is not listed once M&H is exchanged (closed)', () => {
    const game = at(288);
    const state = game.state as GameState;
    expect(mh(state).closed).toBe(true);
    for (const p of ['100', '101', '102']) expect([...legalActions(game, p), ...outOfTurnActions(game, p)].some((c) => c.action.entity === 'M&H')).toBe(false);
    expect(accepted(game).size).toBe(0);
  });

  it('in the real game 23366 as well, with presidents’ certificates: the par is then asked of the owner first', () => {
    // 23366 after 54: GT (2506's) operates in the first operating round; M&H's owner 5518 is not acting
    const { game, state } = gameAfter('1828-23366', 54);
    const owner = mh(state).owner!;
    expect(game.def.activePlayers(state)).toEqual(['2506']);
    const listed = outOfTurnActions(game, owner);
    expect(keys(game, listed)).toEqual(accepted(game));
    const pres = listed.find((c) => keyOf(state, c.action.shares).endsWith('president'))!;
    expect(pres).toBeDefined();
    game.def.process(state, pres.action);
    expect(own1828(state).mhPar?.player).toBe(owner);
    expect(game.def.activePlayers(state)).toEqual([owner]);
    const pars = legalActions(game, owner);
    expect(pars.length).toBeGreaterThan(0);
    expect(pars.every((c) => c.action.type === 'par')).toBe(true);
    expect(outOfTurnActions(game, '2506')).toEqual([]);
  });

  it('is not listed out of turn in a stock round, where it is the turn’s purchase (and refused there)', () => {
    // #282: P0 (100) is to act in the stock round; M&H's owner is P1
    const game = at(282);
    const state = game.state as GameState;
    expect(state.round.kind).toBe('stock');
    expect(game.def.activePlayers(state)).toEqual(['100']);
    expect(outOfTurnActions(game, OWNER)).toEqual([]);
    expect(accepted(game).size).toBe(0);
  });
});

describe('1828 operating order after M&H floats a corporation at the round’s start (Exchange#process_buy_shares)', () => {
  // 18xx.games re-selects the round's entities and keeps the index: WAB-B&M, now first, takes the turn C&O-OSH had
  // begun (no turn start of its own), and C&O-OSH operates after it — as tools/18xx-diff/1828/or-order.rb shows
  interface Oracle {
    at: number;
    entities: string[];
    index: number;
    acting: string[];
    operator: string;
  }
  const oracle = loadOracle<Oracle[]>('or-order-mh-float-3p-39.json');

  it('gives the order, the index and the operator acting after every action as 18xx.games computed them', () => {
    expect(oracle.map((o) => o.at)).toEqual([287, 288, 289, 290, 291, 292]);
    for (const o of oracle) {
      const game = at(o.at);
      const r = game.state.round as OperatingRound;
      expect({ at: o.at, order: r.order, index: r.index, acting: currentCorp(game.state) }).toEqual({ at: o.at, order: o.entities, index: o.index, acting: o.acting[0] });
    }
  });

  it('the corporation taking the turn over gets no turn start (no home token); the displaced operator starts again', () => {
    const game = at(287);
    const events = game.def.process(game.state, LOG.actions.find((a) => a.id === 288)!) ?? [];
    expect(events.some((e) => e.type === 'operating' || e.type === 'token_placed')).toBe(false);
    const state = game.state as GameState;
    expect(state.corps.find((c) => c.sym === 'WAB-B&M')!.tokensUsed).toBe(0);
    // WAB-B&M's three passes (track; then its train and private steps, having no trains: it withholds between)
    const passes = LOG.actions.filter((a) => (a.id as number) >= 289 && (a.id as number) <= 291);
    const later = passes.flatMap((a) => game.def.process(game.state, a) ?? []);
    expect(later.filter((e) => e.type === 'operating')).toEqual([expect.objectContaining({ entity: 'C&O-OSH' })]);
  });
});
