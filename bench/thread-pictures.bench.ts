// Pictures a whole game posts into its thread (src/bot/services/image-policy.ts + images.ts): total
// size per real game (target ≤ 30 MB for a ~600-action 18Chesapeake game), the largest picture, and the
// slowest one drawn (target ≤ 150 ms each).
import { viewGame } from '../src/engine/view.ts';
import { readFileSync } from 'node:fs';
import { loadTitlePieces } from '../src/title-pieces.ts';
import { applyAction, newGame } from '../src/engine/game.ts';
import type { GameLog } from '../src/engine/types.ts';
import { imagesForAction } from '../src/bot/services/image-policy.ts';
import { gameImages } from '../src/bot/services/images.ts';
import type { BenchResult } from './run.ts';
import { FIXTURES_18XX } from '../test/helpers/shared.ts';

await loadTitlePieces();

// every real 18Chesapeake game we have: three base games and the longest (Off the Rails, 670 actions, to the bank breaking)
const LOGS = (process.env.BENCH_LOGS ?? '18chesapeake-1277,18chesapeake-14377,18chesapeake-1905,18chesapeake-otr-bank').split(',').map((n) => `${FIXTURES_18XX}/${n}.json`);

export default async function bench(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  for (const path of LOGS) {
    let log: GameLog;
    try {
      log = JSON.parse(readFileSync(path, 'utf8')) as GameLog;
    } catch {
      continue;
    }
    let game = newGame(log.title, log.players, log.settings);
    let total = 0;
    let count = 0;
    let largest = { bytes: 0, name: '' };
    const times: number[] = [];
    const kinds: [string, number][] = [];
    const bytes = new Map<string, [number, number]>();
    for (const action of log.actions) {
      const after = applyAction(game, action);
      const shown = viewGame(after, null);
      for (const kind of imagesForAction(viewGame(game, null), shown, action)) {
        const t = performance.now();
        const [img] = gameImages(shown, [kind]);
        times.push(performance.now() - t);
        kinds.push([String(kind), times[times.length - 1]!]);
        if (!img) continue;
        total += img.png.length;
        const [n, b] = bytes.get(String(kind)) ?? [0, 0];
        bytes.set(String(kind), [n + 1, b + img.png.length]);
        count++;
        if (img.png.length > largest.bytes) largest = { bytes: img.png.length, name: img.name };
      }
      game = after;
    }
    times.sort((a, b) => a - b);
    const median = Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
    const p95 = Math.round(times[Math.floor(times.length * 0.95)]! * 10) / 10;
    const max = Math.round(times[times.length - 1]! * 10) / 10;
    const slowest = kinds.sort((a, b) => b[1] - a[1])[0];
    out.push({
      name: `thread pictures ${path.split('/').pop()} (${log.actions.length} actions)`,
      medianMs: median,
      runs: count,
      note: `${count} pictures, ${(total / 1024 / 1024).toFixed(1)} MiB, largest ${largest.name} ${Math.round(largest.bytes / 1024)} KiB, p95 ${p95} ms, max ${max} ms (${slowest?.[0] ?? '-'}); ${[...bytes].map(([k, [n, b]]) => `${k} ${n}× ${(b / 1024 / 1024).toFixed(1)} MiB`).join(', ')}`,
    } as BenchResult);
  }
  return out;
}
