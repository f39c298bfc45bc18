// What a player's track step asks of the engine, at every position of the real 18Chesapeake and 1828 games where a
// corporation lays a tile next: the bot's moves (legal actions), its hexes, the tiles on the logged hex and their
// rotations (one panel or autocomplete answer). "first" asks a copy of the state (no memos: the first press after
// a move); "again" asks the same state once more (each later press and autocomplete on that turn). One line each.
import { readFileSync } from 'node:fs';
import '../src/titles.ts';
import { activePlayers, newGame, type LoadedGame } from '../src/engine/game.ts';
import { effectiveActions } from '../src/engine/log.ts';
import type { Action, GameLog } from '../src/engine/types.ts';
import { movesOf } from '../src/bot/titles/18xx/moves.ts';
import { rotationChoices, tileChoices, tileHexChoices } from '../src/bot/titles/18xx/track.ts';
import { percentile } from './latency.ts';
import type { BenchResult } from './measure.ts';
import { FIXTURES_18XX } from '../test/helpers/shared.ts';

const FIXTURES = ['18chesapeake-1905.json', '18chesapeake-14377.json', '18chesapeake-otr-bank.json', '1828-23366.json'];

function ask(game: LoadedGame, player: string, hex: string): number {
  const m = movesOf(game, player);
  if (!m) return 0;
  let n = tileHexChoices(m).length;
  for (const tile of tileChoices(m, hex)) n += rotationChoices(m, hex, tile.value).length;
  return n;
}

function timed(run: () => unknown): number {
  const t = performance.now();
  run();
  return performance.now() - t;
}

export default function bench(): Promise<BenchResult[]> {
  const first: number[] = [];
  const again: number[] = [];
  for (const file of FIXTURES) {
    const log = JSON.parse(readFileSync(`${FIXTURES_18XX}/${file}`, 'utf8')) as GameLog;
    let game = newGame(log.title, log.players, log.settings);
    for (const action of effectiveActions(log.actions) as Action[]) {
      if (action.type === 'message') continue;
      const player = activePlayers(game)[0];
      if (action.type === 'lay_tile' && action.entity_type === 'corporation' && player !== undefined) {
        const fresh = { ...game, state: game.def.clone(game.state) };
        first.push(timed(() => ask(fresh, String(player), String(action.hex))));
        again.push(timed(() => ask(fresh, String(player), String(action.hex))));
      }
      const state = game.def.clone(game.state);
      game.def.process(state, action);
      for (const auto of action.auto_actions ?? []) game.def.process(state, auto);
      game = { ...game, state };
    }
  }
  const line = (name: string, times: number[]): BenchResult => {
    const sorted = [...times].sort((a, b) => a - b);
    const f = (ms: number) => (Math.round(ms * 100) / 100).toString();
    return {
      name,
      medianMs: Math.round(percentile(sorted, 50) * 100) / 100,
      runs: sorted.length,
      note: `p99 ${f(percentile(sorted, 99))} ms, max ${f(sorted.at(-1)!)} ms`,
    };
  };
  return Promise.resolve([line('18xx track step: first ask after a move', first), line('18xx track step: the same state asked again', again)]);
}
