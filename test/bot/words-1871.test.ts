// 1871 Steel Cities' turn lines in words along a whole game (test/fixtures/1871/random-5p-11.json, with players' loans
// for trains): every "you may …" names each kind of move (a player paying off their loan was "make another move").
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { activePlayers, applyAction, newGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { mayLine } from '../../src/bot/services/status.ts';

await loadTitlePieces();

describe("1871's turn lines", () => {
  it('name every kind of move, a loan paid off among them', { timeout: 120_000 }, () => {
    const log = JSON.parse(readFileSync(new URL('../fixtures/1871/random-5p-11.json', import.meta.url), 'utf8')) as GameLog;
    let game = newGame(log.title, log.players, log.settings);
    const lines = new Set<string>();
    for (const action of effectiveActions(log.actions)) {
      game = applyAction(game, action);
      for (const p of activePlayers(game)) lines.add(mayLine(viewGame(game, null), p));
    }
    expect([...lines].filter((l) => /pay off your loan/.test(l)).length).toBeGreaterThan(0);
    expect([...lines].filter((l) => /another move/.test(l))).toEqual([]);
  });
});
