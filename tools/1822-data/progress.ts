// How far each real 1822 game replays as 18xx.games plays it: the log cut after every STEP actions (and at the
// end), each cut replayed by our engine until it refuses an action, and the same cuts by 18xx.games
// (tools/18xx-diff/replay.rb); prints each cut's agreement and, per game, the last action through which every
// cut agrees. SAVE=file.json writes 18xx.games' answers at the cuts that agree (test/1822/progress.test.ts).
// usage: XX_REPO=/path/to/18xx npx tsx tools/1822-data/progress.ts STEP FILE.json...
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerTitle } from '../../src/engine/registry.ts';
import { activePlayers, replay } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import def from '../../src/engine/titles/1822/index.ts';

registerTitle(def);

interface Seen {
  result: Record<string, number>;
  reason: string | null;
  turn?: number;
  round?: string;
  acting: string[];
  finished?: boolean;
  error?: string | null;
}

const [stepText, ...files] = process.argv.slice(2);
const step = Number(stepText);
const out = process.env.OUT ?? '/tmp/1822-progress';
mkdirSync(out, { recursive: true });
const ours = new Map<string, Seen>();
const cuts: string[] = [];
const cutOf = new Map<string, { file: string; k: number }>();
for (const file of files) {
  const log = JSON.parse(readFileSync(file, 'utf8')) as GameLog & Record<string, unknown>;
  const n = log.actions.length;
  const points = [...Array.from({ length: Math.floor((n - 1) / step) }, (_, k) => (k + 1) * step), n];
  for (const k of points) {
    const { result: _r, game_end_reason: _g, ...rest } = log;
    const cut = { ...rest, actions: log.actions.slice(0, k) };
    let game;
    try {
      game = replay(cut as GameLog);
    } catch {
      break;
    }
    const name = `${basename(file, '.json')}@${k}.json`;
    writeFileSync(join(out, name), JSON.stringify(cut));
    cuts.push(join(out, name));
    cutOf.set(name, { file: basename(file), k });
    const at = game.def.progress?.(game.state);
    ours.set(name, {
      result: game.def.result(game.state),
      reason: game.def.endReason(game.state),
      ...(at ? { turn: at.turn, round: at.round } : {}),
      acting: activePlayers(game).map(String),
    });
  }
}
const here = fileURLToPath(new URL('../18xx-diff/', import.meta.url));
const lines = execFileSync('ruby', [join(here, 'replay.rb'), ...cuts], { env: { ...process.env, ENGINE_LOG_LEVEL: '4' }, maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'ignore'] })
  .toString()
  .trim()
  .split('\n');
const norm = (r: Record<string, number>) => JSON.stringify(Object.entries(r).map(([k, v]) => [String(k), v]).sort());
const through = new Map<string, number>();
const broken = new Set<string>();
const saved: Record<string, unknown> = {};
for (const line of lines) {
  const t = JSON.parse(line) as Seen & { file: string };
  const o = ours.get(t.file)!;
  const fields: [string, unknown, unknown][] = [
    ['result', norm(o.result), norm(t.result)],
    ['reason', o.reason, t.reason],
    ['turn', o.turn, t.turn],
    ['round', o.round, t.round],
  ];
  if (!t.finished) fields.push(['acting', o.acting.join(','), t.acting.map(String).join(',')]);
  const bad = fields.filter(([, a, b]) => a !== b);
  if (t.error) bad.push(['error', null, t.error]);
  const { file, k } = cutOf.get(t.file)!;
  if (bad.length) broken.add(file);
  else if (!broken.has(file)) {
    through.set(file, k);
    saved[t.file] = { result: t.result, reason: t.reason, turn: t.turn, round: t.round, ...(t.finished ? {} : { acting: t.acting.map(String) }) };
  }
  console.log(`${bad.length ? 'DIFF' : 'OK  '} ${t.file}${bad.map(([f, a, b]) => ` ${f}: ours ${String(a)} theirs ${String(b)}`).join('')}`);
}
for (const file of files) console.log(`${basename(file)}: every cut agrees through action ${through.get(basename(file)) ?? 0}`);
if (process.env.SAVE) writeFileSync(process.env.SAVE, JSON.stringify(saved, null, 0).replace(/},"/g, '},\n"') + '\n');
