// Replay times of real 18xx.games games from ../shared/fixtures. Warm: every file of the set is replayed
// a few times first (interleaved, so no file is measured while the JIT is still settling on the code the
// others need), then each file's median over 30 runs. Cold: the first replay in a fresh process, as the
// CLI reports it (`replay FILE`: `replay(log)` alone, after the modules are imported and the log parsed, the
// way a restarted bot loads a game), in COLD_RUNS child processes per file: their median and range. Run as
// `npm run cli` runs it (src/launch.ts: the bundle, with V8's code cache an earlier process made; one
// unmeasured process first makes sure it holds this file's code; src/v8-tuning.ts's flags) and, for comparison,
// straight from the sources by tsx (every function compiled when first called; V8's default flags).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import '../src/titles.ts';
import { replay } from '../src/engine/game.ts';
import type { GameLog } from '../src/engine/types.ts';
import { measure, type BenchResult } from './measure.ts';
import { FIXTURES_18XX } from '../test/helpers/shared.ts';

// 5 rounds were too few: the first file measured (18Chesapeake 1277) still ran while V8 compiled, at ~2x the others per action
const WARMUP_ROUNDS = 15;
const COLD_RUNS = 3;
const CLI = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
const LAUNCH = fileURLToPath(new URL('../src/launch.ts', import.meta.url));

/** The first replay's time in a fresh process (the CLI's `ms`), and how V8's code cache was used. */
function coldRun(path: string, launched: boolean): { ms?: number; cache?: string } {
  try {
    const args = launched ? [LAUNCH, CLI] : [CLI];
    const out = execFileSync(process.execPath, ['--import', 'tsx', ...args, 'replay', path], { encoding: 'utf8' });
    const line = JSON.parse(out) as { ms?: number; code_cache?: string };
    return { ms: line.ms, cache: line.code_cache };
  } catch {
    return {};
  }
}

/** Median (and range) of the first replay over COLD_RUNS fresh processes. */
function cold(path: string, launched: boolean): string {
  if (launched) coldRun(path, true);
  const runs = Array.from({ length: COLD_RUNS }, () => coldRun(path, launched));
  const times = runs.map((r) => r.ms).filter((t): t is number => t !== undefined);
  if (!times.length) return '?';
  times.sort((a, b) => a - b);
  const caches = [...new Set(runs.map((r) => r.cache ?? 'off'))].join('/');
  return `${times[times.length >> 1]} ms (${times[0]}–${times.at(-1)}, ${times.length} processes, code cache ${caches})`;
}

export async function replayFixtures(label: string, files: string[]): Promise<BenchResult[]> {
  const logs = files.map((file) => JSON.parse(readFileSync(`${FIXTURES_18XX}/${file}`, 'utf8')) as GameLog);
  const failures = new Map<string, string>();
  const run = (file: string, log: GameLog) => {
    try {
      replay(log);
    } catch (err) {
      failures.set(file, (err as Error).message);
    }
  };
  for (let round = 0; round < WARMUP_ROUNDS; round++) files.forEach((file, i) => run(file, logs[i]!));
  const out: BenchResult[] = [];
  for (const [i, file] of files.entries()) {
    const log = logs[i]!;
    const r = await measure(`${label} replay ${file}`, () => run(file, log), 30, 3);
    const actions = log.actions.length;
    const first = cold(`${FIXTURES_18XX}/${file}`, true);
    const uncached = cold(`${FIXTURES_18XX}/${file}`, false);
    const fail = failures.get(file);
    const perAction = `${((r.medianMs / actions) * 500).toFixed(1)} ms per 500 actions (${actions} actions)`;
    out.push({ ...r, note: fail ? `fails: ${fail}` : `${perAction}; first replay in a fresh process ${first}; from the sources ${uncached}` });
  }
  return out;
}
