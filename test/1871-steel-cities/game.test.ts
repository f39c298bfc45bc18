// 1871 in the engine: setup, the stock-round auctions as actions in the log, secrecy, the bid sheet
// query, data versions kept by a game.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, publicEnvelope, replay, toEnvelope, activePlayers, type LoadedGame } from '../../src/engine/game.ts';
import type { PlayerInfo } from '../../src/engine/types.ts';
import steel from '../../src/engine/titles/1871-steel-cities/index.ts';
import type { SteelState } from '../../src/engine/titles/1871-steel-cities/state.ts';
import { dataVersion } from '../../src/engine/titles/1871-steel-cities/data/index.ts';
import { auctionItems, openAuction } from '../../src/engine/titles/1871-steel-cities/auction.ts';

const players: PlayerInfo[] = [
  { id: 'a', name: 'Ann' },
  { id: 'b', name: 'Ben' },
  { id: 'c', name: 'Cid' },
];
const start = () => newGame('1871-steel-cities', players, { seed: 1, data_version: '1' });
const sheet = (game: LoadedGame, who: string, bids: Record<string, number>) =>
  applyAction(game, { type: 'sealed_bids', entity: who, entity_type: 'player', round: (game.state as SteelState).open!.round, bids });
const S = (g: LoadedGame) => g.state as SteelState;

