import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engine/types.ts';
import { auction, bid, def, newState, pass, run, simpleInitial, started3 } from './helpers.ts';

describe('initial auctions', () => {
  it('run PRR, B&O, C&O, NYC in order; the first seat opens, then the previous winner', () => {
    const s = newState(3);
    run(s, [pass(1), bid(2, 'PRR', 7), pass(3)]);
    expect(s.shares.PRR).toEqual([0, 1, 0]);
    expect(s.auction).toMatchObject({ corporation: 'B&O', opener: 1, toAct: 1 });
    run(s, [pass(2), pass(3), bid(1, 'B&O', 6)]);
    expect(s.auction).toMatchObject({ corporation: 'C&O', opener: 0 });
    run(s, [bid(1, 'C&O', 5), bid(2, 'C&O', 9), pass(3), pass(1)]);
    expect(s.shares['C&O']).toEqual([0, 1, 0]);
    expect(s.auction).toMatchObject({ corporation: 'NYC', opener: 1 });
    run(s, [bid(2, 'NYC', 8), pass(3), pass(1)]);
    expect(s.phase).toBe('turn');
    // the PRR winner (Bob) plays first
    expect(s.turn).toBe(1);
    expect(def.activePlayers(s)).toEqual([2]);
  });

  it('the winner pays the company', () => {
    const s = run(newState(3), [bid(1, 'PRR', 7), bid(2, 'PRR', 10), pass(3), pass(1)]);
    expect(s.cash).toEqual([40, 30, 40]);
    expect(s.companies.PRR.cash).toBe(10);
    expect(s.companies.PRR.issued).toBe(1);
  });

  it('if everyone passes, the opener gets the share free and opens the next auction', () => {
    const s = run(newState(3), [pass(1), pass(2), pass(3)]);
    expect(s.shares.PRR).toEqual([1, 0, 0]);
    expect(s.cash).toEqual([40, 40, 40]);
    expect(s.companies.PRR).toMatchObject({ cash: 0, issued: 1 });
    expect(s.auction).toMatchObject({ corporation: 'B&O', opener: 0 });
    run(s, [bid(1, 'B&O', 6), pass(2), pass(3)]);
    run(s, [pass(1), pass(2), pass(3)]);
    run(s, [pass(1), pass(2), pass(3)]);
    expect(s.shares['C&O']).toEqual([1, 0, 0]);
    expect(s.shares.NYC).toEqual([1, 0, 0]);
    expect(s.turn).toBe(0);
  });

  it('the opening bid must be at least the starting price and within the bidder\'s cash', () => {
    const s = newState(6);
    expect(() => def.process(s, bid(1, 'PRR', 6))).toThrow('The minimum bid for PRR is $7; $6 is too low.');
    expect(() => def.process(s, bid(1, 'PRR', 21))).toThrow('Ann has only $20; cannot bid $21.');
    expect(() => def.process(s, bid(1, 'B&O', 7))).toThrow('The share up for auction is PRR, not B&O.');
    expect(() => def.process(s, bid(2, 'PRR', 7))).toThrow("It is Ann's turn to bid on PRR or pass, not Bob's.");
    expect(() => def.process(s, auction(1, 'PRR'))).toThrow(RuleError);
  });

  it('raises must beat the high bid; a player who passed is out', () => {
    const s = run(newState(3), [bid(1, 'PRR', 7), pass(2)]);
    expect(() => def.process(s, bid(3, 'PRR', 7))).toThrow('Ann already bid $7; bid at least $8 or pass.');
    run(s, [bid(3, 'PRR', 8)]);
    // Bob passed, so Ann is next
    expect(s.auction!.toAct).toBe(0);
    run(s, [bid(1, 'PRR', 9)]);
    expect(s.auction!.toAct).toBe(2);
    run(s, [pass(3)]);
    expect(s.shares.PRR).toEqual([1, 0, 0]);
    expect(s.cash[0]).toBe(31);
  });
});

describe('auctions during play', () => {
  it('start_auction moves the auction needle; the opener bids at least income ÷ issued shares (rounded up)', () => {
    const s = started3();
    // PRR income 7, 1 share issued: minimum = ceil(7 / 2) = 4
    run(s, [auction(1, 'PRR')]);
    expect(s.indicators.auction).toBe(1);
    expect(s.auction).toMatchObject({ corporation: 'PRR', kind: 'turn', opener: 0, toAct: 0 });
    expect(() => def.process(s, bid(1, 'PRR', 3))).toThrow('The minimum bid for PRR is $4; $3 is too low.');
    run(s, [bid(1, 'PRR', 4), bid(2, 'PRR', 5), pass(3), pass(1)]);
    expect(s.shares.PRR).toEqual([1, 1, 0]);
    expect(s.companies.PRR.cash).toBe(12);
    // the turn passes to the seat after the one who started the auction
    expect(s.phase).toBe('turn');
    expect(s.turn).toBe(1);
  });

  it('the opener may pass and others may still buy', () => {
    const s = run(started3(), [auction(1, 'C&O'), pass(1), pass(2), bid(3, 'C&O', 3)]);
    expect(s.shares['C&O']).toEqual([0, 0, 2]);
    expect(s.turn).toBe(1);
  });

  it('if everyone passes, the share goes back to the charter', () => {
    const s = run(started3(), [auction(1, 'NYC'), pass(1), pass(2), pass(3)]);
    expect(s.shares.NYC).toEqual([1, 0, 0]);
    expect(s.companies.NYC.issued).toBe(1);
    expect(s.turn).toBe(1);
  });

  it('cannot auction Wabash before it opens, a sold-out company, or past the red', () => {
    const s = started3();
    expect(() => def.process(s, auction(1, 'WAB'))).toThrow('WAB is not open yet');
    expect(() => def.process(s, auction(1, 'XYZ'))).toThrow('"XYZ" is not a company');
    expect(() => def.process(s, auction(2, 'PRR'))).toThrow("It is Ann's turn, not Bob's.");
    s.companies.PRR.issued = 3;
    expect(() => def.process(s, auction(1, 'PRR'))).toThrow('PRR has no shares left to auction.');
    s.indicators.auction = 3;
    expect(() => def.process(s, auction(1, 'B&O'))).toThrow('The auction indicator is already in the red');
  });

  it('a bid or pass outside an auction is refused unless the player has no move', () => {
    const s = started3();
    expect(() => def.process(s, bid(1, 'PRR', 5))).toThrow('No auction is running');
    expect(() => def.process(s, pass(1))).toThrow('Ann cannot pass');
  });

  it('turn actions wait while an auction runs', () => {
    const s = newState(3);
    expect(() => def.process(s, auction(1, 'PRR'))).toThrow('An auction of PRR is running: Ann must bid or pass.');
    const t = run(started3(), [auction(1, 'B&O')]);
    expect(() => def.process(t, auction(1, 'C&O'))).toThrow('An auction of B&O is running: Ann must bid or pass.');
  });

  it('the simple initial script leaves Ann with PRR and NYC', () => {
    const s = run(newState(3), simpleInitial(3));
    expect(s.shares.PRR).toEqual([1, 0, 0]);
    expect(s.shares.NYC).toEqual([1, 0, 0]);
    expect(s.cash).toEqual([25, 34, 35]);
  });
});
