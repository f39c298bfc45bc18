// Every real 1889 game exported from 18xx.games replays to its exact result and end reason, cash conserved throughout.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { newGame, replay } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { totalCash } from '../../src/engine/18xx/scores.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { SHARED_DIR } from '../helpers/shared.ts';

const DIR = `${SHARED_DIR}/fixtures/next-titles`;
const files = readdirSync(DIR).filter((f) => f.startsWith('1889-') && f.endsWith('.json'));
const load = (file: string): GameLog => JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')) as GameLog;

describe('1889: real 18xx.games games', () => {
  it('finds the real games', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
  });

  for (const file of files) {
    it(`${file} replays to its result and end reason`, () => {
      const log = load(file);
      const game = replay(log);
      expect(game.def.endReason(game.state)).toBe(log.game_end_reason);
      expect(game.def.result(game.state)).toEqual(log.result);
    });
  }

  it('conserves cash after every action (1889-314.json, which ends in a bankruptcy)', () => {
    const log = load('1889-314.json');
    const game = newGame(log.title, log.players, log.settings);
    const start = totalCash(game.state as GameState);
    for (const action of effectiveActions(log.actions)) {
      if (action.type === 'message') continue;
      game.def.process(game.state, action);
      for (const auto of action.auto_actions ?? []) game.def.process(game.state, auto);
      expect(totalCash(game.state as GameState)).toBe(start);
    }
    expect(game.def.endReason(game.state)).toBe('bankrupt');
  });
});
