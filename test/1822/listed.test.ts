// legalActions lists every move the engine accepts (the bot's panels and tools/18xx-diff offer only listed moves):
// along each real 1822 game, as far as our engine takes it (to the first action it refuses: a move not built
// yet), every logged move is among the acting players' listed ones — modulo its details: a bid's price (the
// minimum is listed), a run's routes (the best run is listed: it pays at least the logged one), which copy of a
// train or tile (18xx.games takes the depot's next train; a log may name another copy of a tile), which free slot
// of a city a token takes.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, replay } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import '../../src/titles.ts';
import { atRandomFixture } from './random-fixture.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { DIR, SPLIT, describeListed } from './listed-check.ts';

describeListed(readdirSync(DIR).filter((f) => /^1822.*\.json$/.test(f) && !SPLIT[f]));

describe('1822 train buys before phase 3', () => {
  it('offers no other operator’s train, and the engine refuses one (18xx.games: from the depot only until phase 3)', () => {
    const log = JSON.parse(readFileSync(new URL('1822-33845.json', DIR), 'utf8')) as GameLog;
    // minor 15 upgrades its L train at action 262, in phase 1
    const game = newGame(log.title, log.players, log.settings);
    for (const a of effectiveActions(log.actions)) {
      if (a.id === 262) break;
      game.def.process(game.state, a);
      for (const auto of a.auto_actions ?? []) game.def.process(game.state, auto);
    }
    const state = game.state as GameState;
    expect(state.phase).toBeLessThan(2);
    const president = state.corps.find((c) => c.sym === '15')!.president!;
    const buys = game.def.legalActions(state, president).filter((c) => c.action.type === 'buy_train');
    const owners = buys.map((c) => state.trains.find((t) => t.id === c.action.train)!.owner);
    expect(owners.length).toBeGreaterThan(0);
    expect(owners.every((o) => o === 'depot' || o === 'pool' || o === '15')).toBe(true);
    const other = state.trains.find((t) => t.owner !== '15' && state.corps.some((c) => c.sym === t.owner))!;
    expect(() => game.def.process(state, { type: 'buy_train', entity: '15', entity_type: 'corporation', train: other.id, price: 1 })).toThrow(/only from phase 3/);
  });
});

describe('1822 a train is a must', () => {
  it('an operator without a train must buy one, route or not (its L train runs locally): no pass', () => {
    const log = JSON.parse(readFileSync(new URL('1822-discard_trains_after_sr_export.json', DIR), 'utf8')) as GameLog;
    // minor 18 comes to its train step without a train; 18xx.games' log shows it buying L-3 at action 48
    const game = newGame(log.title, log.players, log.settings);
    for (const a of effectiveActions(log.actions)) {
      if (a.id === 48) break;
      game.def.process(game.state, a);
      for (const auto of a.auto_actions ?? []) game.def.process(game.state, auto);
    }
    const state = game.state as GameState;
    expect(state.corps.find((c) => c.sym === '18')!.trains).toEqual([]);
    const president = state.corps.find((c) => c.sym === '18')!.president!;
    expect(game.def.legalActions(state, president).map((c) => c.action.type)).not.toContain('pass');
    expect(() => game.def.process(state, { type: 'pass', entity: '18', entity_type: 'corporation' })).toThrow(/must buy a train/);
  });
});

describe('1822 selling in stock rounds', () => {
  it('a major’s shares are not sold before it has operated (18xx.games SELL_AFTER :full_or_turn)', () => {
    const log = JSON.parse(readFileSync(new URL('1822-game_end_stock_market.json', DIR), 'utf8')) as GameLog;
    // 20138 holds CR's 20% and a 10% share in a later stock round; CR has not operated yet (it buys again at 294)
    const game = newGame(log.title, log.players, log.settings);
    for (const a of effectiveActions(log.actions)) {
      if (a.id === 294) break;
      game.def.process(game.state, a);
      for (const auto of a.auto_actions ?? []) game.def.process(game.state, auto);
    }
    const state = game.state as GameState;
    expect(state.turn).toBeGreaterThan(1);
    expect(state.corps.find((c) => c.sym === 'CR')!.everOperated).toBe(false);
    const sells = game.def.legalActions(state, '20138').filter((c) => c.action.type === 'sell_shares');
    expect(sells).toEqual([]);
    expect(() => game.def.process(state, { type: 'sell_shares', entity: 20138, entity_type: 'player', shares: ['CR_1'], percent: 10 })).toThrow(/cannot sell/);
  });
});

