// An undo in words: which move it took back, as that move was told when it was made.
import { applyAction, type LoadedGame } from '../../engine/game.ts';
import { effectiveActions } from '../../engine/log.ts';
import type { Action, PlayerId } from '../../engine/types.ts';

/**
 * "took back their last move: lays tile 57 in H6 (Baltimore)". `game` is the game before the undo; `words`
 * tells a move as the thread told it (summarizeAction), from the game it was made in.
 */
export function undoSummary(game: LoadedGame, player: PlayerId, words: (game: LoadedGame, player: PlayerId, action: Action) => string): string {
  const undone = effectiveActions(game.log).filter((a) => a.type !== 'message').at(-1);
  if (!undone) return 'took back their last move';
  try {
    // the game the undone move was made in: the same log with the undo applied
    const made = applyAction(game, { type: 'undo', entity: player });
    return `took back their last move: ${words(made, player, undone)}`;
  } catch {
    return 'took back their last move';
  }
}
