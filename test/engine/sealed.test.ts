// The sealed-bid contract on Tiny Rails: sheets per viewer, replacement, settling, and the export
// redacted until the round is revealed.
import { describe, expect, it } from 'vitest';
import '../tiny-game/register.ts';
import { applyAction, newGame, publicEnvelope, type LoadedGame } from '../../src/engine/game.ts';
import { revealBetween, roundOpened, sealedSheet, stillSealed } from '../../src/engine/sealed.ts';
import { viewGame } from '../../src/engine/view.ts';

/** The game as the public sees it (what the sealed rounds' posts are built from). */
const pub = (g: LoadedGame) => viewGame(g, null);
import type { Action } from '../../src/engine/types.ts';

const players = [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Ben' }, { id: 'c', name: 'Cid' }];
const sheet = (entity: string, bids: Record<string, number>, round = 'start'): Action => ({ type: 'sealed_bids', entity, entity_type: 'player', round, bids });

function lots(): LoadedGame {
  return newGame('tiny-rails', players, { seed: 1, optional_rules: ['sealed_lots'] });
}

describe('Tiny Rails sealed lots', () => {
  it('shows each viewer only their own bids, and everyone who has submitted', () => {
    let g = lots();
    expect(roundOpened(null, pub(g))?.round).toBe('start');
    g = applyAction(g, sheet('a', { 'lot-1': 117 }));
    expect(sealedSheet(g, 'a')!.bids).toEqual({ 'lot-1': 117 });
    expect(sealedSheet(g, 'b')!.bids).toEqual({});
    expect(sealedSheet(g, null)!.bids).toEqual({});
    expect(sealedSheet(g, 'b')!.submitted).toEqual(['a']);
    expect(g.def.activePlayers(g.state)).toEqual(['b', 'c']);
    expect((g.def.view(g.state, 'b') as any).sealed.sheets).toEqual({ a: 'sealed' });
    expect((g.def.view(g.state, 'a') as any).sealed.sheets).toEqual({ a: { 'lot-1': 117 } });
  });

  it('a later sheet replaces the earlier one; bad sheets are refused', () => {
    let g = lots();
    g = applyAction(g, sheet('a', { 'lot-1': 117, 'lot-2': 129 }));
    g = applyAction(g, sheet('a', { 'lot-2': 123 }));
    expect(sealedSheet(g, 'a')!.bids).toEqual({ 'lot-2': 123 });
    expect(() => applyAction(g, sheet('b', { 'lot-1': 100 }))).toThrow(/Lot 1: bid one of 101–130/);
    expect(() => applyAction(g, sheet('b', { 'lot-9': 110 }))).toThrow(/not up for bidding/);
    expect(() => applyAction(g, sheet('b', {}, 'later'))).toThrow(/auction is closed/);
    expect(() => applyAction(g, sheet('z', {}))).toThrow(/Only seated players/);
  });

  it('settles every item when the last sheet is in (first price for the move, second price for lots, tie order)', () => {
    let g = lots();
    g = applyAction(g, sheet('a', { 'first-move': 3, 'lot-1': 117, 'lot-2': 120 }));
    g = applyAction(g, sheet('b', { 'first-move': 3, 'lot-1': 117, 'lot-3': 125 }));
    const before = g;
    expect(revealBetween(null, pub(g))).toBeNull();
    g = applyAction(g, sheet('c', { 'lot-2': 110 }));
    expect(g.events).toEqual([
      { type: 'sealed_submitted', player: 'c' },
      {
        type: 'sealed_revealed',
        results: [
          { item: 'first-move', winner: 'a', price: 3, why: 'tie' },
          { item: 'lot-1', winner: 'a', price: 117, why: 'tie' },
          { item: 'lot-2', winner: 'a', price: 110, why: 'second_price' },
          { item: 'lot-3', winner: 'b', price: 101, why: 'single_bid' },
          { item: 'lot-4', winner: null, price: 0, why: 'no_bids' },
          { item: 'lot-5', winner: null, price: 0, why: 'no_bids' },
        ],
      },
    ]);
    const reveal = revealBetween(pub(before), pub(g))!;
    expect(reveal.sheets).toEqual([
      { player: 'a', bids: { 'first-move': 3, 'lot-1': 117, 'lot-2': 120 } },
      { player: 'b', bids: { 'first-move': 3, 'lot-1': 117, 'lot-3': 125 } },
      { player: 'c', bids: { 'lot-2': 110 } },
    ]);
    expect(reveal.results).toEqual([
      { item: 'first-move', winner: 'a', price: 3, reason: 'tie', tied: ['a', 'b'] },
      { item: 'lot-1', winner: 'a', price: 117, reason: 'tie', tied: ['a', 'b'], order: ['b', 'c', 'a'] },
      { item: 'lot-2', winner: 'a', price: 110, reason: 'second_price' },
      { item: 'lot-3', winner: 'b', price: 101, reason: 'single_bid' },
      { item: 'lot-4', winner: null, price: null, reason: 'no_bids' },
      { item: 'lot-5', winner: null, price: null, reason: 'no_bids' },
    ]);
    // The unsold lots go to a second round, opened by the same action; then play starts with Ann.
    expect(roundOpened(pub(before), pub(g))).toMatchObject({ round: 'encore', items: [{ id: 'lot-4' }, { id: 'lot-5' }], submitted: [] });
    expect(g.def.isRevealPoint!(g.state, g.log.at(-1)!)).toBe(true);
    expect(g.def.activePlayers(g.state)).toEqual(['a', 'b', 'c']);
    expect(() => applyAction(g, sheet('a', { 'lot-1': 120 }, 'encore'))).toThrow(/not up for bidding/);
    expect(() => applyAction(g, sheet('a', {}, 'start'))).toThrow(/auction is closed/);
    g = applyAction(g, sheet('a', { 'lot-4': 105 }, 'encore'));
    expect(g.def.isRevealPoint!(g.state, g.log.at(-1)!)).toBe(false);
    g = applyAction(g, sheet('b', {}, 'encore'));
    const last = g;
    g = applyAction(g, sheet('c', { 'lot-4': 102, 'lot-5': 130 }, 'encore'));
    expect(revealBetween(pub(last), pub(g))!.results).toEqual([
      { item: 'lot-4', winner: 'a', price: 102, reason: 'second_price' },
      { item: 'lot-5', winner: 'c', price: 101, reason: 'single_bid' },
    ]);
    expect(roundOpened(pub(last), pub(g))).toBeNull();
    expect(sealedSheet(g, 'a')).toBeNull();
    expect(g.def.activePlayers(g.state)).toEqual(['a']);
    expect(revealBetween(pub(g), pub(applyAction(g, { type: 'add', entity: 'a', amount: 1 })))).toBeNull();
  });

  it('redacts sheets in the export until the reveal, then shows them', () => {
    let g = lots();
    g = applyAction(g, sheet('a', { 'lot-1': 117 }));
    g = applyAction(g, { type: 'bid', entity: 'b', company: 'first-move', price: 4 });
    const open = publicEnvelope(g).actions;
    expect(open).toEqual([
      { type: 'sealed_bids', entity: 'a', id: undefined, sealed: true },
      { type: 'bid', entity: 'b', id: undefined, sealed: true },
    ]);
    expect(stillSealed(g, g.log[0]!)).toBe(true);
    g = applyAction(g, sheet('c', {}));
    g = applyAction(g, sheet('c', { 'lot-2': 111 }, 'encore'));
    // The first round is revealed, the second (encore) still open.
    const revealed = publicEnvelope(g).actions;
    expect(revealed[0]).toMatchObject({ bids: { 'lot-1': 117 } });
    // A secret action without a round stays hidden while any round is open.
    expect(revealed[1]).toEqual({ type: 'bid', entity: 'b', id: undefined, sealed: true });
    expect(revealed[2]).toMatchObject({ bids: {} });
    expect(revealed[3]).toEqual({ type: 'sealed_bids', entity: 'c', id: undefined, sealed: true });
    g = applyAction(applyAction(g, sheet('a', {}, 'encore')), sheet('b', {}, 'encore'));
    const done = publicEnvelope(g).actions;
    expect(done[1]).toMatchObject({ company: 'first-move', price: 4 });
    expect(done[3]).toMatchObject({ bids: { 'lot-2': 111 } });
    expect(done.some((a) => a.sealed)).toBe(false);
  });
});