describe('1822 another operator’s train', () => {
  // a random game of tools/18xx-diff (1822MRS, 3 players, seed 5) through action 114, which 18xx.games replays to
  // the same values; it refused the listed next move: minor 16 (£10) buying 15's 3 train for £85
  const FIXTURE = new URL('./fixtures/random-1822MRS-3p-seed5-114.json', import.meta.url);
  const XX_AT_114 = { result: { 102: 565, 101: 515, 100: 335 }, acting: ['102'] };

  it('costs at most the buyer’s own cash: the president adds nothing (18xx.games EBUY_FROM_OTHERS :never)', () => {
    const game = replay(JSON.parse(readFileSync(FIXTURE, 'utf8')) as GameLog);
    const state = game.state as GameState;
    expect({ result: game.def.result(state), acting: game.def.activePlayers(state).map(String) }).toEqual(XX_AT_114);
    const r = state.round as { order: string[]; index: number };
    const corp = r.order[r.index]!;
    const others = game.def
      .legalActions(state, '102')
      .filter((c) => c.action.type === 'buy_train' && !['depot', 'pool', corp].includes(state.trains.find((t) => t.id === c.action.train)!.owner));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((c) => Number(c.action.price) > state.cash[corp]!)).toEqual([]);
    expect(() => game.def.process(state, { type: 'buy_train', entity: corp, entity_type: 'corporation', train: '3-0', price: 85 })).toThrow(/may not spend/);
  });
});

describe('1822 every listed move is accepted', () => {
  it('no pass is listed where live play refuses it: a major connected to its destination places its token', () => {
    // 1822-game_end_stock_market: the LYR's lay at id 355 connects it to its destination, and 18xx.games places the
    // destination token by itself (that action's auto action, I22). Between the two a live player could pass: we
    // listed a pass and then refused it (a random 1822MRS game, 3 players, seed 605, at its action 143)
    const log = JSON.parse(readFileSync(new URL('1822-game_end_stock_market.json', DIR), 'utf8')) as GameLog;
    const actions = effectiveActions(log.actions);
    const at = actions.findIndex((a) => a.id === 355);
    const lay = actions[at]!;
    expect(lay.auto_actions?.map((a) => [a.type, a.entity, a.hex])).toEqual([['hex_token', 'LYR', 'I22']]);
    let game = replay({ ...log, actions: actions.slice(0, at) });
    game.def.process(game.state, { ...lay, auto_actions: [] });
    const state = game.state as GameState;
    const r = state.round as { order: string[]; index: number; step: string };
    expect([r.order[r.index], r.step]).toEqual(['LYR', 'destination']);
    const listed = game.def.activePlayers(state).flatMap((p) => game.def.legalActions(state, p)).map((c) => c.action);
    expect(listed.map((a) => [a.type, a.hex])).toEqual([['hex_token', 'I22']]);
    game = applyAction(game, listed[0]!);
    expect(((game.state as GameState).map as { hexes: Record<string, { tokens: (string | null)[][] }> }).hexes.I22!.tokens.flat()).toContain('LYR');
  });
});

