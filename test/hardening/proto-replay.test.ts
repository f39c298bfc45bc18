// Player ids are strings a user gives (an import's envelope, a lobby's seats): every real game of every title must
// replay to the same result and end under other ids, Object.prototype's names included ("__proto__", "constructor",
// "toString", …: a plain object inherits them, and `o["__proto__"] = v` stores nothing).
import '../../src/titles.ts';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay, ReplayError } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { FIXTURES_18XX, FIXTURES_NEXT } from '../helpers/shared.ts';
import { PROTOTYPE_NAMES, renamePlayers, resultBack, resultPairs } from './rename-players.ts';

const testFixtures = (dir: string) => fileURLToPath(new URL(`../fixtures/${dir}`, import.meta.url));
// FIXTURES_NEXT: 1822 (with MRS and NRS), 1830, 1889; 1822's games that stop early must stop at the same action.
const DIRS = [FIXTURES_18XX, FIXTURES_NEXT, testFixtures('chicago-express'), testFixtures('1871')];
const FILES = DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `${dir}/${f}`),
);
const load = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as GameLog;
const short = (file: string) => file.split('/').slice(-2).join('/');

/** How a replay ends: its result (as [player, value] pairs) and end reason, or the index of the action it refuses. */
function outcome(log: GameLog, back?: ReadonlyMap<string, string>): unknown {
  try {
    const g = replay(log);
    const result = g.def.result(g.state);
    return { finished: g.def.finished(g.state), reason: g.def.endReason(g.state), result: back ? resultBack(result, back) : resultPairs(result) };
  } catch (err) {
    // a game not built to its end (1822's real games): where it stops, and what everyone had just before
    if (err instanceof ReplayError) {
      const at = log.actions.indexOf(err.action); // (err.index counts the actions left after undos)
      if (at < 0) throw new Error(`the refused action is not one of the log's: ${err.message}`, { cause: err });
      return { refused: err.index, before: outcome({ ...log, actions: log.actions.slice(0, at) }, back) };
    }
    throw err;
  }
}

// One renaming per game that between them use every Object.prototype name, "__proto__" and "constructor" in each.
const NASTY = ['__proto__', 'constructor'];
const OTHERS = PROTOTYPE_NAMES.filter((n) => !NASTY.includes(n));
let next = 0;
const plan = FILES.map((file) => {
  const log = load(file);
  const n = log.players.length;
  const rest = Array.from({ length: Math.max(0, n - NASTY.length) }, () => OTHERS[next++ % OTHERS.length]!);
  return { file, log, ids: [...NASTY, ...rest].slice(0, n) };
});

describe('every real game replays the same under player ids named like Object.prototype members', () => {
  it('the renamings use every Object.prototype name', () => {
    expect(PROTOTYPE_NAMES).toContain('__proto__');
    expect(new Set(plan.flatMap((p) => p.ids))).toEqual(new Set(PROTOTYPE_NAMES));
    expect(plan.map((p) => short(p.file))).toEqual(expect.arrayContaining(['18xx-games/1828-23366.json', 'chicago-express/two-players-detroit.json']));
    expect(plan.some((p) => p.log.title.startsWith('1871'))).toBe(true);
  });

  for (const { file, log, ids } of plan) {
    it(`${short(file)} as ${ids.join(', ')}`, () => {
      const before = outcome(log);
      const { log: renamed, back } = renamePlayers(log, ids);
      expect(outcome(renamed, back)).toEqual(before);
      // (a finished real game gives every seated player a result)
      if (!('refused' in (before as object))) expect((before as { result: unknown[] }).result).toHaveLength(log.players.length);
    });
  }

  it('random renamings of the smaller games (any string, prototype names likely)', () => {
    const small = plan.filter((p) => p.log.actions.length <= 400 && !p.file.includes('illegal'));
    expect(small.length).toBeGreaterThanOrEqual(3);
    const before = new Map(small.map((p) => [p.file, outcome(p.log)]));
    const id = fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ minLength: 1, maxLength: 12 }));
    fc.assert(
      fc.property(fc.constantFrom(...small), fc.uniqueArray(id, { minLength: 7, maxLength: 7 }), (game, pool) => {
        const { log, back } = renamePlayers(game.log, pool.slice(0, game.log.players.length));
        expect(outcome(log, back)).toEqual(before.get(game.file));
      }),
      { numRuns: 10, seed: 29 },
    );
  });
});
