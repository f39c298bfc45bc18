// Openings of real 18xx.games games: each log cut after every few actions, replayed, shows what the 18xx.games
// engine showed for the same cut (a fixture written by tools/18xx-diff/openings.ts with SAVE=): players' current
// values, the turn, the round's name, who is acting, and the end. One describe per title.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { activePlayers, replayCuts } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';

interface Shown {
  finished: boolean;
  reason: string | null;
  result: Record<string, number>;
  turn: number;
  round: string;
  acting?: string[];
}

/** Every cut in `fixture` (keys `GAME@CUT.json`), replayed from `GAME.json` in `gamesDir`, must show what 18xx.games showed. */
export function describeOpenings(title: string, fixture: URL, gamesDir: string): void {
  const shown = JSON.parse(readFileSync(fixture, 'utf8')) as Record<string, Shown>;
  const byGame = new Map<string, [number, Shown][]>();
  for (const [key, value] of Object.entries(shown)) {
    const [, name, at] = /^(.*)@(\d+)\.json$/.exec(key)!;
    byGame.set(name!, [...(byGame.get(name!) ?? []), [Number(at), value]]);
  }

  describe(`${title} openings against 18xx.games`, () => {
    for (const [name, cuts] of byGame) {
      it(`${name}: ${cuts.length} cuts`, () => {
        const log = JSON.parse(readFileSync(`${gamesDir}/${name}.json`, 'utf8')) as GameLog;
        const mid = cuts.filter(([, s]) => !s.finished);
        expect(mid.length).toBeGreaterThan(10);
        const wanted = new Map(cuts);
        // each cut continues the previous one's replay (replayCuts: equal to replaying the cut alone)
        for (const [at, game] of replayCuts(log, wanted.keys())) {
          const want = wanted.get(at)!;
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
}
