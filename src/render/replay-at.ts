// Replays a log up to a number of effective actions (for rendering a past state).
import { replay, type LoadedGame } from '../engine/game.ts';
import { effectiveActions } from '../engine/log.ts';
import type { GameLog } from '../engine/types.ts';

/** Effective (non-message) actions in a log. */
export function countEffective(log: GameLog): number {
  return effectiveActions(log.actions).filter((a) => a.type !== 'message').length;
}

/** The game after the first `n` effective actions (all of them when n is undefined). */
export function replayAt(log: GameLog, n?: number): LoadedGame {
  if (n === undefined) return replay(log);
  const kept: GameLog['actions'] = [];
  let count = 0;
  for (const a of effectiveActions(log.actions)) {
    if (a.type === 'message') continue;
    if (count >= n) break;
    kept.push(a);
    count++;
  }
  return replay({ ...log, actions: kept });
}
