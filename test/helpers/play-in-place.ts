// A live move applied to the game's own state, for tests that generate games by playing listed moves: what
// engine/game.ts applyAction does for a move (live checks, auto actions), without its copy of the whole state
// per move (a seeded 1871 game: 1.4 -> 0.6 s of CPU; the same log and state). Not for undo or redo.
import type { LoadedGame } from '../../src/engine/game.ts';
import type { Action } from '../../src/engine/types.ts';

/** Applies `action` to `game.state` in place and appends it to `game.log`; returns the same game object. */
export function playInPlace(game: LoadedGame, action: Action): LoadedGame {
  if (action.type === 'undo' || action.type === 'redo') throw new Error(`playInPlace: ${action.type} needs a replay (applyAction)`);
  game.def.process(game.state, action, { live: true });
  for (const auto of action.auto_actions ?? []) game.def.process(game.state, auto, { live: true });
  game.log.push(action);
  return game;
}
