// Openings: a real 18xx.games log cut after every STEP actions, each cut replayed by our engine and by the
// 18xx.games engine (replay.rb), comparing what an export shows mid-game: the players' current values
// (`result`), the turn, the round's name, who is acting (until the end), and the end reason once there is one.
// usage: XX_REPO=/path/to/18xx npx tsx tools/18xx-diff/openings.ts STEP FILE.json...
// SAVE=file.json also writes what 18xx.games showed at each cut (a fixture: test/1828/openings.test.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import '../../src/titles.ts';
import { activePlayers, replay } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';

interface Seen {
  finished?: boolean;
  result: Record<string, number>;
  reason: string | null;
  turn?: number;
  round?: string;
  acting: string[];
  error?: string | null;
}

const [stepText, ...files] = process.argv.slice(2);
const step = Number(stepText);
if (!Number.isInteger(step) || step < 1 || !files.length) throw new Error('usage: openings.ts STEP FILE.json...');
const out = process.env.OUT ?? '/tmp/18xx-openings';
mkdirSync(out, { recursive: true });

const ours = new Map<string, Seen>();
const cuts: string[] = [];
for (const file of files) {
  const log = JSON.parse(readFileSync(file, 'utf8')) as GameLog & Record<string, unknown>;
  const n = log.actions.length;
  const points = [...Array.from({ length: Math.floor((n - 1) / step) }, (_, k) => (k + 1) * step), n];
  for (const k of points) {
    const { result: _r, game_end_reason: _g, ...rest } = log;
    const cut = { ...rest, actions: log.actions.slice(0, k) };
    const name = `${basename(file, '.json')}@${k}.json`;
    writeFileSync(join(out, name), JSON.stringify(cut));
    cuts.push(join(out, name));
    const game = replay(cut as GameLog);
    const at = game.def.progress?.(game.state);
    ours.set(name, {
      result: game.def.result(game.state),
      reason: game.def.endReason(game.state),
      ...(at ? { turn: at.turn, round: at.round } : {}),
      acting: activePlayers(game).map(String),
    });
  }
}

const here = fileURLToPath(new URL('.', import.meta.url));
const lines = execFileSync('ruby', [join(here, 'replay.rb'), ...cuts], { env: { ...process.env, ENGINE_LOG_LEVEL: '4' }, maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'ignore'] })
  .toString()
  .trim()
  .split('\n');
const norm = (r: Record<string, number>) => JSON.stringify(Object.entries(r).map(([k, v]) => [String(k), v]).sort());
let differ = 0;
const saved: Record<string, Record<string, unknown>> = {};
for (const line of lines) {
  const t = JSON.parse(line) as Seen & { file: string };
  saved[t.file] = { finished: t.finished, reason: t.reason, result: t.result, turn: t.turn, round: t.round, ...(t.finished ? {} : { acting: t.acting.map(String) }) };
  const o = ours.get(t.file)!;
  const fields: [string, unknown, unknown][] = [
    ['result', norm(o.result), norm(t.result)],
    ['reason', o.reason, t.reason],
    ['turn', o.turn, t.turn],
    ['round', o.round, t.round],
  ];
  // who is "acting" once the game is over means nothing (18xx.games keeps the last round's players)
  if (!t.finished) fields.push(['acting', o.acting.join(','), t.acting.map(String).join(',')]);
  const bad = fields.filter(([, a, b]) => a !== b);
  if (t.error) bad.push(['error', null, t.error]);
  if (bad.length) differ++;
  console.log(`${bad.length ? 'DIFF' : 'OK  '} ${t.file}${bad.map(([f, a, b]) => ` ${f}: ours ${String(a)} theirs ${String(b)}`).join('')}`);
}
console.log(`${lines.length - differ} of ${lines.length} cuts agree`);
if (process.env.SAVE) writeFileSync(process.env.SAVE, JSON.stringify(saved, null, 0).replace(/},"/g, '},\n"') + '\n');
process.exitCode = differ ? 1 : 0;
