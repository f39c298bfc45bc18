// 1822's bid boxes in a stock round: which bids are refused, three bids end a turn, and how the boxes settle.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type LoadedGame } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { bidboxConcessions, bidboxMinors, bidboxPrivates } from '../../src/engine/titles/1822/bidbox.ts';


const players = [1, 2, 3].map((id) => ({ id, name: `P${id}` }));
const start = () => newGame('1822MRS', players, { seed: 2227 });
const st = (g: LoadedGame) => g.state as GameState;
const bid = (g: LoadedGame, entity: number, company: string, price: number) =>
  applyAction(g, { type: 'bid', entity, entity_type: 'player', company, price });
const pass = (g: LoadedGame, entity: number) => applyAction(g, { type: 'pass', entity, entity_type: 'player' });

describe('1822 bid boxes', () => {
  it('puts the scenario\'s fixed first minor, concession and private in the boxes', () => {
    const s = st(start());
    expect(bidboxMinors(s)[0]).toBe('M24');
    expect(bidboxConcessions(s)[0]).toBe('C1');
    expect(bidboxPrivates(s)[0]).toBe('P1');
    expect([bidboxMinors(s).length, bidboxConcessions(s).length, bidboxPrivates(s).length]).toEqual([4, 3, 3]);
  });

  it('refuses bids below the face value, off the step, out of the boxes, or out of turn, and changes nothing', () => {
    const g = start();
    expect(() => bid(g, 1, 'C1', 95)).toThrow(/lowest bid/);
    expect(() => bid(g, 1, 'C1', 103)).toThrow(/steps of 5/);
    const outside = st(g).companies.find((c) => c.sym[0] === 'C' && !bidboxConcessions(st(g)).includes(c.sym))!.sym;
    expect(() => bid(g, 1, outside, 100)).toThrow(/not in a bid box/);
    expect(() => bid(g, 2, 'C1', 100)).toThrow(/not your turn/);
    expect(() => bid(g, 1, 'C1', 10_000)).toThrow(/at most/);
    expect(st(g).cash['1']).toBe(500);
  });

  it('ends the turn after three bids, and an outbid needs five more', () => {
    let g = start();
    g = bid(g, 1, 'C1', 100);
    g = bid(g, 1, 'P1', 0);
    expect(g.def.activePlayers(g.state)).toEqual(['1']);
    g = bid(g, 1, 'M24', 100);
    expect(g.def.activePlayers(g.state)).toEqual(['2']);
    expect(() => bid(g, 2, 'C1', 100)).toThrow(/lowest bid on it is 105/);
    g = bid(g, 2, 'C1', 105);
    expect((g.events ?? []).some((e) => e.type === 'bid' && e.company === 'C1' && e.price === 105)).toBe(true);
  });

  it('settles the boxes when everyone passes: the minor floats for its winner, unbid minors take L trains away', () => {
    let g = start();
    g = bid(g, 1, 'M19', 100);
    g = bid(g, 1, 'C1', 100);
    g = pass(g, 1);
    g = pass(g, 2);
    g = pass(g, 3);
    g = pass(g, 1);
    const s = st(g);
    expect(s.round.kind).toBe('operating');
    // M19 floated at 50 with £100; its winner paid 100 for it and 100 for the LNWR concession
    expect(s.corps.find((c) => c.sym === '19')).toMatchObject({ floated: true, parPrice: 50, president: '1' });
    expect(s.cash['19']).toBe(100);
    expect(s.companies.find((c) => c.sym === 'C1')!.owner).toBe('1');
    // M24 (first box, no bid) closed, and with the two other unbid minors four L trains left the game
    expect(s.corps.find((c) => c.sym === '24')!.closed).toBe(true);
    expect(s.upcoming[0]).toBe('L-4');
    // the players with the most cash go first (ties: in the present order)
    expect(s.order).toEqual(['2', '3', '1']);
  });
});

describe('1822 stock round: only what 1822 allows besides bids', () => {
  it('lists no par and no minor shares in phase 1, and refuses a par there', () => {
    const g = start();
    const types = g.def.legalActions(g.state, '1').map((c) => c.action.type);
    expect(types).toContain('bid');
    expect(types).toContain('pass');
    expect(types).not.toContain('par');
    expect(types).not.toContain('buy_shares');
    expect(() => applyAction(g, { type: 'par', entity: 1, entity_type: 'player', corporation: '7', share_price: '50,9,4' })).toThrow(/cannot par/i);
    expect(() => applyAction(g, { type: 'par', entity: 1, entity_type: 'player', corporation: 'LNWR', share_price: '100,3,4' })).toThrow(/cannot par/i);
  });

  it('ends the game unfinished when a stock round ends with no bid in the game, as 18xx.games (dnf)', () => {
    let g = start();
    for (const p of [1, 2, 3]) g = pass(g, p);
    expect(g.def.finished(g.state)).toBe(true);
    expect(st(g).endReason).toBe('dnf');
    // values as they were: nobody spent anything
    expect([1, 2, 3].map((p) => st(g).cash[String(p)])).toEqual([500, 500, 500]);
  });

  it('goes on to the next round when one bid was made', () => {
    let g = start();
    g = bid(g, 1, 'C1', 100);
    g = pass(g, 1);
    for (const p of [2, 3, 1]) g = pass(g, p);
    expect(st(g).endReason).toBeNull();
  });
});
