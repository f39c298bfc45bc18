// Rule tests for the sealed second-price round: one (or more) per sentence of the seed page
// (../shared/seeds/1871-steel-cities-auction.md), quoted in the test name.
import { describe, expect, it } from 'vitest';
import { processSealedRound, checkSealedInput, type SealedPlayer, type SealedItem, type SealedBids } from '../../src/engine/titles/1871/vickrey.ts';

const A = [10, 20, 30, 40, 50, 60];
const C = [100, 120, 140, 160, 180, 200];
const item = (id: string, prices = C, bidClass = 'C'): SealedItem => ({ id, bidClass, prices });
const player = (id: string, cash = 500, extra: Partial<SealedPlayer> = {}): SealedPlayer => ({ id, cash, certs: 0, certLimit: 10, loan: 0, ...extra });

function run(players: SealedPlayer[], items: SealedItem[], bids: SealedBids, order = players.map((p) => p.id)) {
  expect(checkSealedInput({ players, order, items, bids })).toEqual([]);
  return processSealedRound({ players, order, items, bids });
}

describe('1871 sealed round, sentence by sentence', () => {
  it('"Bids are processed for each item one-at-a-time" in the order given (the processing order)', () => {
    // b can afford only one of the two; the earlier item takes the money.
    const r = run([player('a', 100), player('b', 150)], [item('M2'), item('M1')], { b: { M1: 100, M2: 140 } });
    expect(r.outcomes.map((o) => [o.item, o.winner, o.price])).toEqual([
      ['M2', 'b', 100],
      ['M1', null, null],
    ]);
    expect(r.outcomes[1]!.bids).toEqual([{ player: 'b', amount: 100, ineligible: 'cash' }]);
  });

  it('"No Sale: An item remains unsold if it receives no bid"', () => {
    const r = run([player('a'), player('b')], [item('M1')], {});
    expect(r.outcomes[0]).toMatchObject({ item: 'M1', winner: null, price: null, how: 'no_bids' });
    expect(r.cash).toEqual({ a: 500, b: 500 });
  });

  it('"… or none of the bids placed are eligible"', () => {
    const r = run([player('a', 50), player('b', 500, { loan: 100 })], [item('M1')], { a: { M1: 200 }, b: { M1: 100 } });
    expect(r.outcomes[0]).toMatchObject({ winner: null, how: 'no_eligible_bid' });
    expect(r.outcomes[0]!.bids).toEqual([
      { player: 'a', amount: 200, ineligible: 'cash' },
      { player: 'b', amount: 100, ineligible: 'loan' },
    ]);
  });

  it('"The player doesn\'t have sufficient cash to pay the item\'s processed price" — the processed price, not the bid', () => {
    // a bid 200 with 130 cash; the processed price would be b's 120: a can pay it, so a wins at 120.
    const r = run([player('a', 130), player('b')], [item('M1')], { a: { M1: 200 }, b: { M1: 120 } });
    expect(r.outcomes[0]).toMatchObject({ winner: 'a', price: 120, how: 'second_price' });
    expect(r.cash.a).toBe(10);
    // with 110 cash a cannot pay 120: ineligible, and b wins alone at the first-column price.
    const r2 = run([player('a', 110), player('b')], [item('M1')], { a: { M1: 200 }, b: { M1: 120 } });
    expect(r2.outcomes[0]).toMatchObject({ winner: 'b', price: 100, how: 'single_bid' });
    expect(r2.outcomes[0]!.bids[0]).toEqual({ player: 'a', amount: 200, ineligible: 'cash' });
  });

  it('a lower bid whose bidder cannot pay even the first-column price does not set the price', () => {
    const r = run([player('a'), player('b', 90)], [item('M1')], { a: { M1: 200 }, b: { M1: 160 } });
    expect(r.outcomes[0]).toMatchObject({ winner: 'a', price: 100, how: 'single_bid' });
  });

  it('a tied bidder who cannot pay the tie amount is ineligible; the other wins at the next eligible bid', () => {
    const r = run([player('a', 150), player('b'), player('c')], [item('M1')], { a: { M1: 160 }, b: { M1: 160 }, c: { M1: 120 } });
    expect(r.outcomes[0]).toMatchObject({ winner: 'b', price: 120, how: 'second_price' });
    expect(r.order).toEqual(['a', 'b', 'c']);
  });

  it('tied bidders all short of the tie amount go out one by one in track order; the last left wins at the next eligible bid', () => {
    const r = run([player('a', 150), player('b', 150), player('c')], [item('M1')], { a: { M1: 160 }, b: { M1: 160 }, c: { M1: 120 } }, ['a', 'b', 'c']);
    expect(r.outcomes[0]).toMatchObject({ winner: 'b', price: 120, how: 'second_price' });
    expect(r.outcomes[0]!.bids.filter((x) => x.ineligible).map((x) => [x.player, x.ineligible])).toEqual([['a', 'cash']]);
    // alone, the last one pays the first-column price; the track does not move (no tie was won)
    const alone = run([player('a', 150), player('b', 150)], [item('M1')], { a: { M1: 160 }, b: { M1: 160 } }, ['b', 'a']);
    expect(alone.outcomes[0]).toMatchObject({ winner: 'a', price: 100, how: 'single_bid' });
    expect(alone.order).toEqual(['b', 'a']);
    // short of the next price too: unsold
    const poor = run([player('a', 90), player('b', 90)], [item('M1')], { a: { M1: 160 }, b: { M1: 160 } });
    expect(poor.outcomes[0]).toMatchObject({ winner: null, how: 'no_eligible_bid' });
  });

  it('"The player is already at certificate limit"', () => {
    const r = run([player('a', 500, { certs: 10 }), player('b')], [item('M1')], { a: { M1: 200 }, b: { M1: 120 } });
    expect(r.outcomes[0]).toMatchObject({ winner: 'b', price: 100, how: 'single_bid' });
    expect(r.outcomes[0]!.bids[0]!.ineligible).toBe('cert_limit');
  });

  it('"The player has loan debt"', () => {
    const r = run([player('a', 500, { loan: 1 }), player('b')], [item('M1')], { a: { M1: 200 }, b: { M1: 120 } });
    expect(r.outcomes[0]!.bids[0]!.ineligible).toBe('loan');
    expect(r.outcomes[0]!.winner).toBe('b');
  });

  it('"Cash and certificate limits are applied to each item separately when bids are processed, not when bids are placed"', () => {
    // a bids on three items with cash for two and one certificate slot left; the limit bites at the second win.
    const r = run([player('a', 300, { certs: 9 }), player('b')], [item('M1'), item('M2'), item('M3')], {
      a: { M1: 100, M2: 100, M3: 200 },
      b: { M3: 100 },
    });
    expect(r.outcomes.map((o) => o.winner)).toEqual(['a', null, 'b']);
    expect(r.outcomes[1]!.bids[0]!.ineligible).toBe('cert_limit');
    expect(r.certs).toEqual({ a: 10, b: 1 });
    expect(r.cash).toEqual({ a: 200, b: 400 });
    // the cash bite: 150 cash, two items at 100 each (single bids), the second is out of reach.
    const r2 = run([player('a', 150)], [item('M1'), item('M2')], { a: { M1: 200, M2: 100 } });
    expect(r2.outcomes.map((o) => [o.winner, o.price])).toEqual([['a', 100], [null, null]]);
    expect(r2.outcomes[1]!.bids[0]!.ineligible).toBe('cash');
  });

  it('"One Bid Only: … wins the item" and "the processed price is equal to the minimum available bid price (i.e., the first column price)"', () => {
    const r = run([player('a'), player('b')], [item('P1', A, 'A')], { a: { P1: 60 } });
    expect(r.outcomes[0]).toMatchObject({ winner: 'a', price: 10, how: 'single_bid' });
    expect(r.cash.a).toBe(490);
  });

  it('"One High Bid: … the player who placed the highest bid wins" and "the processed price is equal to the second-highest bid"', () => {
    const r = run([player('a'), player('b'), player('c')], [item('M1')], { a: { M1: 140 }, b: { M1: 200 }, c: { M1: 180 } });
    expect(r.outcomes[0]).toMatchObject({ winner: 'b', price: 180, how: 'second_price' });
    expect(r.cash).toEqual({ a: 500, b: 320, c: 500 });
    expect(r.order).toEqual(['a', 'b', 'c']);
  });

  it('"Tie Bids: … the winner is the bidder whose bid marker is in the lowest-numbered space" and pays "the amount of the tie bid"', () => {
    const r = run([player('a'), player('b'), player('c')], [item('M1')], { a: { M1: 180 }, b: { M1: 180 }, c: { M1: 100 } }, ['c', 'b', 'a']);
    expect(r.outcomes[0]).toMatchObject({ winner: 'b', price: 180, how: 'tie', tied: ['b', 'a'] });
  });

  it('"the winning bidder moves their bid order cube to the highest-numbered space … and closes the gap"', () => {
    const players = ['a', 'b', 'c', 'd', 'e'].map((id) => player(id));
    const r = run(players, [item('M1')], { b: { M1: 120 }, d: { M1: 120 } }, ['a', 'b', 'c', 'd', 'e']);
    expect(r.outcomes[0]).toMatchObject({ winner: 'b', price: 120 });
    expect(r.order).toEqual(['a', 'c', 'd', 'e', 'b']);
    expect(r.outcomes[0]!.orderAfter).toEqual(['a', 'c', 'd', 'e', 'b']);
  });

  it('the track moves after each tie, so a second tie between the same players goes the other way', () => {
    const r = run([player('a'), player('b')], [item('M1'), item('M2')], { a: { M1: 120, M2: 120 }, b: { M1: 120, M2: 120 } });
    expect(r.outcomes.map((o) => o.winner)).toEqual(['a', 'b']);
    expect(r.order).toEqual(['a', 'b']);
  });

  it('the track does not move without a tie', () => {
    const r = run([player('a'), player('b')], [item('M1')], { a: { M1: 120 }, b: { M1: 140 } }, ['b', 'a']);
    expect(r.order).toEqual(['b', 'a']);
  });

  it('"Each company type has a bid class … and for each bid class there are 6 available bid prices": other amounts are refused', () => {
    const players = [player('a')];
    expect(checkSealedInput({ players, order: ['a'], items: [item('M1')], bids: { a: { M1: 110 } } })).toEqual([
      'bids: a bid 110 on M1, but class C bids are 100, 120, 140, 160, 180, 200',
    ]);
    expect(checkSealedInput({ players, order: ['a'], items: [item('M1', [1, 2, 3])], bids: {} })[0]).toMatch(/six whole prices/);
    expect(checkSealedInput({ players, order: ['a'], items: [item('M1')], bids: { a: { M9: 100 }, z: {} } })).toEqual([
      'bids: a bid on M9, which is not an item of this round',
      'bids: z is not a player',
    ]);
  });

  it('money is conserved: what the players lose is exactly the sum of the processed prices', () => {
    const players = ['a', 'b', 'c'].map((id, i) => player(id, 200 + 60 * i));
    const items = ['M1', 'M2', 'M3', 'M4'].map((id) => item(id));
    const bids: SealedBids = { a: { M1: 200, M2: 120, M4: 100 }, b: { M1: 200, M3: 160, M4: 180 }, c: { M2: 140, M3: 160, M4: 180 } };
    const r = run(players, items, bids);
    const paid = r.outcomes.reduce((s, o) => s + (o.price ?? 0), 0);
    expect(players.reduce((s, p) => s + p.cash, 0) - Object.values(r.cash).reduce((s, c) => s + c, 0)).toBe(paid);
    expect(Object.values(r.cash).every((c) => c >= 0)).toBe(true);
  });
});
