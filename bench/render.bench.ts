// Render timings: map / market / status PNGs (draw + encode) for each title with a renderer.
import { viewGame } from '../src/engine/view.ts';
import { readFileSync } from 'node:fs';
import { loadTitlePieces } from '../src/title-pieces.ts';
import type { GameLog } from '../src/engine/types.ts';
import { renderMap, renderMarket, renderStatus } from '../src/render/index.ts';
import { renderChart } from '../src/render/chart.ts';
import { countEffective, replayAt } from '../src/render/replay-at.ts';
import { measure, type BenchResult } from './run.ts';

await loadTitlePieces();

const LOGS: [string, string][] = [
  ['chicago-express', 'test/fixtures/chicago-express/three-players-chicago.json'],
  ['18chesapeake', '../shared/fixtures/18xx-games/18chesapeake-1905.json'],
];

function load(path: string): GameLog | null {
  try {
    return JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')) as GameLog;
  } catch {
    return null;
  }
}

export default async function (): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  for (const [name, path] of LOGS) {
    const log = load(path);
    if (!log) continue;
    // a late-game state: most track and tokens on the map
    const game = viewGame(replayAt(log, Math.floor(countEffective(log) * 0.8)), null);
    const note = (png: Buffer | null) => (png ? `${Math.round(png.length / 1024)} KiB` : 'n/a');
    const map = renderMap(game);
    out.push({ ...(await measure(`render ${name} map`, () => renderMap(game), 15, 2)), note: note(map) });
    const hex = name === 'chicago-express' ? 'K4' : 'H6';
    out.push({ ...(await measure(`render ${name} map around ${hex}`, () => renderMap(game, { around: hex }), 15, 2)), note: note(renderMap(game, { around: hex })) });
    const market = renderMarket(game);
    if (market) out.push({ ...(await measure(`render ${name} market`, () => renderMarket(game), 15, 2)), note: note(market) });
    out.push({ ...(await measure(`render ${name} net-worth chart (replays the log)`, () => renderChart(game), 10, 2)), note: note(renderChart(game)) });
    const status = renderStatus(game);
    if (status) out.push({ ...(await measure(`render ${name} status`, () => renderStatus(game), 15, 2)), note: note(status) });
  }
  return out;
}
