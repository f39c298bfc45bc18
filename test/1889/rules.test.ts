// 1889's rules the real games reach only in passing: privates' abilities, home tokens, the D train's diesel revenue.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { newGame, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { closeAllCompanies, payoutCompanies } from '../../src/engine/18xx/companies.ts';
import { revenueIn } from '../../src/engine/18xx/map/index.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { ctxFor } from '../../src/engine/titles/1889/index.ts';
import { SHARED_DIR } from '../helpers/shared.ts';

const log962 = JSON.parse(readFileSync(`${SHARED_DIR}/fixtures/next-titles/1889-962.json`, 'utf8')) as GameLog;

/** 1889-962 after its first `n` actions. */
function at962(n: number): LoadedGame {
  const game = newGame(log962.title, log962.players, log962.settings);
  for (const action of effectiveActions(log962.actions).slice(0, n)) game.def.process(game.state, action);
  return game;
}

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));

describe('1889 rules', () => {
  it('places every operator’s home token as an operating round starts (HOME_TOKEN_TIMING :operating_round)', () => {
    // action 24 of 1889-962 starts OR 1.1 with KO, IR and TR; KO operates first
    const state = at962(24).state as GameState;
    expect(state.round.kind === 'operating' && state.round.order).toEqual(['KO', 'IR', 'TR']);
    const map = state.map as { hexes: Record<string, { tokens: (string | null)[][] }> };
    expect(map.hexes.E2!.tokens.flat()).toContain('IR');
    expect(map.hexes.F9!.tokens.flat()).toContain('TR');
  });

  it('Sumitomo Mines Railway takes the mountain cost off its corporation’s lays, not off a water and mountain hex', () => {
    const MOUNTAINS = ['E4', 'D5', 'F5', 'C6', 'E6', 'G6', 'D7', 'F7', 'A8', 'G8', 'B9', 'H9', 'H11', 'H13'];
    const ctx = ctxFor();
    // a corporation that can reach a mountain in 1889-962 after action 167 (UR, west of the mountains), without Sumitomo
    const state = at962(167).state as GameState;
    const smr = state.companies.find((c) => c.sym === 'SMR')!;
    smr.owner = 'IR';
    const dear = ctx.map.tileChoices!(state, 'UR').filter((l) => MOUNTAINS.includes(l.hex));
    expect(dear.length).toBeGreaterThan(0);
    expect(dear.every((l) => l.cost === 80)).toBe(true);
    // with it: nothing on mountains; the water-and-mountain hexes (H5, I6) and the Kotohira city still cost 80
    smr.owner = 'UR';
    const cheap = ctx.map.tileChoices!(state, 'UR').filter((l) => MOUNTAINS.includes(l.hex));
    expect(cheap.length).toBe(dear.length);
    expect(cheap.every((l) => l.cost === 0)).toBe(true);
    const mixed = { ...state, companies: state.companies.map((c) => (c.sym === 'SMR' ? { ...c, owner: 'KO' } : c)) };
    const kotohira = ctx.map.tileChoices!(mixed, 'KO').filter((l) => ['H5', 'I6', 'I4'].includes(l.hex));
    expect(kotohira.length).toBeGreaterThan(0);
    expect(kotohira.every((l) => l.cost === 80)).toBe(true);
  });

  it('never offers the port tile for a corporation’s own lay, while its town tiles go on the port hexes', () => {
    // TR in its track step after action 32 of 1889-962 reaches the port town Nangoku (G10), still without a tile
    const state = at962(32).state as GameState;
    const lays = ctxFor().map.tileChoices!(state, 'TR').filter((l) => l.hex === 'G10');
    expect(lays.length).toBeGreaterThan(0);
    expect(lays.some((l) => l.tile === '437')).toBe(false);
  });

  it('the Uno-Takamatsu Ferry stays open with a player when the privates close, and earns 50 from phase 5', () => {
    const game = newGame('1889', players(4), { seed: 1 });
    const state = game.state as GameState;
    const ctx = ctxFor();
    const utf = state.companies.find((c) => c.sym === 'UTF')!;
    const sir = state.companies.find((c) => c.sym === 'SIR')!;
    utf.owner = 'p1';
    sir.owner = 'p2';
    state.phase = ctx.cfg.phases.findIndex((p) => p.name === '5');
    const before = state.cash.p1!;
    payoutCompanies(state, ctx);
    expect(state.cash.p1! - before).toBe(50);
    closeAllCompanies(state, ctx);
    expect(utf.closed).toBe(false);
    expect(sir.closed).toBe(true);
  });

  it('leaves the Uno-Takamatsu Ferry out below 4 players and South Iyo out with 2', () => {
    const syms = (n: number) => (newGame('1889', players(n), { seed: 1 }).state as GameState).companies.map((c) => c.sym);
    expect(syms(2)).toEqual(['TR', 'MF', 'ER', 'SMR', 'DR']);
    expect(syms(3)).toEqual(['TR', 'MF', 'ER', 'SMR', 'DR', 'SIR']);
    expect(syms(4)).toContain('UTF');
  });

  it('pays the diesel revenue of an offboard to a D train only', () => {
    const imabari = { yellow: 30, brown: 60, diesel: 100 } as unknown as Parameters<typeof revenueIn>[0];
    expect(revenueIn(imabari, 'brown')).toBe(60);
    expect(revenueIn(imabari, 'brown', true)).toBe(100);
    expect(revenueIn(40, 'brown', true)).toBe(40);
  });

  it('lets the Dougo Railway’s owner exchange it for an IR share out of turn in a stock round', () => {
    // 1889-962 after the auction: the stock round's first turn is someone else's
    const game = at962(8);
    const state = game.state as GameState;
    expect(state.round.kind).toBe('stock');
    const dr = state.companies.find((c) => c.sym === 'DR')!;
    const owner = dr.owner!;
    expect(game.def.activePlayers(state)).not.toContain(owner);
    const offer = game.def.outOfTurnActions!(state, owner).find((c) => c.action.entity === 'DR');
    expect(offer?.action).toMatchObject({ type: 'buy_shares', entity_type: 'company', shares: ['IR_1'] });
    game.def.process(state, offer!.action);
    expect(state.shares.find((s) => s.id === 'IR_1')!.owner).toBe(owner);
    expect(dr.closed).toBe(true);
    // nobody else may exchange it, and it is gone once used
    for (const p of state.order) expect(game.def.outOfTurnActions!(state, p).some((c) => c.action.entity === 'DR')).toBe(false);
  });
});

describe('1889 auction', () => {
  it('commits every standing bid of a player, outbid or not (ONLY_HIGHEST_BID_COMMITTED = false)', () => {
    const game = newGame('1889', players(5), { seed: 1 });
    const bid = (p: string, company: string, price: number) => game.def.process(game.state, { type: 'bid', entity: p, entity_type: 'player', company, price });
    bid('p1', 'UTF', 185);
    bid('p2', 'UTF', 190);
    for (const p of ['p3', 'p4', 'p5']) game.def.process(game.state, { type: 'pass', entity: p, entity_type: 'player' });
    // p1 has 390, 185 of it still bid on the Uno-Takamatsu Ferry: 205 left for South Iyo
    expect(() => bid('p1', 'SIR', 210)).toThrow(/at most 205/);
    const offered = game.def.legalActions(game.state, 'p1').filter((c) => c.action.company === 'SIR');
    expect(offered.every((c) => Number(c.action.price) <= 205)).toBe(true);
    bid('p1', 'SIR', 205);
  });
});
