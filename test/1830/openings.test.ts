// Openings of the shared real 1830 games: each log cut after every 11 actions, replayed, shows what the
// 18xx.games engine showed for the same cut (test/fixtures/1830-openings.json, written by
// tools/18xx-diff/openings.ts with SAVE=): players' current values, the turn, the round's name, who is acting, and the end.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { activePlayers, replay } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';

interface Shown {
  finished: boolean;
  reason: string | null;
  result: Record<string, number>;
  turn: number;
  round: string;
  acting?: string[];
}

const shown = JSON.parse(readFileSync(new URL('../fixtures/1830-openings.json', import.meta.url), 'utf8')) as Record<string, Shown>;
const byGame = new Map<string, [number, Shown][]>();
for (const [key, value] of Object.entries(shown)) {
  const [, name, at] = /^(.*)@(\d+)\.json$/.exec(key)!;
  byGame.set(name!, [...(byGame.get(name!) ?? []), [Number(at), value]]);
}

describe('1830 openings against 18xx.games', () => {
  for (const [name, cuts] of byGame) {
    it(`${name}: ${cuts.length} cuts`, () => {
      const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/${name}.json`, 'utf8')) as GameLog;
      const mid = cuts.filter(([, s]) => !s.finished);
      expect(mid.length).toBeGreaterThan(10);
      for (const [at, want] of cuts) {
        const game = replay({ ...log, actions: log.actions.slice(0, at) });
        const got = {
          finished: game.def.finished(game.state),
          reason: game.def.endReason(game.state),
          result: Object.fromEntries(Object.entries(game.def.result(game.state)).map(([k, v]) => [String(k), v])),
          ...game.def.progress!(game.state),
          ...(want.acting ? { acting: activePlayers(game).map(String) } : {}),
        };
        expect({ at, ...got }).toEqual({ at, ...want });
      }
    });
  }
});
