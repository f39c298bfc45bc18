// Real 18xx.games logs must replay to their exact result and end reason; cash must be conserved throughout.
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { newGame, replay } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { totalCash } from '../../src/engine/18xx/scores.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { loadFixture } from './helpers.ts';

function replayWithCashCheck(name: string): { result: Record<string, number>; reason: string | null } {
  const log = loadFixture(name);
  const game = newGame(log.title, log.players, log.settings);
  const start = totalCash(game.state as GameState);
  for (const action of effectiveActions(log.actions)) {
    if (action.type === 'message') continue;
    game.def.process(game.state, action);
    for (const auto of action.auto_actions ?? []) game.def.process(game.state, auto);
    expect(totalCash(game.state as GameState)).toBe(start);
  }
  return { result: game.def.result(game.state), reason: game.def.endReason(game.state) };
}

const cases: { file: string; known?: string }[] = [
  { file: '18chesapeake-1905.json' },
  { file: '18chesapeake-14377.json' },
  { file: '18chesapeake-1277.json' },
  { file: '18chesapeake-otr-bank.json' },
];

describe('18Chesapeake fixtures', () => {
  for (const c of cases) {
    const run = (): void => {
      const log = loadFixture(c.file);
      const game = replay(log);
      expect(game.def.endReason(game.state)).toBe(log.game_end_reason);
      expect(game.def.result(game.state)).toEqual(log.result);
    };
    if (c.known) it.fails(`${c.file} (known gap: ${c.known})`, run);
    else it(c.file, run);
  }

  for (const file of ['18chesapeake-otr-bank.json', '18chesapeake-1905.json']) {
    it(`${file} conserves cash after every action`, () => {
      const { reason } = replayWithCashCheck(file);
      expect(reason).toBe('bank');
    });
  }
});
