// A kept game object (keepListings: the bot's games, only read once made) lists each player's moves once, whichever
// way they are asked (legalActions, movesNow, a view's moveKinds and actingFor); each player's own listing, never
// another's; a game not kept, or one whose state was replaced, is listed afresh.
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../tiny-game/register.ts';
import { tinyRails } from '../tiny-game/index.ts';
import { applyAction, keepListings, legalActions, movesNow, newGame, outOfTurnActions, previewAction } from '../../src/engine/game.ts';
import { viewGame } from '../../src/engine/view.ts';

const players = [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Ben' }, { id: 'c', name: 'Cid' }];
const entities = (list: { action: { entity?: unknown } }[]) => [...new Set(list.map((c) => String(c.action.entity)))];

afterEach(() => vi.restoreAllMocks());

describe('listings kept per game object', () => {
  it('lists a player’s moves once, however they are asked', () => {
    const spy = vi.spyOn(tinyRails, 'legalActions');
    const game = keepListings(newGame('tiny-rails', players, { seed: 1 }));
    const first = legalActions(game, 'a');
    expect(first.map((c) => c.label)).toEqual(['Add 1', 'Add 2', 'Add 3', 'Pass']);
    expect(movesNow(game, 'a')).toEqual(first);
    expect(viewGame(game, null).moveKinds('a')).toEqual(['add', 'pass']);
    expect(viewGame(game, 'a').actingFor('a')).toEqual([]);
    expect(legalActions(game, 'a')).toEqual(first);
    expect(spy).toHaveBeenCalledTimes(1);
    // a new move is a new game object: listed afresh, and the position before keeps its own
    const after = keepListings(applyAction(game, { ...first[0]!.action, id: 1 }));
    expect(legalActions(after, 'b').map((c) => c.action.entity)).toEqual(['b', 'b', 'b', 'b']);
    expect(legalActions(after, 'a')).toEqual([]);
    expect(legalActions(game, 'a')).toEqual(first);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('gives each player their own listing in a sealed round, never another bidder’s', () => {
    const spy = vi.spyOn(tinyRails, 'legalActions');
    const game = keepListings(newGame('tiny-rails', players, { seed: 1, optional_rules: ['sealed_lots'] }));
    const ann = legalActions(game, 'a');
    const ben = legalActions(game, 'b');
    expect(entities(ann)).toEqual(['a']);
    expect(entities(ben)).toEqual(['b']);
    expect(entities(movesNow(game, 'b'))).toEqual(['b']);
    expect(entities(legalActions(game, 'c'))).toEqual(['c']);
    expect(entities(legalActions(game, 'a'))).toEqual(['a']);
    expect(spy).toHaveBeenCalledTimes(3);
    // Ann's sheet in: she acts no more; Ben's listing at the new position is his own
    const sheet = ann.find((c) => c.action.type === 'sealed_bids')!.action;
    const after = keepListings(applyAction(game, { ...sheet, id: 1 }));
    expect(legalActions(after, 'a')).toEqual([]);
    expect(outOfTurnActions(after, 'a')).toEqual([]);
    expect(entities(legalActions(after, 'b'))).toEqual(['b']);
  });

  it('makes a kept game’s look ahead once (previewAction), its listings kept too; a game not kept is applied afresh', () => {
    const spy = vi.spyOn(tinyRails, 'legalActions');
    const game = keepListings(newGame('tiny-rails', players, { seed: 1 }));
    const add = { type: 'add', entity: 'a', entity_type: 'player', amount: 2, id: 1 };
    const ahead = previewAction(game, add);
    expect(previewAction(game, { ...add })).toBe(ahead);
    expect(previewAction(game, { ...add, amount: 3 })).not.toBe(ahead);
    expect(entities(legalActions(ahead, 'b'))).toEqual(['b']);
    expect(entities(legalActions(previewAction(game, add), 'b'))).toEqual(['b']);
    expect(spy).toHaveBeenCalledTimes(1);
    const loose = newGame('tiny-rails', players, { seed: 1 });
    expect(previewAction(loose, add)).not.toBe(previewAction(loose, add));
  });

  it('hands out a copy: a caller changing its list changes nobody else’s', () => {
    const game = keepListings(newGame('tiny-rails', players, { seed: 1 }));
    legalActions(game, 'a').splice(0);
    expect(legalActions(game, 'a')).toHaveLength(4);
  });

  it('lists a game not kept afresh each time (it may be processed in place), and a kept one whose state was replaced', () => {
    const spy = vi.spyOn(tinyRails, 'legalActions');
    const loose = newGame('tiny-rails', players, { seed: 1 });
    legalActions(loose, 'a');
    loose.def.process(loose.state, { type: 'add', entity: 'a', entity_type: 'player', amount: 1 });
    expect(legalActions(loose, 'a')).toEqual([]);
    expect(entities(legalActions(loose, 'b'))).toEqual(['b']);
    expect(spy).toHaveBeenCalledTimes(2);
    const kept = keepListings(newGame('tiny-rails', players, { seed: 1 }));
    expect(entities(legalActions(kept, 'a'))).toEqual(['a']);
    kept.state = applyAction(kept, { type: 'add', entity: 'a', entity_type: 'player', amount: 1, id: 1 }).state;
    expect(legalActions(kept, 'a')).toEqual([]);
    expect(entities(legalActions(kept, 'b'))).toEqual(['b']);
    expect(spy).toHaveBeenCalledTimes(4);
  });
});
