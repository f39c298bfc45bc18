// Every real 1830 game from 18xx.games replays to its exact result and end reason, with all cash conserved.
import { describe, expect, it } from 'vitest';
import { newGame, replay } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { totalCash } from '../../src/engine/18xx/scores.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { loadGame, REAL_GAMES } from './helpers.ts';

describe('1830 real games', () => {
  it('are there (three exported games)', () => {
    expect(REAL_GAMES.length).toBeGreaterThanOrEqual(3);
  });

  for (const file of REAL_GAMES) {
    it(`${file} ends as on 18xx.games`, () => {
      const log = loadGame(file);
      const game = replay(log);
      expect(game.def.finished(game.state)).toBe(true);
      expect(game.def.endReason(game.state)).toBe(log.game_end_reason);
      expect(game.def.result(game.state)).toEqual(log.result);
    });

    it(`${file} conserves cash after every action`, () => {
      const log = loadGame(file);
      const game = newGame(log.title, log.players, log.settings);
      const start = totalCash(game.state as GameState);
      for (const action of effectiveActions(log.actions)) {
        game.def.process(game.state, action);
        for (const auto of action.auto_actions ?? []) game.def.process(game.state, auto);
        expect(totalCash(game.state as GameState)).toBe(start);
      }
    });
  }
});
