// What listing 1822's moves costs where the privates' own lays are tried: each is tried on a copy of the whole
// game (~1 ms each on a busy machine, hundreds per position), so a lay the open track step refuses anyway (the
// operator has no lay left, a second lay that would upgrade) is not copied for. Real positions of 1822mrs-33867.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/titles.ts';
import { activePlayers, legalActions, replay, type LoadedGame } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';

const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1822mrs-33867.json`, 'utf8')) as GameLog;
const at = (n: number): LoadedGame => replay({ ...log, actions: log.actions.slice(0, n) });

/** The moves listed for whoever acts, and how many copies of the game listing them made. */
function listed(game: LoadedGame) {
  const copies = vi.spyOn(globalThis, 'structuredClone');
  const choices = legalActions(game, activePlayers(game)[0]!);
  const made = copies.mock.calls.length;
  copies.mockRestore();
  return { types: choices.map((c) => c.action.type), copies: made };
}

afterEach(() => vi.restoreAllMocks());

describe('1822: the privates’ lays are tried on a copy only where the track step may take them', () => {
  it('GWR with its lays used (and its privates’ lays open): only its pass is listed, with no copy made', () => {
    // (before id 737, the log's 594th action: GWR has just laid its tile; 149 copies were made here before)
    const game = at(594);
    expect(log.actions[594]!.id).toBe(737);
    const { types, copies } = listed(game);
    expect(types).toEqual(['pass']);
    expect(copies).toBe(0);
  });
});
