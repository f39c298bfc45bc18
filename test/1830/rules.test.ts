// 1830 rules the real games do not pin down: the auction's bid rules, brown-zone purchases and their optional rule,
// the Mohawk & Hudson's exchange out of turn, players selling privates to each other, the B&O private, the extra 6.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { placeInCell } from '../../src/engine/18xx/market.ts';
import { ipo, moveShare, percentOf } from '../../src/engine/18xx/shares.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import { fresh, loadGame } from './helpers.ts';

/** A real game replayed up to (not including) the action with this id. */
function before(file: string, id: number) {
  const log = loadGame(file);
  const game = newGame(log.title, log.players, log.settings);
  for (const action of effectiveActions(log.actions)) {
    if ((action.id ?? 0) >= id) break;
    game.def.process(game.state, action);
    for (const auto of action.auto_actions ?? []) game.def.process(game.state, auto);
  }
  return { game, state: game.state as GameState };
}

const bid = (p: string, company: string, price: number): Action => ({ type: 'bid', entity: p, entity_type: 'player', company, price });
const pass = (p: string): Action => ({ type: 'pass', entity: p, entity_type: 'player' });

describe('1830 private auction (18xx.games base bid rules)', () => {
  it('takes a bid that is not a multiple of $5 over the minimum', () => {
    const game = fresh(4);
    game.def.process(game.state, bid('p1', 'CS', 46));
    expect(game.state.round.kind === 'auction' && game.state.round.bids).toEqual([{ player: 'p1', company: 'CS', price: 46 }]);
  });

  it('keeps cash tied up by a bid that has been outbid', () => {
    const game = fresh(4);
    game.def.process(game.state, bid('p1', 'CS', 46));
    game.def.process(game.state, bid('p2', 'CS', 51));
    game.def.process(game.state, pass('p3'));
    game.def.process(game.state, pass('p4'));
    // p1 has $600 and a $46 bid on CS: $554 is the most it may bid on DH
    expect(() => game.def.process(game.state, bid('p1', 'DH', 555))).toThrow(/at most 554/);
    game.def.process(game.state, bid('p1', 'DH', 554));
  });
});

describe('1830 brown zone', () => {
  // 26855 at its second stock round: put B&O (floated) in a brown cell with three of its shares in the market
  function brown(rules: string[]) {
    const { game, state } = before('1830-26855.json', 73);
    (state.title as { optionalRules: string[] }).optionalRules = rules;
    const player = state.order[(state.round as { index: number }).index % state.order.length]!;
    const corp = 'B&O';
    placeInCell(state, corp, [5, 0]);
    state.cash[player] = 2000;
    const ipoShares = state.shares.filter((s) => s.owner === ipo(corp) && !s.president);
    for (const s of ipoShares.slice(0, 3)) moveShare(state, s, 'pool');
    expect(state.shares.filter((s) => s.owner === ipo(corp)).length).toBeGreaterThan(0);
    const buys = () => game.def.legalActions(state, player).filter((c) => c.action.type === 'buy_shares' && c.action.entity === player);
    const from = (owner: string) => buys().find((c) => state.shares.find((s) => s.id === (c.action.shares as string[])[0])!.owner === owner);
    return { game, state, player, corp, buys, from };
  }

  it('sells a second share in the turn from the market, not from the IPO', () => {
    const b = brown([]);
    b.game.def.process(b.state, b.from('pool')!.action);
    expect(b.from('pool')).toBeDefined();
    expect(b.from(ipo(b.corp))).toBeUndefined();
  });

  it('sells nothing more of it after a share from the IPO', () => {
    const b = brown([]);
    b.game.def.process(b.state, b.from(ipo(b.corp))!.action);
    expect(b.buys().filter((c) => String((c.action.shares as string[])[0]).startsWith(b.corp))).toEqual([]);
  });

  it('still sells a brown share after a private bought from another player (a private is not a share: 18xx.games can_buy_multiple?)', () => {
    const b = brown([]);
    const offer = b.game.def.legalActions(b.state, b.player).find((c) => c.action.type === 'buy_company');
    expect(offer).toBeDefined();
    b.game.def.process(b.state, { ...offer!.action, price: 1 });
    expect(b.from('pool')).toBeDefined();
  });

  it('sells from the IPO again with "Buy Multiple Brown Shares From IPO"', () => {
    const b = brown(['multiple_brown_from_ipo']);
    const held = percentOf(b.state, b.player, b.corp);
    b.game.def.process(b.state, b.from(ipo(b.corp))!.action);
    b.game.def.process(b.state, b.from(ipo(b.corp))!.action);
    expect(percentOf(b.state, b.player, b.corp)).toBe(held + 20);
  });
});

