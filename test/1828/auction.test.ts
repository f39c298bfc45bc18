import { describe, expect, it } from 'vitest';
import {
  AuctionError,
  auctionActor,
  auctionFinished,
  maxBid,
  minBid,
  mayPurchase,
  newAuction,
  orderAfterAuction,
  parPaid,
  processAuction,
  type WaterfallState,
} from '../../src/engine/titles/1828/auction.ts';
import { COMPANIES } from '../../src/engine/titles/1828/data.ts';
import { auctionCompanies, privatesToRemove } from '../../src/engine/titles/1828/setup.ts';
import { GAMES, loadGame, loadOracle, playedActions } from './fixtures.ts';

interface Snapshot {
  id: number;
  /** Seating order (the stock round's after the auction). */
  order: string[];
  cash: Record<string, number>;
  owners: Record<string, string>;
  bids: Record<string, [string, number][]>;
  active: string[];
  auctionOver: boolean;
}

const REVENUE = new Map(COMPANIES.map((c) => [c.sym, c.revenue]));

function bidsOf(a: WaterfallState): Record<string, [string, number][]> {
  const out: Record<string, [string, number][]> = {};
  for (const [c, bids] of Object.entries(a.bids)) if (bids.length) out[c] = bids.map((b) => [b.player, b.price]);
  return out;
}

describe('1828 waterfall auction against 18xx.games, action by action', () => {
  for (const name of GAMES) {
    it(name, () => {
      const game = loadGame(name);
      const trace = loadOracle<Snapshot[]>(`auction-${name}.json`);
      const players = game.players.map((p) => String(p.id));
      const cash: Record<string, number> = {};
      for (const p of players) cash[p] = { 3: 800, 4: 700, 5: 620 }[players.length]!;
      const a = newAuction(players, auctionCompanies(privatesToRemove(game.settings.seed, players.length)));
      let checked = 0;
      for (const action of playedActions(game)) {
        if (auctionFinished(a)) break;
        const player = String(action.entity);
        if (action.type === 'par') {
          parPaid(a, player, String(action.corporation));
        } else {
          const act =
            action.type === 'bid'
              ? { type: 'bid' as const, player, company: String(action.company), price: Number(action.price) }
              : { type: 'pass' as const, player };
          for (const ev of processAuction(a, cash, act)) {
            if (ev.type === 'privates_pay')
              for (const [company, owner] of Object.entries(a.owners)) cash[owner]! += REVENUE.get(company)!;
          }
        }
        const want = trace.find((s) => s.id === action.id)!;
        expect(want, `trace has action ${action.id}`).toBeDefined();
        expect(cash, `cash after ${action.id}`).toEqual(want.cash);
        expect(a.owners, `owners after ${action.id}`).toEqual(want.owners);
        expect(bidsOf(a), `bids after ${action.id}`).toEqual(want.bids);
        if (!want.auctionOver) expect([auctionActor(a)], `actor after ${action.id}`).toEqual(want.active);
        else {
          expect(auctionFinished(a)).toBe(true);
          expect(orderAfterAuction(a)).toEqual(want.order);
        }
        checked++;
      }
      expect(checked).toBe(trace.length);
    });
  }
});

