// progress.ts in one pass per game: the cuts after every STEP actions (from FROM on) whose effective actions are
// a prefix of the whole log's (no action in them is taken back later), compared with what 18xx.games shows there,
// read while replaying the log once (seen-along.rb). Prints each cut's verdict and, per game, the last cut through
// which all agree; SAVE=file.json adds 18xx.games' answers at those cuts to the file's (test/1822/progress.test.ts).
// usage: XX_REPO=/path/to/18xx [FROM=k] [SAVE=file.json] npx tsx tools/1822-data/progress-along.ts STEP FILE.json...
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerTitle } from '../../src/engine/registry.ts';
import { replay } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameLog } from '../../src/engine/types.ts';
import def from '../../src/engine/titles/1822/index.ts';
import { differences, savedText, seenOf, verdict, type Seen } from '../18xx-diff/cuts.ts';

registerTitle(def);

const [stepText, ...files] = process.argv.slice(2);
const step = Number(stepText);
const from = Number(process.env.FROM ?? 0);
const here = fileURLToPath(new URL('.', import.meta.url));
const saved: Record<string, unknown> = process.env.SAVE && existsSync(process.env.SAVE) ? (JSON.parse(readFileSync(process.env.SAVE, 'utf8')) as Record<string, unknown>) : {};
for (const file of files) {
  const log = JSON.parse(readFileSync(file, 'utf8')) as GameLog;
  const all = effectiveActions(log.actions);
  const name = basename(file, '.json');
  // raw cut k -> its effective actions' count, when they are the whole log's first ones
  const cuts: { k: number; n: number }[] = [];
  for (let k = step; k <= log.actions.length; k += step) {
    if (k <= from) continue;
    const eff = effectiveActions(log.actions.slice(0, k));
    if (eff.every((a, i) => all[i] === a)) cuts.push({ k, n: eff.length });
  }
  const ours = new Map<number, Seen>();
  for (const c of cuts) {
    try {
      ours.set(c.k, seenOf(replay({ ...log, actions: log.actions.slice(0, c.k) })));
    } catch {
      break;
    }
  }
  const tmp = join('/tmp', `along-${process.pid}-${name}.json`);
  writeFileSync(tmp, JSON.stringify({ ...log, actions: all }));
  const out = execFileSync('ruby', [join(here, 'seen-along.rb'), tmp, cuts.map((c) => c.n).join(',')], { env: { ...process.env, ENGINE_LOG_LEVEL: '4' }, maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  const theirs = new Map(out.trim().split('\n').filter(Boolean).map((l) => { const t = JSON.parse(l) as Seen & { at: number }; return [t.at, t]; }));
  let through = 0;
  for (const c of cuts) {
    const o = ours.get(c.k);
    const t = theirs.get(c.n);
    if (!o || !t) break;
    const bad = differences(o, t);
    console.log(verdict(`${name}@${c.k}`, bad));
    if (bad.length) break;
    through = c.k;
    saved[`${name}@${c.k}.json`] = { result: t.result, reason: t.reason, turn: t.turn, round: t.round, ...(t.finished ? {} : { acting: t.acting.map(String) }) };
  }
  console.log(`${name}: every cut agrees through action ${through}`);
}
if (process.env.SAVE) writeFileSync(process.env.SAVE, savedText(saved));
