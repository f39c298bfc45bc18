// viewGame makes a game's view for a viewer once per game object (the bot views one game many times while it
// answers one move, and a title with secrets copies its state for each view); a new game object, or one whose
// state or log was replaced, is viewed afresh.
import { describe, expect, it } from 'vitest';
import '../tiny-game/register.ts';
import { applyAction, newGame, type LoadedGame } from '../../src/engine/game.ts';
import type { Action } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';

const players = [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Ben' }, { id: 'c', name: 'Cid' }];
const sheet = (entity: string, bids: Record<string, number>): Action => ({ type: 'sealed_bids', entity, entity_type: 'player', round: 'start', bids });

/** A Tiny Rails game with sealed lots whose title counts the views it makes. */
function counted(): { game: LoadedGame; views: () => number } {
  const g = newGame('tiny-rails', players, { seed: 1, optional_rules: ['sealed_lots'] });
  let views = 0;
  const view = g.def.view.bind(g.def);
  return { game: { ...g, def: { ...g.def, view: (state, viewer) => (views++, view(state, viewer)) } }, views: () => views };
}

describe('viewGame', () => {
  it('makes a game object’s view for each viewer once', () => {
    const { game, views } = counted();
    const first = viewGame(game, 'a');
    expect(viewGame(game, 'a')).toBe(first);
    expect(views()).toBe(1);
    viewGame(game, null);
    viewGame(game, null);
    viewGame(game, 'b');
    expect(views()).toBe(3);
  });

  it('views the game after a move afresh, and keeps the view before it as it was', () => {
    const { game, views } = counted();
    const before = viewGame(game, 'a');
    const after = applyAction(game, sheet('a', { 'lot-1': 117 }));
    expect(viewGame(after, 'a').sheet!.bids).toEqual({ 'lot-1': 117 });
    expect(viewGame(after, 'b').sheet!.bids).toEqual({});
    expect(views()).toBe(3);
    expect(before.sheet!.bids).toEqual({});
    expect(viewGame(game, 'a')).toBe(before);
  });

  it('views a game object whose state or log was replaced afresh', () => {
    const { game, views } = counted();
    const first = viewGame(game, 'b');
    const moved = applyAction(game, sheet('a', { 'lot-1': 117 }));
    game.state = moved.state;
    expect(viewGame(game, 'b')).not.toBe(first);
    expect(viewGame(game, 'b').sheet!.submitted).toEqual(['a']);
    game.log = moved.log;
    viewGame(game, 'b');
    expect(views()).toBe(3);
  });
});
