// The auto-router at every run_routes position of the real 18Chesapeake and 1828 games: time of one bestRoutes
// call (the operating corporation's trains, the state just before the logged run) and how often it finds less
// than the log's revenue. Targets: p99 ≤ 50 ms, max ≤ 100 ms, 0 below the log. One line per title.
import { readFileSync } from 'node:fs';
import '../src/titles.ts';
import { newGame } from '../src/engine/game.ts';
import { effectiveActions } from '../src/engine/log.ts';
import { xxContext } from '../src/engine/18xx/face.ts';
import { corpOf, type GameState } from '../src/engine/18xx/state.ts';
import type { RouteInput } from '../src/engine/18xx/map-port.ts';
import type { Action, GameLog } from '../src/engine/types.ts';
import { percentile } from './latency.ts';
import type { BenchResult } from './measure.ts';
import { FIXTURES_18XX } from '../test/helpers/shared.ts';

export const ROUTER_FIXTURES: Readonly<Record<string, readonly string[]>> = {
  '18chesapeake': ['18chesapeake-1277.json', '18chesapeake-14377.json', '18chesapeake-1905.json', '18chesapeake-otr-bank.json'],
  '1828': ['1828-23366.json', '1828-bankrupt.json'],
};

export interface RouterSample {
  file: string;
  index: number;
  corp: string;
  trains: string[];
  ms: number;
  found: number;
  logged: number;
  /** The found routes fail the engine's own route check (or earn other than claimed). */
  illegal: boolean;
}

/** Replays a log action by action and asks the router at each run_routes position (before the run). */
export function routerSamples(file: string, log: GameLog, repeat = 1): RouterSample[] {
  const game = newGame(log.title, log.players, log.settings);
  const state = game.state as GameState;
  const ctx = xxContext(game.def, state);
  if (!ctx?.map.bestRoutes) return [];
  const out: RouterSample[] = [];
  effectiveActions(log.actions).forEach((action: Action, index) => {
    if (action.type === 'message') return;
    if (action.type === 'run_routes') {
      const corp = String(action.entity);
      const trains = corpOf(state, corp).trains.slice();
      // what the logged run earns, by the engine's own check (older logs carry no revenue)
      const logged = ctx.map.routesRevenue(state, corp, (action.routes as RouteInput[]) ?? []);
      // the fastest of `repeat` calls: a busy machine's pauses are not the router's
      let ms = Infinity;
      let best: ReturnType<NonNullable<typeof ctx.map.bestRoutes>> = null;
      for (let n = 0; n < repeat; n++) {
        const t = performance.now();
        best = ctx.map.bestRoutes!(state, corp, trains);
        ms = Math.min(ms, performance.now() - t);
      }
      let illegal: boolean;
      try {
        illegal = !!best && ctx.map.routesRevenue(state, corp, best.routes) !== best.revenue;
      } catch {
        illegal = true;
      }
      out.push({ file, index, corp, trains, ms, found: best?.revenue ?? -1, logged, illegal });
    }
    game.def.process(state, action);
    for (const auto of action.auto_actions ?? []) game.def.process(state, auto);
  });
  return out;
}

function summary(title: string, samples: RouterSample[], firsts: RouterSample[]): BenchResult {
  const firstTimes = firsts.map((s) => s.ms).sort((a, b) => a - b);
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const below = samples.filter((s) => s.found < s.logged);
  const illegal = samples.filter((s) => s.illegal);
  const worst = samples.reduce((a, b) => (b.ms > a.ms ? b : a));
  const f = (x: number) => x.toFixed(1);
  return {
    name: `${title} router, every run_routes position (best of 3)`,
    medianMs: Math.round(percentile(times, 50) * 100) / 100,
    runs: samples.length,
    note: `p99 ${f(percentile(times, 99))} ms, max ${f(times.at(-1)!)} ms (${worst.file} #${worst.index} ${worst.corp} ${worst.trains.join(',')}); ${below.length} below the logged revenue, ${illegal.length} illegal; a single first call: p99 ${f(percentile(firstTimes, 99))} ms, max ${f(firstTimes.at(-1)!)} ms`,
  };
}

export default function bench(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  for (const [title, files] of Object.entries(ROUTER_FIXTURES)) {
    const samples: RouterSample[] = [];
    const firsts: RouterSample[] = [];
    for (const file of files) {
      const log = JSON.parse(readFileSync(`${FIXTURES_18XX}/${file}`, 'utf8')) as GameLog;
      firsts.push(...routerSamples(file, log));
      samples.push(...routerSamples(file, log, 3));
    }
    if (samples.length) out.push(summary(title, samples, firsts));
  }
  return Promise.resolve(out);
}