describe('1828 waterfall auction rules', () => {
  const players = ['a', 'b', 'c'];
  const start = (): { a: WaterfallState; cash: Record<string, number> } => ({
    a: newAuction(players, ['SVN', 'StCT', 'C&StL', 'D&H', 'C&P', 'CPR', 'GT']),
    cash: { a: 800, b: 800, c: 800 },
  });

  it('buys at face only in the cheapest tier when the rest of the tier is bid on', () => {
    const { a, cash } = start();
    expect(mayPurchase(a, 'SVN')).toBe(false); // StCT has no bid yet
    expect(minBid(a, 'SVN')).toBe(25);
    processAuction(a, cash, { type: 'bid', player: 'a', company: 'StCT', price: 25 });
    expect(mayPurchase(a, 'SVN')).toBe(true);
    expect(minBid(a, 'SVN')).toBe(20);
    expect(mayPurchase(a, 'D&H')).toBe(false); // not the cheapest tier
    const events = processAuction(a, cash, { type: 'bid', player: 'b', company: 'SVN', price: 20 });
    // the purchase resolves StCT (one bid) and stops at C&StL (no bid)
    expect(events.filter((e) => e.type === 'company_bought').map((e) => e.type === 'company_bought' && [e.company, e.player, e.price])).toEqual([
      ['SVN', 'b', 20],
      ['StCT', 'a', 25],
    ]);
    expect(a.companies[0]).toBe('C&StL');
    expect(cash).toEqual({ a: 775, b: 780, c: 800 });
  });

  it('bids: +$5 steps over the highest, cash committed elsewhere counts, one bid per player and company', () => {
    const { a, cash } = start();
    processAuction(a, cash, { type: 'bid', player: 'a', company: 'D&H', price: 700 });
    expect(maxBid(a, cash, 'a', 'C&P')).toBe(100);
    expect(() => processAuction(a, cash, { type: 'bid', player: 'b', company: 'D&H', price: 702 })).toThrow(AuctionError);
    expect(() => processAuction(a, cash, { type: 'pass', player: 'c' })).toThrow(AuctionError); // b's turn
    processAuction(a, cash, { type: 'bid', player: 'b', company: 'D&H', price: 710 });
    processAuction(a, cash, { type: 'bid', player: 'c', company: 'D&H', price: 715 });
    expect(() => processAuction(a, cash, { type: 'bid', player: 'a', company: 'C&P', price: 105 })).toThrow(AuctionError);
    processAuction(a, cash, { type: 'bid', player: 'a', company: 'D&H', price: 720 });
    expect(a.bids['D&H']!.map((b) => [b.player, b.price])).toEqual([
      ['b', 710],
      ['c', 715],
      ['a', 720],
    ]);
  });

  it('a bid on a $250 private replaces the other bids on it', () => {
    const { a, cash } = start();
    processAuction(a, cash, { type: 'bid', player: 'a', company: 'CPR', price: 255 });
    processAuction(a, cash, { type: 'bid', player: 'b', company: 'CPR', price: 260 });
    expect(a.bids.CPR).toEqual([{ player: 'b', price: 260 }]);
    expect(maxBid(a, cash, 'a', 'GT')).toBe(800);
  });

  it('all pass: every company with bids is resolved (auctions included), privates pay, play goes on', () => {
    const { a, cash } = start();
    processAuction(a, cash, { type: 'bid', player: 'a', company: 'GT', price: 255 });
    processAuction(a, cash, { type: 'bid', player: 'b', company: 'D&H', price: 85 });
    processAuction(a, cash, { type: 'bid', player: 'c', company: 'D&H', price: 90 });
    processAuction(a, cash, { type: 'pass', player: 'a' });
    processAuction(a, cash, { type: 'pass', player: 'b' });
    const ev = processAuction(a, cash, { type: 'pass', player: 'c' });
    expect(ev.map((e) => e.type)).toEqual(['pass', 'auction_started']);
    expect(a.auctioning).toBe('D&H');
    expect(auctionActor(a)).toBe('b'); // the lowest bidder
    const end = processAuction(a, cash, { type: 'pass', player: 'b' });
    expect(end.map((e) => e.type)).toEqual(['auction_pass', 'company_bought', 'company_bought', 'par_owed', 'privates_pay']);
    expect(a.owners).toEqual({ 'D&H': 'c', GT: 'a' });
    expect(a.passed).toEqual([]);
    expect(a.pendingPar).toEqual(['GT']);
    expect(auctionActor(a)).toBe('a');
    expect(() => processAuction(a, cash, { type: 'pass', player: 'a' })).toThrow(AuctionError);
    parPaid(a, 'a', 'GT');
    expect(auctionActor(a)).toBe('a'); // the turn went on from c to a
  });
});
