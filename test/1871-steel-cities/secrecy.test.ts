// Secrecy: before the reveal, nothing anyone but the bidder can see depends on the bidder's sheet.
// Two games differ only in Ann's sheet; every output for every other viewer must be identical.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, publicEnvelope, type LoadedGame } from '../../src/engine/game.ts';
import steel from '../../src/engine/titles/1871-steel-cities/index.ts';
import type { SteelState } from '../../src/engine/titles/1871-steel-cities/state.ts';

const players = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id.toUpperCase() }));

function gameWith(annBids: Record<string, number>): LoadedGame {
  let g = newGame('1871-steel-cities', players, { seed: 3, data_version: '1' });
  g = applyAction(g, { type: 'sealed_bids', entity: 'b', entity_type: 'player', round: 'sr1-a', bids: { M3: 160 } });
  g = applyAction(g, { type: 'sealed_bids', entity: 'a', entity_type: 'player', round: 'sr1-a', bids: annBids });
  return g;
}

function outputsFor(g: LoadedGame, viewer: string | null) {
  const s = g.state as SteelState;
  return {
    view: steel.view(s, viewer),
    describe: steel.describe(steel.view(s, viewer)),
    envelope: publicEnvelope(g),
    legal: viewer ? legalActions(g, viewer) : [],
    sheet: steel.sealed.sheet(s, viewer),
    reveal: steel.sealed.lastReveal(s),
    events: g.events,
    result: steel.result(s),
    active: steel.activePlayers(s),
  };
}

describe('1871 sealed bids stay secret until the reveal', () => {
  const one = gameWith({ M2: 180, P3: 50 });
  const two = gameWith({ M1: 100 });

  it.each([null, 'b', 'c', 'd'])('viewer %s sees the same whatever Ann bid', (viewer) => {
    expect(outputsFor(one, viewer)).toEqual(outputsFor(two, viewer));
  });

  it('Ann sees her own sheet (the check above can fail)', () => {
    expect(outputsFor(one, 'a')).not.toEqual(outputsFor(two, 'a'));
    expect(steel.sealed.sheet(one.state, 'a')!.bids).toEqual({ M2: 180, P3: 50 });
  });

  it('after the reveal everyone sees every sheet', () => {
    let g = one;
    for (const p of ['c', 'd']) g = applyAction(g, { type: 'sealed_bids', entity: p, entity_type: 'player', round: 'sr1-a', bids: {} });
    expect(steel.sealed.lastReveal(g.state)!.sheets[0]).toEqual({ player: 'a', bids: { M2: 180, P3: 50 } });
    expect(steel.view(g.state, 'd')).toMatchObject({ open: { round: 'sr1-b', submitted: [], mine: null } });
  });
});
