// Exports keep 18xx.games' id types: player entities are numbers when the envelope's player ids are.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, toEnvelope, type LoadedGame } from '../../src/engine/game.ts';

function firstMove(game: LoadedGame): LoadedGame {
  const player = game.def.activePlayers(game.state)[0]!;
  const choice = game.def.legalActions(game.state, player)[0]!;
  return applyAction(game, { ...choice.action, entity: String(choice.action.entity) });
}

describe('toEnvelope', () => {
  it('writes player entities as numbers for numeric player ids', () => {
    const game = firstMove(newGame('18Chesapeake', [1, 2, 3].map((id) => ({ id, name: `P${id}` })), { seed: 5 }));
    const env = toEnvelope(game);
    expect(game.log[0]!.entity).toBe(String(env.actions[0]!.entity));
    expect(typeof env.actions[0]!.entity).toBe('number');
  });

  it('leaves string player ids (Discord users) as they are', () => {
    const game = firstMove(newGame('18Chesapeake', ['u1', 'u2', 'u3'].map((id) => ({ id, name: id })), { seed: 5 }));
    expect(typeof toEnvelope(game).actions[0]!.entity).toBe('string');
  });
});
