// 1822 (with 1822MRS and 1822NRS) on its real games, as far as each replays today (a game not built to its end is cut
// before the action it refuses): warm replay per 1,000 actions (target: at most 50 ms, issue 30), and the legal-move
// listing the turn panel asks once a move, at every 5th position of each game's last 40% (the late game: more
// track, trains and privates), on a copy of the state (no memos: the first ask after a move).
import { readFileSync } from 'node:fs';
import '../src/titles.ts';
import { activePlayers, legalActions, newGame, replay, ReplayError } from '../src/engine/game.ts';
import { effectiveActions } from '../src/engine/log.ts';
import type { GameLog } from '../src/engine/types.ts';
import { percentile } from './latency.ts';
import type { BenchResult } from './measure.ts';
import { FIXTURES_NEXT } from '../test/helpers/shared.ts';

const FILES = [
  '1822-33845.json',
  '1822-discard_trains_after_sr_export.json',
  '1822-game_end_stock_market.json',
  '1822mrs-33867.json',
  '1822mrs-35936.json',
  '1822mrs-game_end_bank.json',
  '1822nrs-game_end_bank.json',
  '1822nrs-game_end_stock_market.json',
  '1822nrs-128129.json',
];
const WARMUP_ROUNDS = 5;
const RUNS = 10;

/** The log up to the first action our engine refuses (the whole log when it replays to its end). */
function playable(log: GameLog): GameLog {
  try {
    replay(log);
    return log;
  } catch (err) {
    if (!(err instanceof ReplayError)) throw err;
    return { ...log, actions: log.actions.slice(0, log.actions.indexOf(err.action)) };
  }
}

const round2 = (ms: number) => Math.round(ms * 100) / 100;

function line(name: string, times: number[]): BenchResult {
  const sorted = [...times].sort((a, b) => a - b);
  return { name, medianMs: round2(percentile(sorted, 50)), runs: sorted.length, note: `p90 ${round2(percentile(sorted, 90))} ms, p99 ${round2(percentile(sorted, 99))} ms, max ${round2(sorted.at(-1)!)} ms` };
}

export default function bench(): Promise<BenchResult[]> {
  const logs = FILES.map((file) => playable(JSON.parse(readFileSync(`${FIXTURES_NEXT}/${file}`, 'utf8')) as GameLog));
  const actions = logs.reduce((n, log) => n + log.actions.length, 0);
  for (let r = 0; r < WARMUP_ROUNDS; r++) for (const log of logs) replay(log);
  const perThousand: number[] = [];
  // (and this process's CPU time: on a shared, busy machine the wall time also counts the other processes' turns)
  const cpuPerThousand: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    for (const log of logs) replay(log);
    const used = process.cpuUsage(cpu);
    perThousand.push(((performance.now() - t) * 1000) / actions);
    cpuPerThousand.push((used.user + used.system) / actions);
  }
  cpuPerThousand.sort((a, b) => a - b);
  const listing: number[] = [];
  const listingCpu: number[] = [];
  for (const log of logs) {
    const game = newGame(log.title, log.players, log.settings);
    const acts = effectiveActions(log.actions);
    const from = Math.floor(acts.length * 0.6);
    acts.forEach((action, i) => {
      const player = activePlayers(game)[0];
      if (i >= from && i % 5 === 0 && player !== undefined) {
        const fresh = { ...game, state: game.def.clone(game.state) };
        const t = performance.now();
        const cpu = process.cpuUsage();
        legalActions(fresh, player);
        const used = process.cpuUsage(cpu);
        listing.push(performance.now() - t);
        listingCpu.push((used.user + used.system) / 1000);
      }
      game.def.process(game.state, action);
      for (const auto of action.auto_actions ?? []) game.def.process(game.state, auto);
    });
  }
  return Promise.resolve([
    (({ note, ...r }) => ({ ...r, note: `${note}; CPU time median ${round2(percentile(cpuPerThousand, 50))} ms` }))(line(`1822 warm replay per 1,000 actions (${logs.length} games, ${actions} actions)`, perThousand)),
    (({ note, ...r }) => {
      const cpu = [...listingCpu].sort((a, b) => a - b);
      return { ...r, note: `${note}; CPU time p90 ${round2(percentile(cpu, 90))} ms, p99 ${round2(percentile(cpu, 99))} ms, max ${round2(cpu.at(-1)!)} ms` };
    })(line('1822 legal moves listed, late positions of its real games', listing)),
  ]);
}
