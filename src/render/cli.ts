// `cli render FILE.json [--at N] [--around HEX] --out DIR`: writes map.png, market.png, status.png (status-1.png,
// status-2.png… when the status takes several pages).
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { GameLog } from '../engine/types.ts';
import { renderMap, renderMarket, renderStatusPages } from './index.ts';
import { replayAt } from './replay-at.ts';
import { viewGame } from '../engine/view.ts';

export const RENDER_USAGE = 'usage: cli render FILE.json [--at N] [--around HEX] --out DIR';

export function renderCommand(args: string[]): number {
  const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const opt = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const out = opt('--out');
  const atText = opt('--at');
  const at = atText === undefined ? undefined : Number(atText);
  if (!file || !out || (at !== undefined && !(Number.isInteger(at) && at >= 0))) {
    process.stderr.write(RENDER_USAGE + '\n');
    return 2;
  }
  const log = JSON.parse(readFileSync(file, 'utf8')) as GameLog;
  // the pictures anyone watching the game would see
  const game = viewGame(replayAt(log, at), null);
  mkdirSync(out, { recursive: true });
  const around = opt('--around');
  const report: Record<string, unknown> = { title: log.title, at: at ?? 'end' };
  const jobs: [string, () => Buffer | null][] = [
    ['map', () => renderMap(game)],
    ['market', () => renderMarket(game)],
  ];
  if (around) jobs.push([`map-${around}`, () => renderMap(game, { around })]);
  for (const [name, fn] of jobs) {
    const t = performance.now();
    const png = fn();
    const ms = Math.round((performance.now() - t) * 10) / 10;
    if (!png) {
      report[name] = null;
      continue;
    }
    writeFileSync(join(out, `${name}.png`), png);
    report[name] = { bytes: png.length, ms };
  }
  // the status's pages are drawn together (the time is theirs together, on the first)
  const t = performance.now();
  const pages = renderStatusPages(game);
  const ms = Math.round((performance.now() - t) * 10) / 10;
  if (!pages.length) report.status = null;
  pages.forEach((p, n) => {
    const name = pages.length > 1 ? `status-${n + 1}` : 'status';
    writeFileSync(join(out, `${name}.png`), p.png);
    report[name] = { bytes: p.png.length, ms: n ? 0 : ms };
  });
  process.stdout.write(JSON.stringify(report) + '\n');
  return 0;
}