describe('1830 Mohawk & Hudson', () => {
  it('is exchanged for a NYC share out of turn in a stock round, which closes it and keeps the turn', () => {
    const { game, state } = before('1830-26855.json', 75);
    const owner = state.companies.find((c) => c.sym === 'MH')!.owner!;
    const acting = game.def.activePlayers(state);
    expect(acting).not.toContain(owner);
    const offers = game.def.outOfTurnActions!(state, owner);
    expect(offers.map((c) => c.action)).toContainEqual(expect.objectContaining({ type: 'buy_shares', entity: 'MH', entity_type: 'company' }));
    const nyc = percentOf(state, owner, 'NYC');
    const cash = state.cash[owner];
    game.def.process(state, offers[0]!.action);
    expect(percentOf(state, owner, 'NYC')).toBe(nyc + 10);
    expect(state.cash[owner]).toBe(cash);
    expect(state.companies.find((c) => c.sym === 'MH')!.closed).toBe(true);
    expect(game.def.activePlayers(state)).toEqual(acting);
    expect(game.def.outOfTurnActions!(state, owner)).toEqual([]);
  });
});

describe('1830 privates between players', () => {
  it('a player buys another player’s private in a later stock round, as the turn’s purchase', () => {
    const { game, state } = before('1830-26855.json', 73);
    const [player] = game.def.activePlayers(state);
    const offer = game.def.legalActions(state, player!).find((c) => c.action.type === 'buy_company')!;
    expect(offer).toBeDefined();
    const sym = String(offer.action.company);
    const seller = state.companies.find((c) => c.sym === sym)!.owner!;
    // in live play the seller is asked first (the bot's Accept / Decline)
    expect(game.def.consentNeeded!(state, offer.action)).toBe(seller);
    const [buyerCash, sellerCash] = [state.cash[String(player)]!, state.cash[seller]!];
    game.def.process(state, { ...offer.action, price: 1 });
    expect(state.companies.find((c) => c.sym === sym)!.owner).toBe(String(player));
    expect([state.cash[String(player)], state.cash[seller]]).toEqual([buyerCash - 1, sellerCash + 1]);
    // the turn's purchase is made: no IPO share may follow
    expect(game.def.legalActions(state, player!).filter((c) => (c.action.type === 'buy_shares' && c.action.entity === player) || c.action.type === 'buy_company')).toEqual([]);
  });

  it('the Camden & Amboy is not offered while a player holds its PRR share; otherwise its buyer gets that share', () => {
    const { game, state } = before('1830-26855.json', 73);
    const [player] = game.def.activePlayers(state);
    const ca = state.companies.find((c) => c.sym === 'CA')!;
    const prr1 = state.shares.find((s) => s.id === 'PRR_1')!;
    expect(ca.owner).not.toBe(String(player));
    expect(prr1.owner).toBe(ca.owner);
    const offersCa = () => game.def.legalActions(state, player!).some((c) => c.action.type === 'buy_company' && c.action.company === 'CA');
    expect(offersCa()).toBe(false);
    moveShare(state, prr1, 'pool');
    expect(offersCa()).toBe(true);
    game.def.process(state, { type: 'buy_company', entity: player, entity_type: 'player', company: 'CA', price: 100 });
    expect(prr1.owner).toBe(String(player));
  });

  it('is not offered in the first stock round', () => {
    const { game, state } = before('1830-26855.json', 30);
    expect(state.round.kind).toBe('stock');
    expect(state.turn).toBe(1);
    for (const p of game.def.activePlayers(state)) expect(game.def.legalActions(state, p).filter((c) => c.action.type === 'buy_company')).toEqual([]);
  });
});

describe('1830 data', () => {
  it('the B&O private closes when the B&O buys its first train', () => {
    const log = loadGame('1830-29133.json');
    const game = newGame(log.title, log.players, log.settings);
    const state = game.state as GameState;
    const bo = () => state.companies.find((c) => c.sym === 'BO')!;
    let checked = false;
    for (const action of effectiveActions(log.actions)) {
      const had = state.trains.some((t) => t.owner === 'B&O');
      game.def.process(state, action);
      for (const auto of action.auto_actions ?? []) game.def.process(state, auto);
      if (!had && state.trains.some((t) => t.owner === 'B&O')) {
        expect(bo().closed).toBe(true);
        checked = true;
        break;
      }
      expect(bo().closed).toBe(false);
    }
    expect(checked).toBe(true);
  });

  it('has two 6 trains, three with "Optional extra 6-Train"', () => {
    expect(fresh(4).state.trains.filter((t) => t.name === '6')).toHaveLength(2);
    expect(fresh(4, ['optional_6_train']).state.trains.filter((t) => t.name === '6')).toHaveLength(3);
  });

  it('offers its optional rules as lobby variants', () => {
    expect(fresh(4).def.variants?.map((v) => v.id)).toEqual(['multiple_brown_from_ipo', 'optional_6_train']);
  });
});

describe('1830 token lifted off an OO tile', () => {
  it('comes before a private’s lay: none is offered while it waits (generated game 3p seed 28, as far as it went)', async () => {
    const { replay } = await import('../../src/engine/game.ts');
    const { privateLayOffers } = await import('../../src/engine/18xx/queries/operating.ts');
    const { xxContext } = await import('../../src/engine/18xx/face.ts');
    const log = JSON.parse(readFileSync(new URL('../fixtures/1830-pending-token.json', import.meta.url), 'utf8')) as GameLog;
    const game = replay(log);
    const state = game.state as GameState;
    expect(state.pendingTokens?.[0]).toMatchObject({ corp: 'ERIE', hex: 'E11' });
    expect(privateLayOffers(state, xxContext(game.def, state)!)).toEqual([]);
  });
});
