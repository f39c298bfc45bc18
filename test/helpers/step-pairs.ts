// Each stored move of a game with the position before and after it, for tests that compare the two (the story,
// the thread's message). Two copies of the game are played one move apart, each on its own state in place, as a
// replay plays (the engine's memos follow changes made in place); a copy of the whole state per move cost more
// than processing the move again (test/bot/story: structuredClone and its garbage were over half its CPU).
import { keepListings, newGame, type LoadedGame } from '../../src/engine/game.ts';
import type { Action, GameEvent, GameLog } from '../../src/engine/types.ts';

/** `action` processed on `game.state` in place, as a replay processes a stored action (no live-only checks); its events. */
function processStored(game: LoadedGame, action: Action): GameEvent[] {
  const events = [...(game.def.process(game.state, action) ?? [])];
  for (const auto of action.auto_actions ?? []) events.push(...(game.def.process(game.state, auto) ?? []));
  return events;
}

/**
 * Yields, for each of `actions` in order, the game before it and the game after it (with the move's events).
 * Both are valid only until the next step is asked for: the states are changed in place.
 */
export function* stepPairs(log: Pick<GameLog, 'title' | 'players' | 'settings'>, actions: readonly Action[]): Generator<{ before: LoadedGame; after: LoadedGame; action: Action }> {
  const ahead = newGame(log.title, log.players, log.settings);
  const behind = newGame(log.title, log.players, log.settings);
  const played: Action[] = [];
  for (const action of actions) {
    // (new game objects each step: views are kept per object; the position after keeps its listings, as the
    // bot keeps a game's: its turn line and company list it once)
    const before = { ...behind, log: played.slice() };
    const events = processStored(ahead, action);
    played.push(action);
    const after = keepListings({ ...ahead, log: played.slice(), events });
    yield { before, after, action };
    processStored(behind, action);
  }
}