describe('1871 Steel Cities in the engine', () => {
  it('sets up from the data file: cash, bank, track, and the first auction of privates and minors', () => {
    const g = start();
    const data = dataVersion('1');
    expect(S(g).players.map((p) => p.cash)).toEqual([500, 500, 500]);
    expect(S(g).bank + 1500).toBe(data.money.bank);
    expect(S(g).track).toEqual(['a', 'b', 'c']);
    const open = S(g).open!;
    expect(open.round).toBe('sr1-a');
    // privates first (3 on offer, class A/B prices), then minors (4 on offer, class C in phase I), by bid number
    expect(open.items.map((i) => [i.id, i.bidClass])).toEqual([
      ['P1', 'A'], ['P2', 'A'], ['P3', 'A'], ['M1', 'C'], ['M2', 'C'], ['M3', 'C'], ['M4', 'C'],
    ]);
    expect(open.items[3]!.prices).toEqual(data.bid_classes.prices.C);
    expect(activePlayers(g)).toEqual(['a', 'b', 'c']);
  });

  it('runs the first stock round: privates and minors, then paper companies; unsold paper leaves the game', () => {
    let g = start();
    g = sheet(g, 'a', { P1: 30, M1: 140 });
    g = sheet(g, 'b', { P1: 30, M1: 120, M2: 100 });
    expect(activePlayers(g)).toEqual(['c']);
    g = sheet(g, 'c', { P2: 10 });
    const reveal = S(g).lastReveal!;
    expect(reveal.outcomes.map((o) => [o.item, o.winner, o.price, o.how])).toEqual([
      ['P1', 'a', 30, 'tie'],
      ['P2', 'c', 10, 'single_bid'],
      ['P3', null, null, 'no_bids'],
      ['M1', 'a', 120, 'second_price'],
      ['M2', 'b', 100, 'single_bid'],
      ['M3', null, null, 'no_bids'],
      ['M4', null, null, 'no_bids'],
    ]);
    expect(S(g).track).toEqual(['b', 'c', 'a']);
    expect(S(g).players.map((p) => p.cash)).toEqual([350, 400, 490]);
    expect(S(g).companies.M1!.treasury).toBe(120);
    // the paper company auction follows
    expect(S(g).open!.round).toBe('sr1-b');
    expect(S(g).open!.items.map((i) => i.id)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6']);
    g = sheet(g, 'a', { C1: 100 });
    g = sheet(g, 'b', {});
    g = sheet(g, 'c', { C1: 200, C4: 160 });
    expect(S(g).lastReveal!.outcomes.filter((o) => o.winner).map((o) => [o.item, o.winner, o.price])).toEqual([
      ['C1', 'c', 100],
      ['C4', 'c', 100],
    ]);
    expect(S(g).companies.C2!.status).toBe('removed');
    // phase I: no major may start yet, so the stock turns pass by; operating round 1.1 begins with M1 (Ann's)
    expect(S(g).round).toMatchObject({ kind: 'operating', set: 1, number: 1, turn: { order: ['M1', 'M2'], index: 0, step: 'track' } });
    expect(activePlayers(g)).toEqual(['a']);
    // each unsold minor on offer (M3, M4) exported the depot's next train
    expect(S(g).depot.P2).toBe(4);
    // cash is conserved: players + bank + minor treasuries
    const total = S(g).players.reduce((s, p) => s + p.cash, 0) + S(g).bank + Object.values(S(g).companies).reduce((s, c) => s + c.treasury, 0);
    expect(total).toBe(dataVersion('1').money.bank);
  });

  it('a sheet can be replaced until the reveal; only the last one counts', () => {
    let g = start();
    g = sheet(g, 'a', { M1: 200 });
    g = sheet(g, 'a', { M1: 100 });
    g = sheet(g, 'b', { M1: 120 });
    g = sheet(g, 'c', {});
    expect(S(g).lastReveal!.outcomes.find((o) => o.item === 'M1')).toMatchObject({ winner: 'b', price: 100 });
  });

  it('`bid` adds one item to the sheet (and counts as submitting)', () => {
    let g = start();
    g = applyAction(g, { type: 'bid', entity: 'a', entity_type: 'player', company: 'M2', price: 160 });
    g = applyAction(g, { type: 'bid', entity: 'a', entity_type: 'player', company: 'P1', price: 60 });
    expect(S(g).open!.sheets.a).toEqual({ M2: 160, P1: 60 });
    expect(activePlayers(g)).toEqual(['b', 'c']);
  });

  it('refuses bids off the class prices, unknown items, a closed round, and non-players', () => {
    const g = start();
    expect(() => sheet(g, 'a', { M1: 110 })).toThrow('M1 is class C: bid one of 100, 120, 140, 160, 180, 200.');
    expect(() => sheet(g, 'a', { C1: 100 })).toThrow(/C1 is not in this auction/);
    expect(() => applyAction(g, { type: 'sealed_bids', entity: 'a', round: 'sr9-a', bids: {} })).toThrow(/sr9-a is closed/);
    expect(() => applyAction(g, { type: 'sealed_bids', entity: 'z', bids: {} })).toThrow(/not a player/);
  });

  it('a player with loan debt gets no sheet and is not waited on', () => {
    const g = start();
    const s = structuredClone(S(g));
    s.open = null;
    s.players[1]!.loan = 50;
    const open = openAuction(dataVersion('1'), s, 'x', ['private', 'minor'])!;
    expect(open.bidders).toEqual(['a', 'c']);
  });

  it('minors are class D in phase III and not auctioned in phase V; privates keep their class', () => {
    const s = structuredClone(S(start()));
    s.phase = 'III';
    expect(auctionItems(dataVersion('1'), s, ['private', 'minor']).map((i) => i.bidClass)).toEqual(['A', 'A', 'A', 'D', 'D', 'D', 'D']);
    s.phase = 'V';
    expect(auctionItems(dataVersion('1'), s, ['private', 'minor']).map((i) => i.id)).toEqual(['P1', 'P2', 'P3']);
  });

  it('nobody sees another player\'s bids before the reveal: view, describe, public export', () => {
    let g = start();
    g = sheet(g, 'a', { M3: 180 });
    g = sheet(g, 'b', { P2: 50 });
    const aBid = '"M3":180';
    const bBid = '"P2":50';
    for (const viewer of [null, 'b', 'c']) expect(JSON.stringify(steel.view(S(g), viewer))).not.toContain(aBid);
    for (const viewer of [null, 'a', 'c']) expect(JSON.stringify(steel.view(S(g), viewer))).not.toContain(bBid);
    expect(JSON.stringify(steel.view(S(g), 'a'))).toContain(aBid);
    expect(steel.view(S(g), 'c').open).toMatchObject({ submitted: ['a', 'b'], mine: null });
    expect(steel.view(S(g), 'c').open).not.toHaveProperty('sheets');
    expect(steel.describe(steel.view(S(g), null))).not.toMatch(/M3[^\n]*180 |Ann[^\n]*M3/);
    expect(steel.describe(steel.view(S(g), null))).toMatch(/Sheets in: 2\/3 — waiting for Cid/);
    const pub = JSON.stringify(publicEnvelope(g));
    expect(pub).not.toContain('"bids"');
    expect(pub).toContain('"sealed":true');
    expect(steel.sealed.sheet(S(g), 'c')).toMatchObject({ bids: {}, submitted: ['a', 'b'], you: { mayBid: true, submitted: false } });
    expect(steel.sealed.sheet(S(g), null)!.bids).toEqual({});
  });

  it('the bid sheet query lists items in processing order with class, six prices and the viewer\'s bids', () => {
    let g = start();
    g = sheet(g, 'a', { M1: 140 });
    const mine = steel.sealed.sheet(S(g), 'a')!;
    expect(mine.round).toBe('sr1-a');
    expect(mine.items[0]).toEqual({ id: 'P1', name: 'Lake Erie Ore Dock', group: 'Private · class A', type: 'private', bidClass: 'A', prices: [10, 20, 30, 40, 50, 60] });
    expect(mine.items.map((i) => i.id)).toEqual(['P1', 'P2', 'P3', 'M1', 'M2', 'M3', 'M4']);
    expect(mine.bids).toEqual({ M1: 140 });
    expect(mine.you).toEqual({ mayBid: true, submitted: true });
    expect(steel.sealed.submit(S(g), 'b', { M2: 100 })).toEqual({ type: 'sealed_bids', entity: 'b', entity_type: 'player', round: 'sr1-a', bids: { M2: 100 } });
  });

  it('the reveal is kept for the front end: sheets, results with reasons, ineligibility and the track', () => {
    let g = start();
    g = sheet(g, 'a', { M1: 200, M2: 200, M3: 200 });
    g = sheet(g, 'b', { M1: 200, M3: 120 });
    g = sheet(g, 'c', { M3: 120 });
    const r = steel.sealed.lastReveal(S(g))!;
    expect(r.sheets).toEqual([
      { player: 'a', bids: { M1: 200, M2: 200, M3: 200 } },
      { player: 'b', bids: { M1: 200, M3: 120 } },
      { player: 'c', bids: { M3: 120 } },
    ]);
    expect(r.results.find((x) => x.item === 'M1')).toEqual({ item: 'M1', winner: 'a', price: 200, reason: 'tie', tied: ['a', 'b'], order: ['b', 'c', 'a'] });
    // a has 300 left: M2 single bid at 100, M3 would cost 120 (second price) with 200 left → a wins M3 at 120
    expect(r.results.find((x) => x.item === 'M2')).toMatchObject({ winner: 'a', price: 100, reason: 'single_bid' });
    expect(r.results.find((x) => x.item === 'M3')).toMatchObject({ winner: 'a', price: 120, reason: 'second_price' });
  });

  it('the log replays to the same state, and legal actions are accepted', () => {
    let g = start();
    for (let k = 0; k < 6; k++) {
      const who = activePlayers(g)[0]!;
      const choices = legalActions(g, who);
      expect(choices.length).toBe(1 + 7 * 6 - (k >= 3 ? 7 * 6 - 6 * 6 : 0));
      g = applyAction(g, choices[(k * 7) % choices.length]!.action);
    }
    expect(replay(toEnvelope(g)).state).toEqual(g.state);
  });

  it('a game keeps the data version in its settings; an unknown version is refused', () => {
    expect(S(start()).dataVersion).toBe('1');
    expect(S(newGame('1871-steel-cities', players, { seed: 1 })).dataVersion).toBe('1');
    expect(() => newGame('1871-steel-cities', players, { seed: 1, data_version: '7' })).toThrow(/data version "7" is not shipped/);
    // new games get the newest data (version 2 added private abilities); a game without a version stays on 1
    expect(steel.newGameSettings()).toEqual({ data_version: '2' });
  });

  it('undo never crosses a reveal: the sheet that completed an auction cannot be taken back', () => {
    let g = start();
    g = sheet(g, 'a', { M1: 100 });
    g = sheet(g, 'b', {});
    // before the reveal a sheet may be taken back
    const undone = applyAction(g, { type: 'undo', entity: 'b' });
    expect(S(undone).open!.sheets).toEqual({ a: { M1: 100 } });
    g = sheet(g, 'c', { M1: 200 });
    expect(S(g).lastReveal!.round).toBe('sr1-a');
    expect(g.revealedBy).toMatchObject({ type: 'sealed_bids', entity: 'c' });
    expect(() => applyAction(g, { type: 'undo', entity: 'c' })).toThrow(/revealed/);
    // a sheet in the next auction is not a reveal point
    g = sheet(g, 'a', {});
    expect(steel.isRevealPoint(S(g), g.log.at(-1)!)).toBe(false);
  });

  it('takes 3–5 players', () => {
    expect(() => newGame('1871-steel-cities', players.slice(0, 2), { seed: 1 })).toThrow(/3–5 players/);
  });

  it('describe says plainly which numbers are from the published rules and which are provisional, modelled on 1822, in words', () => {
    const first = steel.describe(steel.view(S(start()), null)).split('\n')[0]!;
    expect(first).toMatch(/From the published rules: the sealed auctions, tile lays \(3 plain, 2 non-tokenable or 1 tokenable upgrade from phase III\)\./);
    expect(first).toMatch(/Provisional \(modelled on 1822, not the real game\): player counts, bid prices, which companies are on offer, bank, starting cash and certificate limits, .*when the game ends\./);
    expect(first).toMatch(/Provisional [^.]*tile lays of minors, and of majors before phase III/);
    // every section of the data file is said, by its words (no data-file key with underscores)
    expect(first).not.toMatch(/\w_\w/);
  });
});
