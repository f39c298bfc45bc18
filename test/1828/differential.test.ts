// Rules the differential check against the 18xx.games engine (tools/18xx-diff) found missing or wrong, each
// checked on a position of a real game (18xx.games accepted every action there) or on the pure function.
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { applyAction, legalActions, replay, type LoadedGame } from '../../src/engine/game.ts';
import { readFileSync } from 'node:fs';
import { buyShares, ownersChanged } from '../../src/engine/18xx/shares.ts';
import { xxContext } from '../../src/engine/18xx/face.ts';
import { stockCurrent } from '../../src/engine/18xx/rounds/stock.ts';
import { createMap, placeHomeToken, placeToken } from '../../src/engine/18xx/map/index.ts';
import { Book, MergerExchange, addSystemCerts } from '../../src/engine/titles/1828/exchange.ts';
import { systemTokens } from '../../src/engine/titles/1828/merger-round.ts';
import { own1828 } from '../../src/engine/titles/1828/state.ts';
import { priceAt, systemMarketCell } from '../../src/engine/titles/1828/market.ts';
import { gameAfter } from './fixtures.ts';
import type { Action } from '../../src/engine/types.ts';

/** A real game up to (not including) its action `id`, and that action. */
function before(name: string, id: number): { game: LoadedGame; state: GameState; next: Action } {
  const { game, state, actions } = gameAfter(name, id - 1);
  return { game, state, next: actions.find((a) => a.id === id)! };
}

describe('1828 mergers (game.rb#create_system, transfer_assets_to_system)', () => {
  it("a member's trains come to the system by buy_train: both members' $250 privates close", () => {
    // 23366 #235: GT (trains 2, 2, 3) merges with IC (2, 3); their privates had closed long before: reopen GT's
    const { game, state, next } = before('1828-23366', 235);
    const gt = state.companies.find((c) => c.sym === 'GT')!;
    Object.assign(gt, { closed: false, owner: state.order[0] });
    game.def.process(state, next);
    expect(gt.closed).toBe(true);
  });

  it('without trains in either member they stay open', () => {
    // 23366 #639: NKP and ERIE merge without a train
    const { game, state, next } = before('1828-23366', 639);
    const nkp = state.companies.find((c) => c.sym === 'NKP')!;
    Object.assign(nkp, { closed: false, owner: state.order[0] });
    game.def.process(state, next);
    expect(nkp.closed).toBe(false);
  });

  it('a blocker in a shared city returns the dearer token of the two: the used ones stay the cheapest', () => {
    // NYH used its home ($0) and a $100 token in Boston, B&M its home ($0) in Boston: one blocker, two used
    expect(systemTokens(2, 1, 'NYH', 'B&M', 2).slice(0, 3)).toEqual([0, 0, 100]);
    expect(systemTokens(2, 1, 'NYH', 'B&M', 3).slice(0, 4)).toEqual([0, 0, 100, 100]);
  });

  it("the exchange fails where 18xx.games' breaks down: no system share left for the discarded merger shares", () => {
    // the holdings of a generated game's MC + WAB merger, certificates in arrival order; 18xx.games raised
    // 'A share bundle must contain at least one share' after the last choice
    const book = new Book();
    const add = (corp: string, list: string) => {
      for (const x of list.split(' ')) {
        const [n, owner] = x.split('@') as [string, string];
        book.add({ id: `${corp}_${n}`, corp, percent: n === '0' ? 20 : 10, president: n === '0', buyable: true }, owner);
      }
    };
    add('MC', '0@p3 2@p1 1@p2 4@p1 3@p4 6@p2 7@p3 8@p0 5@p1');
    add('WAB', '1@p1 3@p3 2@pool 5@pool 0@p0 6@p1 7@p2 4@p3 8@p0');
    addSystemCerts(book, 'MC-WAB');
    const cell = systemMarketCell([13, 7], [15, 4]);
    const ex = new MergerExchange({
      book,
      players: ['p1', 'p3', 'p0', 'p4', 'p2'],
      names: { p0: 'P0', p1: 'P1', p2: 'P2', p3: 'P3', p4: 'P4' },
      acting: 'p0',
      merger: { sym: 'MC', price: priceAt([13, 7]), floated: true },
      target: { sym: 'WAB', price: priceAt([15, 4]), floated: true },
      system: { sym: 'MC-WAB', name: 'MC', price: priceAt(cell) },
      cash: { p0: 11, p1: 8, p2: 400, p3: 13, p4: 22 },
      sold: {},
      presidents: { MC: 'p3', WAB: 'p0' },
    });
    ex.run();
    for (const [player, choice] of [['p0', 'P2'], ['p2', 'P1'], ['p1', 'MC'], ['p4', 'Exchange']] as const) ex.choose(player, choice);
    expect(ex.pending?.player).toBe('p2');
    expect(() => ex.choose('p2', 'Sell')).toThrow(/No system share left/);
  });
});

