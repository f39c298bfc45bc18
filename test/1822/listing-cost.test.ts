// What listing 1822's moves costs where the privates' own lays are tried: each candidate is decided from the map and
// the rules (abilities.ts checkLay), no longer on a copy of the whole game (~1 ms each on a busy machine, hundreds per
// position), and a lay the open track step refuses anyway is not tried at all. Real positions of 1822mrs-33867.
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

  it('P10 and P11 (alone and together) offering their lays: each decided from the map and the rules, with no copy made', () => {
    // (before id 1034, the log's 794th action: 114 such lays listed; each was tried on a copy of the game before)
    const game = at(794);
    expect(log.actions[794]!.id).toBe(1034);
    const privates = legalActions(game, activePlayers(game)[0]!).filter((c) => c.action.type === 'lay_tile' && c.action.entity_type === 'company');
    expect(privates.length).toBeGreaterThan(100);
    expect(privates.some((c) => c.action.combo_entities)).toBe(true);
    expect(listed(game).copies).toBe(0);
  });
});