// Random games of tools/18xx-diff through the last action 18xx.games took (test/1822/fixtures), each with what
// 18xx.games shows there; it refused the move we listed next.
describe('1822 moves 18xx.games refused in random games', () => {
  const at = atRandomFixture;

  it('no share bought with cash a winning bid holds back (18xx.games available_cash)', () => {
    // 102 has £115 and is winning M15 at £100; CR's shares cost £60
    const { game, state, types } = at('random-1822NRS-4p-seed6-133.json', { result: { 101: 380, 103: 365, 100: 355, 102: 355 }, acting: ['102'] });
    expect(types('102').filter((a) => a.type === 'buy_shares')).toEqual([]);
    expect(() => game.def.process(state, { type: 'buy_shares', entity: 102, entity_type: 'player', shares: ['CR_1'], percent: 10 })).toThrow(/winning bids/);
  });

  it('an affordable L-to-2 upgrade keeps the train step open at the train limit (18xx.games discountable trains)', () => {
    // minor 27 has run its two L trains (the limit) and has £100; 18xx.games waits for its train step
    const { state, types } = at('random-1822NRS-5p-seed7-151.json', { result: { 103: 310, 102: 305, 104: 295, 101: 245, 100: 225 }, acting: ['104'] });
    const r = state.round as { order: string[]; index: number; step: string };
    expect([r.order[r.index], r.step]).toEqual(['27', 'train']);
    expect(types('104').some((a) => a.type === 'buy_train' && a.variant === '2' && a.exchange)).toBe(true);
  });

  it('no bankruptcy in a title with player loans: with nothing left to sell the president borrows', () => {
    // minor 16 (£0) must buy a £200 train; its president 101 has £40 and nothing 18xx.games lets them sell
    const { game, state, types } = at('random-1822NRS-4p-seed6-184.json', { result: { 103: 445, 101: 400, 100: 375, 102: 317 }, acting: ['101'] });
    const listed = types('101');
    expect(listed.map((a) => a.type)).not.toContain('bankrupt');
    const buy = listed.find((a) => a.type === 'buy_train')!;
    game.def.process(state, buy);
    expect(state.corps.find((c) => c.sym === '16')!.trains).toEqual([buy.train]);
  });

  it('a player in debt with no cash has no move in a stock round and is passed over', () => {
    // after minor 16's train at action 175, 101 (owing the bank, £0) would be next; 18xx.games goes on to 102
    const { state, types } = at('random-1822MRS-4p-seed6-175.json', { result: { 103: 390, 102: 385, 101: 342, 100: 145 }, acting: ['102'] });
    expect(state.cash['101']).toBe(0);
    expect(types('101')).toEqual([]);
    expect(types('102').length).toBeGreaterThan(0);
  });

  it('no run for an operator whose track reaches no second stop (18xx.games route_available), junction or not', () => {
    // minor 9 (a 3 train) is tokened on N23 (tile 5): one exit leads into N25's Lawson tile 80, whose other
    // exits and N23's second one end at empty hexes; 18xx.games skips its run (withheld: its price falls) and
    // has 101's minor 12 acting; out through the junction and back to N23 is no route
    const { state } = at('random-1822MRS-3p-seed610-188.json', { result: { 100: 390, 101: -274, 102: -165 }, acting: ['101'] });
    const r = state.round as { order: string[]; index: number };
    expect(r.order[r.index]).toBe('12');
    expect(state.corps.find((c) => c.sym === '9')!.trains.length).toBe(1);
  });

  it("the SECR's token step stays open while its free English Channel token is unused (18xx.games G1822 Token#can_place_token?)", () => {
    // the SECR laid two tiles (238, 239) and passed its destination step (240), reaching no city to token; 18xx.games
    // waits in its token step (its own ability: a free token on P43, once) and refused our train purchase at 241
    const { state, types } = at('random-1822MRS-5p-seed622-240.json', { result: { 100: 240, 101: 330, 102: 70, 103: -472, 104: 295 }, acting: ['104'] });
    const r = state.round as { order: string[]; index: number; step: string };
    expect([r.order[r.index], r.step]).toEqual(['SECR', 'token']);
    expect(types('104').map((a) => a.type)).toEqual(['pass']);
  });

  it('a discard to the train limit waits out the choice round (18xx.games: a step of the stock and operating rounds)', () => {
    // the stock round's end took a train out and phase 4 began: minor 9 holds two 3 trains over a minor's limit of
    // one; 18xx.games first asks P9's holder (101) to choose, and the discard comes in the operating round
    const { game, state, types } = at('random-1822MRS-3p-seed635-225.json', { result: { 100: -798, 101: 297, 102: 88 }, acting: ['101'] });
    expect(state.round.kind).toBe('choose');
    expect(types('101').map((a) => a.type).sort()).toEqual(['choose', 'pass']);
    game.def.process(state, { type: 'pass', entity: 101, entity_type: 'player' });
    expect(state.round.kind).toBe('operating');
    const president = state.corps.find((c) => c.sym === '9')!.president!;
    expect(game.def.activePlayers(state).map(String)).toEqual([president]);
    expect(new Set(types(president).map((a) => a.type))).toEqual(new Set(['discard_train']));
  });

  it('an issue is listed with the price it fetches (18xx.games takes an issue without share_price at the price before the drop)', () => {
    // the MR (£57, its marker at £80) may issue one share, which fetches £70 (a row down); 18xx.games paid our
    // listed issue £80 (it reads the price from the action), and given share_price 70 leaves the MR £127 as we do
    const { game, state, types } = at('random-1822NRS-3p-seed625-194.json', { result: { 100: -131, 101: -501, 102: 214 }, acting: ['102'] });
    const one = types('102').find((a) => a.type === 'sell_shares' && (a.shares as string[]).length === 1)!;
    expect(one.share_price).toBe(70);
    expect(state.cash.MR).toBe(57);
    game.def.process(state, one);
    expect(state.cash.MR).toBe(127);
  });

  it('no emergency sale of a major that has not operated (18xx.games SELL_AFTER :full_or_turn)', () => {
    const { game, state, types } = at('random-1822MRS-5p-seed2-180.json', { result: { 104: 355, 100: 265, 102: 245, 103: 190, 101: 170 }, acting: ['100'] });
    expect(state.corps.find((c) => c.sym === 'LNWR')!.everOperated).toBe(false);
    expect(types('100').filter((a) => a.type === 'sell_shares' && String((a.shares as string[])[0]).startsWith('LNWR'))).toEqual([]);
    expect(() => game.def.process(state, { type: 'sell_shares', entity: 100, entity_type: 'player', shares: ['LNWR_1'], percent: 10 })).toThrow();
  });
});