describe('1828 merger listings', () => {
  it("another player's question none of whose answers 18xx.games can carry out goes back to the acting player, to take the merger back", () => {
    // 23366 before #236: 648 chooses the odd share in 5518's GT + IC merger (begun by its choose, #234)
    const { game, state } = before('1828-23366', 236);
    const m = own1828(state).merger as { acting: string; pending: { player: string; choices: string[] } };
    expect([m.acting, m.pending.player]).toEqual(['5518', '648']);
    expect(game.def.activePlayers(state).map(String)).toEqual(['648']);
    // as if every answer broke 18xx.games' exchange
    m.pending.choices = ['no such share'];
    expect(game.def.activePlayers(state).map(String)).toEqual(['5518']);
    expect(game.def.legalActions(state, '5518').map((c) => c.action)).toEqual([{ type: 'undo', entity: '5518', entity_type: 'player', action_id: 233 }]);
  });
});

describe('1828 presidency and par (SharePool#transfer_shares, BuySellParShares#process_par)', () => {
  it("normal IPO shares that make the first president swap the president's certificate out of the IPO; a later par buys the IPO's first share", () => {
    // the first stock round of 23366 (player with $320 to act), before anyone parred B&O
    const { game, state } = before('1828-23366', 41);
    expect(state.round.kind).toBe('stock');
    const corp = 'B&O';
    expect(state.corps.find((c) => c.sym === corp)!.ipoed).toBe(false);
    const parrer = stockCurrent(state);
    const holder = state.order.find((p) => p !== parrer)!;
    const share = (n: number) => state.shares.find((s) => s.id === `${corp}_${n}`)!;
    // as C&A and M&H can give them: one share, then a second one from the IPO
    share(1).owner = holder;
    ownersChanged(state.shares);
    buyShares(state, xxContext(game.def, state)!.cfg, holder, [share(2)], true);
    expect(share(0).owner).toBe(holder);
    expect([share(1).owner, share(2).owner]).toEqual([`ipo:${corp}`, `ipo:${corp}`]);
    expect(state.corps.find((c) => c.sym === corp)!.president).toBe(holder);
    // another player pars: one 10% share at the par price, the presidency stays
    const cash = state.cash[parrer]!;
    game.def.process(state, { type: 'par', entity: parrer, entity_type: 'player', corporation: corp, share_price: '67,13,7' });
    expect(share(3).owner).toBe(parrer);
    expect(state.cash[parrer]).toBe(cash - 67);
    expect(state.corps.find((c) => c.sym === corp)!.president).toBe(holder);
  });
});

describe('1828 M&H exchange for a president\'s certificate (g_1828/step/exchange.rb)', () => {
  it('the par that leaves its player nothing to do is their pass, and the last pass ends the stock round', () => {
    // 1828-bankrupt before #51: the first stock round (no sales), M&H's owner to act, the others have passed
    const { game, state } = before('1828-bankrupt', 51);
    const player = stockCurrent(state);
    expect(state.companies.find((c) => c.sym === 'M&H')!.owner).toBe(player);
    const r = state.round as { passed: string[]; sold: Record<string, Record<string, string>> };
    r.passed = state.order.filter((p) => p !== player);
    // no merger left to start (every pair would need six shares of one player) and exactly the par price in
    // cash: nothing to do after the par
    for (const p of state.order) r.sold[p] = Object.fromEntries(state.corps.map((c) => [c.sym, 'prev']));
    state.cash[player] = 67;
    // the next player, who passed, could still buy an OSH share: the round ends on the par, not on their turn
    const next = state.order[(state.order.indexOf(player) + 1) % state.order.length]!;
    delete r.sold[next]!['OSH'];
    state.cash[next] = 300;
    game.def.process(state, { type: 'buy_shares', entity: 'M&H', entity_type: 'company', shares: ['B&O_0'], percent: 20 });
    expect(state.round.kind).toBe('stock');
    game.def.process(state, { type: 'par', entity: player, entity_type: 'player', corporation: 'B&O', share_price: '67,13,7' });
    expect(state.shares.find((s) => s.id === 'B&O_0')!.owner).toBe(player);
    expect(state.round.kind).toBe('operating');
  });
});

