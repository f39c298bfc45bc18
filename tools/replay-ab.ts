// Warm replay time of two copies of the engine side by side in one process, for a speed change on a noisy machine:
// both copies are imported (separate module instances, so separate compiled code), warmed up, then replayed
// alternately, A then B, B then A, ... Load on the machine hits both alike; the median of the paired ratios B/A
// is steadier than two separate `npm run bench` runs (an A/A run shows the noise: ratios within a few percent).
//   git worktree add /tmp/before <commit>   (or git archive <commit> | tar x -C /tmp/before, node_modules linked)
//   npx tsx tools/replay-ab.ts /tmp/before . ../shared/fixtures/18xx-games/1828-23366.json ...
// Environment: WARM (rounds over all files before measuring, default 40), RUNS (pairs per file, default 40).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GameLog } from '../src/engine/types.ts';

type Replay = (log: GameLog) => unknown;

async function load(dir: string): Promise<Replay> {
  const root = pathToFileURL(resolve(dir)).href;
  await import(`${root}/src/titles.ts`);
  const game = (await import(`${root}/src/engine/game.ts`)) as { replay: Replay };
  return game.replay;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

function timed(run: Replay, log: GameLog): number {
  const t = performance.now();
  run(log);
  return performance.now() - t;
}

async function main(): Promise<void> {
  const [dirA, dirB, ...files] = process.argv.slice(2);
  if (!dirA || !dirB || !files.length) throw new Error('usage: tools/replay-ab.ts DIR_A DIR_B FILE.json...');
  const a = await load(dirA);
  const b = await load(dirB);
  const logs = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as GameLog);
  const warm = Number(process.env.WARM ?? 40);
  const runs = Number(process.env.RUNS ?? 40);
  for (let i = 0; i < warm; i++) {
    for (const log of logs) {
      a(log);
      b(log);
    }
  }
  for (const [k, log] of logs.entries()) {
    const ta: number[] = [];
    const tb: number[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < runs; i++) {
      // alternate which copy goes first
      const [x, y] = i % 2 ? [timed(b, log), timed(a, log)] : [timed(a, log), timed(b, log)];
      const [da, db] = i % 2 ? [y, x] : [x, y];
      ta.push(da);
      tb.push(db);
      ratios.push(db / da);
    }
    const actions = log.actions.length;
    const per500 = (ms: number) => ((ms / actions) * 500).toFixed(1);
    console.log(
      `${files[k]}: A ${median(ta).toFixed(2)} ms (${per500(median(ta))}/500 actions), B ${median(tb).toFixed(2)} ms (${per500(median(tb))}/500), median B/A ${median(ratios).toFixed(3)}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
