import { describe, expect, it } from 'vitest';
import { corporationMayBuy, corporationPriceRange, blockedHexes, closedByTrainPurchase, revenueAfter, sharesWith } from '../../src/engine/titles/1828/privates.ts';
import { exchangeParOptions, holdingOk, mayBuyAnother, parOptions, passOrderAfterPass, unparredCorporations } from '../../src/engine/titles/1828/stock.ts';

describe('1828 stock round order: first to pass', () => {
  it('a pass without an action that turn joins the order; acting on a later turn leaves it', () => {
    let order: string[] = [];
    order = passOrderAfterPass(order, 'b', false);
    order = passOrderAfterPass(order, 'c', false);
    order = passOrderAfterPass(order, 'a', true);
    expect(order).toEqual(['b', 'c']);
    order = passOrderAfterPass(order, 'b', true);
    order = passOrderAfterPass(order, 'a', false);
    order = passOrderAfterPass(order, 'b', false);
    order = passOrderAfterPass(order, 'c', false);
    expect(order).toEqual(['c', 'a', 'b']);
  });
});

describe('1828 stock round rules', () => {
  it('par needs twice the price in cash; an M&H par needs the price once', () => {
    expect(parOptions(['p'], 158).map((c) => c.price)).toEqual([79, 71, 67]);
    expect(parOptions(['p'], 157).map((c) => c.price)).toEqual([71, 67]);
    expect(parOptions(['p', 'x'], 200).map((c) => c.price)).toEqual([94, 86, 79, 71, 67]);
    expect(exchangeParOptions(['p'], 70).map((c) => c.price)).toEqual([67]);
  });

  it('a second share only for the president in the grey zone, at most two, nothing else that turn', () => {
    const grey: [number, number] = [10, 0];
    const white: [number, number] = [9, 5];
    const base = { president: true, at: grey, boughtOfCorp: 1, parredThisTurn: false, boughtOther: false };
    expect(mayBuyAnother(base)).toBe(true);
    expect(mayBuyAnother({ ...base, at: white })).toBe(false);
    expect(mayBuyAnother({ ...base, president: false })).toBe(false);
    expect(mayBuyAnother({ ...base, boughtOfCorp: 2 })).toBe(false);
    expect(mayBuyAnother({ ...base, parredThisTurn: true })).toBe(false);
    expect(holdingOk(70, grey)).toBe(true);
    expect(holdingOk(70, white)).toBe(false);
    expect(holdingOk(60, white)).toBe(true);
  });

  it('after the first D, never-parred corporations are removed', () => {
    expect(
      unparredCorporations([
        { sym: 'B&O', ipoed: false, closed: false },
        { sym: 'PRR', ipoed: true, closed: false },
        { sym: 'NYC', ipoed: false, closed: true },
      ]),
    ).toEqual(['B&O']);
  });
});

describe('1828 privates', () => {
  it('block their hexes only while a player owns them; revenue changes; closing on train purchase', () => {
    expect(blockedHexes('D&H', true)).toEqual(['F20']);
    expect(blockedHexes('D&H', false)).toEqual([]);
    expect(revenueAfter('StCT', 'sold', 5)).toBe(10);
    expect(revenueAfter('C&P', 'auction_end', 15)).toBe(0);
    expect(revenueAfter('SVN', 'sold', 5)).toBe(5);
    expect(closedByTrainPurchase(['GT', 'MC', 'SVN'], 'GT-IC', ['GT', 'IC'])).toEqual(['GT']);
    expect(closedByTrainPurchase(['GT', 'MC'], 'MC', null)).toEqual(['MC']);
    expect(corporationMayBuy('CPR')).toBe(false);
    expect(corporationMayBuy('M&H')).toBe(true);
    expect(corporationPriceRange('M&H')).toEqual({ min: 1, max: 240 });
    expect(sharesWith('C&A')).toEqual(['PRR_1']);
    expect(sharesWith('NW')).toEqual(['NW_0', 'NW_1']);
  });
});
