// What the latest undo took back, for a close-up of it: the game as it was just before that undo.
import type { GameView } from '../engine/view.ts';

/**
 * The game's log up to its latest undo (so a renderer finds the undone move with the same rules that find
 * a move's changes); null when the log's last move is not an undo.
 */
export function beforeUndo(game: GameView): GameView | null {
  const moves = game.log.filter((a) => a.type !== 'message');
  const undo = moves.at(-1);
  if (undo?.type !== 'undo') return null;
  return { ...game, log: game.log.slice(0, game.log.lastIndexOf(undo)) };
}