describe('1828 emergency money (step/train.rb can_sell?, partial bundles)', () => {
  it("half a president's certificate may be sold when another player can take the presidency", () => {
    // 1828-bankrupt #481: MP's president must raise cash for a train
    const { game, state } = before('1828-bankrupt', 481);
    const pres = String(game.def.activePlayers(state)[0]);
    const other = state.order.find((p) => p !== pres)!;
    // the president holds only B&M's president's certificate; another player holds 20%
    const bm = state.shares.filter((s) => s.corp === 'B&M');
    for (const s of bm) if (s.owner === pres || s.owner === other) s.owner = 'ipo:B&M';
    bm.find((s) => s.president)!.owner = pres;
    state.corps.find((c) => c.sym === 'B&M')!.president = pres;
    const normals = bm.filter((s) => !s.president && s.owner === 'ipo:B&M').slice(0, 2);
    for (const s of normals) s.owner = other;
    ownersChanged(state.shares);
    const sale = game.def.legalActions(state, pres).find((c) => c.action.type === 'sell_shares' && (c.action.shares as string[]).includes('B&M_0'));
    expect(sale?.action.percent).toBe(10);
    game.def.process(state, sale!.action);
    expect(state.corps.find((c) => c.sym === 'B&M')!.president).toBe(other);
    expect(state.shares.filter((s) => s.corp === 'B&M' && s.owner === pres).map((s) => s.percent)).toEqual([10]);
  });
});

describe('1828 shells (g_1828/step/buy_train.rb can_buy_train?)', () => {
  it('a train bought back counts in the shell it goes into, not the one it left: the empty shell keeps the step', () => {
    // 23366 #333: GT-IC in its train step, shells GT [3-3] and IC [3-4]; as if it had sold 3-3 to MP before
    const { game, state } = before('1828-23366', 333);
    const sys = 'GT-IC';
    const corp = (sym: string) => state.corps.find((c) => c.sym === sym)!;
    corp(sys).trains = corp(sys).trains.filter((t) => t !== '3-3');
    corp('MP').trains.push('3-3');
    state.trains.find((t) => t.id === '3-3')!.owner = 'MP';
    const pres = String(game.def.activePlayers(state)[0]);
    // (MP's like 3-trains are one listed move: whichever it names)
    const mp3 = corp('MP').trains.filter((t) => t.split('-')[0] === '3');
    const buy = game.def.legalActions(state, pres).find((c) => c.action.type === 'buy_train' && mp3.includes(String(c.action.train)) && c.action.shell === 'IC');
    expect(buy).toBeDefined();
    // all its cash: it cannot buy another train, only the empty shell keeps the step
    game.def.process(state, { ...buy!.action, price: state.cash[sys] });
    expect(own1828(state).shells![sys]).toEqual([
      { name: 'GT', trains: [] },
      { name: 'IC', trains: ['3-4', String(buy!.action.train)] },
    ]);
    const r = state.round as { kind: string; step?: string; order?: string[]; index?: number };
    expect([r.step, r.order![r.index!]]).toEqual(['train', sys]);
  });
});

describe("1828 tile reservations (TILE_RESERVATION_BLOCKS_OTHERS = :always)", () => {
  it("ERIE's whole-tile reservation of E15 closes both its cities to others until ERIE's home token is placed", () => {
    const m = createMap('1828');
    expect(() => placeToken(m, 'GT', { hex: 'E15', cityIndex: 1 }, { requireReachable: false })).toThrow(/reserved/);
    placeHomeToken(m, 'ERIE', 'E15', 0);
    expect(() => placeToken(m, 'GT', { hex: 'E15', cityIndex: 1 }, { requireReachable: false })).not.toThrow();
  });
});

