// The provisional 1822-model game around the auctions: stock turns, operating turns, trains, phases, end.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, newGame, type LoadedGame } from '../../src/engine/game.ts';
import type { Action } from '../../src/engine/types.ts';
import { dataVersion } from '../../src/engine/titles/1871-steel-cities/data/index.ts';
import type { SteelState } from '../../src/engine/titles/1871-steel-cities/state.ts';
import { buyableTrains, buyTrain } from '../../src/engine/titles/1871-steel-cities/trains.ts';
import { parMajor, buyShare, sellShare, buyRefusal, parRefusal } from '../../src/engine/titles/1871-steel-cities/majors.ts';
import { startStockRound } from '../../src/engine/titles/1871-steel-cities/flow.ts';
import { afterFirstStockRound, players } from './first-stock-round.ts';

const data = dataVersion('1');
const S = (g: LoadedGame) => g.state as SteelState;

const act = (g: LoadedGame, a: Action) => applyAction(g, a);

describe('1871 operating rounds (provisional, 1822 model)', () => {
  it('minors operate in bid-number order; a minor gets a home token of its shape when won', () => {
    const g = afterFirstStockRound();
    expect(S(g).round).toMatchObject({ kind: 'operating', turn: { order: ['M1', 'M4'], index: 0 } });
    expect(S(g).map.hexes.G9!.tokens[1]).toEqual(['M1']);
    expect(S(g).tokenShapes).toEqual({ 'G9:1:M1': 'square', 'B4:1:M4': 'round' });
    expect(activePlayers(g)).toEqual(['a']);
  });

  it('"Minor companies can only run one class of train": a square-token minor buys freight trains only', () => {
    const g = afterFirstStockRound();
    expect(buyableTrains(data, S(g), 'M1').map((t) => t.name)).toEqual(['H3']);
    expect(buyableTrains(data, S(g), 'M4').map((t) => t.name)).toEqual(['P2']);
    expect(() => buyTrain(data, structuredClone(S(g)), 'M1', 'P2')).toThrow(/cannot buy a P2/);
  });

  it('a turn: lay a tile, skip the run without trains, must buy a train before passing', () => {
    let g = afterFirstStockRound();
    const lay = legalActions(g, 'a').find((c) => c.action.type === 'lay_tile')!;
    g = act(g, lay.action);
    // a minor lays one tile: straight on to trains (no token step for minors, nothing to run yet)
    expect(S(g).round).toMatchObject({ turn: { step: 'train' } });
    expect(() => act(g, { type: 'pass', entity: 'M1' })).toThrow('M1 has no train and must buy one.');
    expect(legalActions(g, 'a').map((c) => c.label)).toEqual(['Allegheny Valley buys a H3-train for $100']);
    g = act(g, legalActions(g, 'a')[0]!.action);
    expect(S(g).companies.M1!.treasury).toBe(0);
    expect(S(g).trains).toEqual([{ id: 'H3-1', name: 'H3', owner: 'M1' }]);
  });

  it('a company short of money for its first train: the president pays the rest, borrowing what they lack', () => {
    const g = afterFirstStockRound();
    const s = structuredClone(S(g));
    s.companies.M1!.treasury = 30;
    s.players[0]!.cash = 50;
    const bank = s.bank;
    buyTrain(data, s, 'M1', 'H3');
    expect(s.players[0]).toMatchObject({ cash: 0, loan: 20 });
    expect(s.companies.M1!.treasury).toBe(0);
    expect(s.bank).toBe(bank - 20 + 100);
  });

  it('a minor pays half its revenue to its owner and keeps half', () => {
    const g = afterFirstStockRound();
    const s = structuredClone(S(g));
    // give M1 a train and put it at the run step with a known revenue
    s.trains.push({ id: 'H3-9', name: 'H3', owner: 'M1' });
    if (s.round.kind !== 'operating') throw new Error('expected an operating round');
    s.round.turn.step = 'run';
    s.round.turn.run = { revenue: 50, runs: [{ train: 'H3-9', revenue: 50, stops: ['G9', 'G11'] }] };
    const g2 = act({ ...g, state: s }, { type: 'dividend', entity: 'M1', kind: 'payout' });
    expect(S(g2).players[0]!.cash).toBe(S(g).players[0]!.cash + 25);
    expect(S(g2).companies.M1!.treasury).toBe(S(g).companies.M1!.treasury + 25);
    // a minor has no shares: the event says what its owner got and what it kept
    expect(g2.events).toContainEqual({ type: 'dividend', entity: 'M1', kind: 'half', revenue: 50, perShare: 0, payouts: [{ to: S(g).players[0]!.key, amount: 25 }], kept: 25 });
  });

  it('a paper company converts into its major from phase II: twice par for the president\'s share, floats at 50% with its home token', () => {
    const s = structuredClone(S(afterFirstStockRound()));
    expect(parRefusal(data, s, 'c', 'PRR', 100)).toBe('Paper companies convert from phase II.');
    s.phase = 'II';
    expect(parRefusal(data, s, 'a', 'PRR', 100)).toBe('You do not hold the paper company for PRR.');
    expect(parRefusal(data, s, 'c', 'PRR', 95)).toMatch(/not a par price/);
    const cash = s.players[2]!.cash;
    parMajor(data, s, 'c', 'PRR', 100);
    expect(s.players[2]!.cash).toBe(cash - 200);
    expect(s.majors.PRR).toMatchObject({ started: true, floated: false, treasury: 200, president: 'c', shares: { ipo: 8, c: 2 } });
    expect(s.companies.C1!.status).toBe('removed');
    buyShare(data, s, 'a', 'PRR', 'ipo');
    buyShare(data, s, 'b', 'PRR', 'ipo');
    expect(s.majors.PRR!.floated).toBe(false);
    buyShare(data, s, 'a', 'PRR', 'ipo');
    expect(s.majors.PRR).toMatchObject({ floated: true, treasury: 500 });
    expect(s.map.hexes.G9!.tokens[0]).toEqual(['PRR']);
    expect(s.tokenShapes['G9:0:PRR']).toBe('square');
  });

  it('shares: selling moves the price down; a share sold this round cannot be bought back; the most shares hold the presidency', () => {
    const s = structuredClone(S(afterFirstStockRound()));
    s.phase = 'II';
    s.round = { kind: 'stock', number: 2, auctions: [], auction: 0, step: 'turns', passes: 0, turn: 0 };
    parMajor(data, s, 'c', 'PRR', 100);
    buyShare(data, s, 'a', 'PRR', 'ipo');
    buyShare(data, s, 'a', 'PRR', 'ipo');
    buyShare(data, s, 'a', 'PRR', 'ipo');
    expect(s.majors.PRR!.president).toBe('a');
    sellShare(data, s, 'a', 'PRR');
    expect(s.majors.PRR!.cell).toEqual([5, 4]);
    expect(buyRefusal(data, s, 'a', 'PRR', 'pool')).toBe('You sold PRR this round.');
    expect(buyRefusal(data, s, 'b', 'PRR', 'pool')).toBeNull();
  });

  it('a new phase rusts trains, lowers limits, and from phase V closes unconverted paper companies', () => {
    const s = structuredClone(S(afterFirstStockRound()));
    s.trains.push({ id: 'F3-1', name: 'F3', owner: 'M1' }, { id: 'P3-2', name: 'P3', owner: 'M4' });
    for (const name of ['P2', 'H3', 'P3', 'H5', 'P4', 'H7', 'P5', 'F3']) s.depot[name] = 0;
    s.phase = 'III';
    s.companies.M1!.treasury = 1000;
    const events = buyTrain(data, s, 'M1', 'F4');
    expect(s.phase).toBe('V');
    expect(events).toContainEqual({ type: 'phase_changed', phase: 'V' });
    // P3 rusts on V
    expect(events).toContainEqual({ type: 'trains_rusted', trains: [{ train: 'P3-2', owner: 'M4' }] });
    expect(events).toContainEqual({ type: 'company_closed', company: 'C1' });
    // phase V: a minor holds one train; the cheapest over the limit leaves the game
    expect(events).toContainEqual({ type: 'train_discarded', entity: 'M1', train: 'F3-1' });
    expect(s.trains).toEqual([{ id: 'F4-1', name: 'F4', owner: 'M1' }]);
  });

  it('the game ends after the set of operating rounds in which the bank broke', () => {
    let g = afterFirstStockRound();
    const s = structuredClone(S(g));
    s.bank = 0;
    g = { ...g, state: s };
    // play on with the first offered choice until the game ends
    for (let i = 0; i < 200 && !S(g).finished; i++) g = act(g, legalActions(g, activePlayers(g)[0]!)[0]!.action);
    expect(S(g)).toMatchObject({ finished: true, endReason: 'bank_broken', endTrigger: 'bank' });
    expect(S(g).round).toMatchObject({ kind: 'operating', set: 1, number: 1 });
    expect(g.events!.at(-1)).toMatchObject({ type: 'game_end', reason: 'bank_broken' });
  });

  it('safeguard: a stock round with nothing offered, nothing to trade and no company to operate ends the game', () => {
    const s = structuredClone(S(newGame('1871-steel-cities', players, { seed: 1, data_version: '1' })));
    s.open = null;
    s.phase = 'V'; // no minor is auctioned in phase V
    for (const c of Object.values(s.companies)) if (c.type === 'private') Object.assign(c, { status: 'owned', owner: 'a' });
    const events = startStockRound(data, s, 2);
    expect(s).toMatchObject({ finished: true, endReason: 'no_moves_left' });
    expect(events.at(-1)).toMatchObject({ type: 'game_end', reason: 'no_moves_left' });
  });
});
