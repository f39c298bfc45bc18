// Replay times of real 18xx.games games from ../shared/fixtures (18xx-games/, or next-titles/ for the titles built last). Warm: every file of the set is replayed
// a few times first (interleaved, so no file is measured while the JIT is still settling on the code the
// others need), then each file's median over 30 runs. Cold: the first replay in a fresh process, as the
// CLI reports it (`replay FILE`: `replay(log)` alone, after the modules are imported and the log parsed, the
// way a restarted bot loads a game), in COLD_RUNS child processes per file run as `npm run cli` runs it (tsx):
// their median and range.
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

/** The first replay's time in a fresh process (the CLI's `ms`). */
function coldRun(path: string): number | undefined {
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', CLI, 'replay', path], { encoding: 'utf8' });
    return (JSON.parse(out) as { ms?: number }).ms;
  } catch {
    return undefined;
  }
}

/** Median (and range) of the first replay over COLD_RUNS fresh processes. */
function cold(path: string): string {
  const times = Array.from({ length: COLD_RUNS }, () => coldRun(path)).filter((t): t is number => t !== undefined);
  if (!times.length) return '?';
  times.sort((a, b) => a - b);
  return `${times[times.length >> 1]} ms (${times[0]}–${times.at(-1)}, ${times.length} processes)`;
}

/** `dir`: where the files are (default the shared real games of the titles built first). */
export async function replayFixtures(label: string, files: string[], dir = FIXTURES_18XX): Promise<BenchResult[]> {
  const logs = files.map((file) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as GameLog);
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
    const first = cold(`${dir}/${file}`);
    const fail = failures.get(file);
    const perAction = `${((r.medianMs / actions) * 500).toFixed(1)} ms per 500 actions (${actions} actions)`;
    out.push({ ...r, note: fail ? `fails: ${fail}` : `${perAction}; first replay in a fresh process ${first}` });
  }
  return out;
}
