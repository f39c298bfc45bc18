// How far each real 1822 game (../shared/fixtures/next-titles/1822*.json) replays as 18xx.games plays it.
// progress-18xx-games.json holds what 18xx.games shows at every 5th action of each game (players' values, turn,
// round, who acts) up to the last cut where ours agreed when it was recorded (XX_REPO=/tmp/compose-18xx
// SAVE=test/1822/progress-18xx-games.json npx tsx tools/1822-data/progress.ts 5 FILES; progress-along.ts extends
// it). Today that is every game to its end.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activePlayers, replay, replayCuts, type LoadedGame } from '../../src/engine/game.ts';
import '../../src/titles.ts';
import type { GameLog } from '../../src/engine/types.ts';


interface Seen {
  result: Record<string, number>;
  reason: string | null;
  turn: number;
  round: string;
  acting?: string[];
}

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);
const seen = JSON.parse(readFileSync(new URL('./progress-18xx-games.json', import.meta.url), 'utf8')) as Record<string, Seen>;
const byGame = new Map<string, number[]>();
for (const cut of Object.keys(seen)) {
  const [game, at] = cut.replace(/\.json$/, '').split('@') as [string, string];
  byGame.set(game, [...(byGame.get(game) ?? []), Number(at)]);
}

// The real games replayed exactly to their end so far: a 7-player hotseat game ended by hand in its first
// operating rounds (everything after action 100 was taken back before the end), an 1822NRS and an 1822MRS game
// ended by hand (the MRS one with players' log lines, 18xx.games' Action::Log, which are no moves); and seven ended
// by a broken bank or the stock market's end.
const TO_THE_END = [
  '1822-hs_lxemeslq_30797',
  '1822nrs-128129',
  '1822mrs-2227',
  // ended by the bank or the stock market
  '1822-33845',
  '1822-game_end_stock_market',
  '1822-discard_trains_after_sr_export',
  '1822mrs-33867',
  '1822mrs-game_end_bank',
  '1822nrs-game_end_stock_market',
  // (it reaches the market's top after the bank broke: the first trigger locks, and it ends by the bank)
  '1822nrs-game_end_bank',
  // (minor 14's London city keeps its slot after the minor is acquired: SWR's token there at id 1026)
  '1822mrs-35936',
];

const read = (game: string) => JSON.parse(readFileSync(new URL(`${game}.json`, DIR), 'utf8')) as GameLog & { result: Record<string, number>; game_end_reason: string };
/** Games replayed to their end by the progress checks (the same pass goes on to the end), for the end checks below. */
const ended = new Map<string, LoadedGame>();

describe('1822 real games replay as 18xx.games plays them (progress: up to each game\'s first move not built)', () => {
  for (const [game, cuts] of byGame) {
    it(`${game}: agrees at every 5th action through ${Math.max(...cuts)}`, () => {
      const log = read(game);
      const end = log.actions.length;
      // each cut continues the previous one's replay (replayCuts: equal to replaying the cut alone), on to the end;
      // each cut is read before the next (no copy of the state per cut)
      for (const [k, g] of replayCuts(log, TO_THE_END.includes(game) ? [...cuts, end] : cuts, { copies: false })) {
        if (k === end) ended.set(game, g);
        if (!cuts.includes(k)) continue;
        const want = seen[`${game}@${k}.json`]!;
        const at = g.def.progress!(g.state);
        const got = { result: g.def.result(g.state), reason: g.def.endReason(g.state), turn: at.turn, round: at.round };
        expect({ cut: k, ...got }).toEqual({ cut: k, result: { ...want.result }, reason: want.reason, turn: want.turn, round: want.round });
        if (want.acting) expect({ cut: k, acting: activePlayers(g).map(String) }).toEqual({ cut: k, acting: want.acting });
      }
    });
  }
});

describe('1822 real games replayed to their end', () => {
  for (const game of TO_THE_END) {
    it(`${game} reaches exactly its result and end reason`, { timeout: 120_000 }, () => {
      const log = read(game);
      // (the progress check above replayed it to its end when it ran: replayCuts' last cut equals replay)
      const g = ended.get(game) ?? replay(log);
      expect(g.def.result(g.state)).toEqual(log.result);
      expect(g.def.endReason(g.state)).toBe(log.game_end_reason);
    });
  }
});
