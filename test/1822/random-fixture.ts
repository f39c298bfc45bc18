// A random game of tools/18xx-diff kept through the last action 18xx.games took (test/1822/fixtures), replayed and
// checked against what 18xx.games shows there (players' values, who acts), with the listed moves at hand.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';

export function atRandomFixture(file: string, seen: { result: Record<string, number>; acting: string[] }) {
  const game = replay(JSON.parse(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')) as GameLog);
  const state = game.state as GameState;
  expect({ result: game.def.result(state), acting: game.def.activePlayers(state).map(String) }).toEqual(seen);
  const types = (player: string) => game.def.legalActions(state, player).map((c) => c.action);
  return { game, state, types };
}