describe('1828 a system whose empty shell its president cannot fill (18xx.games president_may_contribute?, Bankrupt step)', () => {
  const position = (file: string) => replay(JSON.parse(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')));

  it("offers the bankruptcy and other corporations' trains with the president's cash (no pass), and ends the game with the bankruptcy", () => {
    // a generated game (tools/18xx-diff seed 173, 5 players) stopped here: C&O-NYC has a train in its C&O shell
    // only, no cash; its president holds only presidents' certificates, has sold shares this turn and has $141 <
    // the cheapest depot train ($160). 18xx.games offers sell_shares/buy_train (no pass) and its Bankrupt step;
    // its buyable trains include the other corporations' (spend_minmax: from the cash left after the last sale,
    // $141 − $78 + 1 = $64, to the face value or $141), and it accepts a purchase at either end and `bankrupt`.
    const game = position('empty-shell-5p-173.json');
    const listed = legalActions(game, '101');
    expect(listed.filter((c) => c.action.type !== 'buy_train').map((c) => c.action.type)).toEqual(['bankrupt']);
    const buys = listed.filter((c) => c.action.type === 'buy_train');
    const state = game.state as GameState;
    expect(buys.length).toBeGreaterThan(0);
    for (const b of buys) {
      expect(state.trains.find((t) => t.id === b.action.train)!.owner).not.toMatch(/^(depot|C&O-NYC)$/);
      expect(b.action.shell).toBe('NYC');
    }
    expect(buys.find((b) => b.action.train === '3-1')?.action.price).toBe(64);
    expect(Math.max(...buys.map((b) => Number(b.action.price)))).toBe(141);
    const bought = applyAction(game, { ...buys.find((b) => b.action.train === '3-1' && b.action.price === 141)!.action, id: 787 });
    const after = bought.state as GameState;
    expect(after.cash['101']).toBe(0);
    expect(after.corps.find((c) => c.sym === 'C&O-NYC')!.trains).toContain('3-1');
    const bankrupt = applyAction(game, { ...listed.find((c) => c.action.type === 'bankrupt')!.action, id: 787 });
    expect(bankrupt.def.finished(bankrupt.state)).toBe(true);
    expect(bankrupt.def.endReason(bankrupt.state)).toBe('bankrupt');
  });

  it("counts no sale that would hand the buying system's presidency over: the bankruptcy is offered", () => {
    // a generated game (tools/18xx-diff PLAY=end seed 2, 5 players) stopped here: PRR-GT ($221) has a 5 in its GT
    // shell, none in its PRR shell; the cheapest depot train is a 6 ($650). Its president ($386) holds only
    // PRR-GT's president's certificate, another player 20% of it: selling any of it would change the presidency,
    // which an emergency sale may not do (EmergencyMoney#sellable_bundle?), so 18xx.games counts nothing for it
    // (value_for_sellable) and offers bankrupt: $221 + $386 < $650. It also offers MP-NYH's 6 up to $607.
    const game = position('ebuy-presidency-5p-2.json');
    const listed = legalActions(game, '100');
    expect(listed.some((c) => c.action.type === 'sell_shares')).toBe(false);
    expect(listed.some((c) => c.action.type === 'bankrupt')).toBe(true);
    const buys = listed.filter((c) => c.action.type === 'buy_train');
    expect(buys.map((b) => [b.action.train, b.action.shell])).toEqual(buys.map(() => ['6-0', 'PRR']));
    expect(Math.max(...buys.map((b) => Number(b.action.price)))).toBe(221 + 386);
    const over = applyAction(game, { ...buys.find((b) => b.action.price === 607)!.action, id: 438 });
    const after = over.state as GameState;
    expect(after.cash['100']).toBe(0);
    expect(own1828(after).shells!['PRR-GT']!.find((s) => s.name === 'PRR')!.trains).toEqual(['6-0']);
    const bankrupt = applyAction(game, { ...listed.find((c) => c.action.type === 'bankrupt')!.action, id: 438 });
    expect(bankrupt.def.endReason(bankrupt.state)).toBe('bankrupt');
  });

  it("after an emergency sale another corporation's train costs at least the cash left over from the sale, even below face value (G1828 spend_minmax)", () => {
    // PLAY=end seeds 1 and 9: a corporation that had sold shares for a train bought another's 3+D ($350) with its
    // own cash; 18xx.games refused: 'may only spend between $762 and $350'. Here: PRR-GT's president has sold
    // (last at $71); with $400 PRR-GT could pay MP-NYH's 3+D or 5 itself, but the floor is $400 + $386 − $71 + 1
    const game = position('ebuy-presidency-5p-2.json');
    const state = game.state as GameState;
    state.cash['PRR-GT'] = 400;
    const listed = game.def.legalActions(state, '100');
    const owner = (c: { action: Action }) => state.trains.find((t) => t.id === c.action.train)!.owner;
    const buys = listed.filter((c) => c.action.type === 'buy_train');
    // only the depot's 6 with the president's help
    expect(buys.map((c) => [owner(c), c.action.price])).toEqual([['depot', 650]]);
    const buy = { type: 'buy_train', entity: 'PRR-GT', entity_type: 'system', train: '3+D-1', price: 350, shell: 'PRR' };
    expect(() => game.def.process(game.def.clone(state), buy)).toThrow(/between 716 and 350/);
  });
});

describe('1828 bankruptcy (Bankrupt#sell_bankrupt_shares through the train step\'s can_sell?)', () => {
  it('sells only what an emergency sale could: no presidency of the buyer, no more than needed for the cheapest train', () => {
    // a generated game (PLAY=end seed 12, 3 players; test/fixtures/1828-generated/3p-12-bankrupt.json) before its
    // last action: PRR ($0) must buy a train, its president ($498) holds three presidents' certificates and the
    // emergency step lets none of them go. 18xx.games' bankruptcy sells nothing then: they stay the player's.
    const log = JSON.parse(readFileSync(new URL('../fixtures/1828-generated/3p-12-bankrupt.json', import.meta.url), 'utf8'));
    const last = log.actions[log.actions.length - 1];
    const game = replay({ ...log, actions: log.actions.slice(0, -1), result: undefined, game_end_reason: undefined });
    expect(last.type).toBe('bankrupt');
    const state = game.state as GameState;
    const pres = state.corps.find((c) => c.sym === last.entity)!.president!;
    const held = state.shares.filter((x) => x.owner === pres).map((x) => x.id).sort();
    expect(held.length).toBeGreaterThan(0);
    expect(legalActions(game, pres).filter((c) => c.action.type === 'sell_shares')).toEqual([]);
    const after = applyAction(game, last);
    expect(after.def.endReason(after.state)).toBe('bankrupt');
    expect((after.state as GameState).shares.filter((x) => x.owner === pres).map((x) => x.id).sort()).toEqual(held);
    expect((after.state as GameState).cash[pres]).toBe(0);
  });
});

describe('1828 the first 6-train (game.rb event_close_companies! → remove_minor!)', () => {
  it('removes the C&P minor no corporation bought: its cash to the bank, a blocker for its token on C15, no more turns', () => {
    // PLAY=end seeds 67, 70 and 73 (4 players): C&P kept operating after the first 6, which 18xx.games refused.
    // Here OSH-IC buys the first 6 (action 512) while the minor ($20, its token on C15) is still in the game;
    // 18xx.games (tools/18xx-diff, at 511 and 512): minors [C&P] → [], C15 [C&P] → [blocker], the minor's cash 20 → 0
    const log = JSON.parse(readFileSync(new URL('./fixtures/cp-minor-first-6-4p-67.json', import.meta.url), 'utf8'));
    const six = log.actions[log.actions.length - 1];
    const game = replay({ ...log, actions: log.actions.slice(0, -1) });
    const before = game.state as GameState;
    const minor = before.corps.find((c) => c.sym === 'C&P')!;
    expect(minor.closed).toBe(false);
    expect(before.cash['C&P']).toBe(20);
    const bank = before.cash.bank ?? 0;
    const played = applyAction(game, six);
    const after = played.state as GameState;
    expect(after.corps.find((c) => c.sym === 'C&P')!.closed).toBe(true);
    expect(after.cash['C&P']).toBe(0);
    // the bank has the train's price and the minor's cash
    expect((after.cash.bank ?? 0) - bank).toBe(650 + 20);
    expect((after.map as { hexes: Record<string, { tokens: (string | null)[][] }> }).hexes.C15!.tokens).toEqual([['B']]);
    // the next operating rounds go on without it (it went first in every one so far)
    const ctx = xxContext(played.def, after)!;
    expect(ctx.rules.hooks.operatingOrder!(after, ctx)).not.toContain('C&P');
    expect(ctx.rules.hooks.operatingOrder!(before, xxContext(game.def, before)!)[0]).toBe('C&P');
  });
});
