// How far each real 1822 game replays as 18xx.games plays it: the log cut after every STEP actions (and at the
// end), each cut replayed by our engine until it refuses an action, and the same cuts by 18xx.games
// (tools/18xx-diff/replay.rb); prints each cut's agreement and, per game, the last action through which every
// cut agrees. SAVE=file.json writes 18xx.games' answers at the cuts that agree (test/1822/progress.test.ts).
// usage: XX_REPO=/path/to/18xx npx tsx tools/1822-data/progress.ts STEP FILE.json...
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { registerTitle } from '../../src/engine/registry.ts';
import { replay } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import def from '../../src/engine/titles/1822/index.ts';
import { cutsOf, differences, savedText, seenOf, theirs, verdict, writeCut, type Seen } from '../18xx-diff/cuts.ts';

registerTitle(def);

const [stepText, ...files] = process.argv.slice(2);
const step = Number(stepText);
const out = process.env.OUT ?? '/tmp/1822-progress';
mkdirSync(out, { recursive: true });
const ours = new Map<string, Seen>();
const paths: string[] = [];
const cutOf = new Map<string, { file: string; k: number }>();
for (const file of files) {
  for (const cut of cutsOf(file, JSON.parse(readFileSync(file, 'utf8')) as GameLog & Record<string, unknown>, step)) {
    let game;
    try {
      game = replay(cut.log);
    } catch {
      break;
    }
    paths.push(writeCut(out, cut));
    cutOf.set(cut.name, { file: basename(file), k: cut.k });
    ours.set(cut.name, seenOf(game));
  }
}
const through = new Map<string, number>();
const broken = new Set<string>();
const saved: Record<string, unknown> = {};
for (const t of theirs(paths)) {
  const bad = differences(ours.get(t.file)!, t);
  const { file, k } = cutOf.get(t.file)!;
  if (bad.length) broken.add(file);
  else if (!broken.has(file)) {
    through.set(file, k);
    saved[t.file] = { result: t.result, reason: t.reason, turn: t.turn, round: t.round, ...(t.finished ? {} : { acting: t.acting.map(String) }) };
  }
  console.log(verdict(t.file, bad));
}
for (const file of files) console.log(`${basename(file)}: every cut agrees through action ${through.get(basename(file)) ?? 0}`);
if (process.env.SAVE) writeFileSync(process.env.SAVE, savedText(saved));
