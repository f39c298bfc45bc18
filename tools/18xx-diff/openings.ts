// Openings: a real 18xx.games log cut after every STEP actions, each cut replayed by our engine and by the
// 18xx.games engine (replay.rb), comparing what an export shows mid-game: the players' current values
// (`result`), the turn, the round's name, who is acting (until the end), and the end reason once there is one.
// usage: XX_REPO=/path/to/18xx npx tsx tools/18xx-diff/openings.ts STEP FILE.json...
// SAVE=file.json also writes what 18xx.games showed at each cut (a fixture: test/1828/openings.test.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import '../../src/titles.ts';
import { replay } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { cutsOf, differences, savedText, seenOf, theirs, verdict, writeCut, type Seen } from './cuts.ts';

const [stepText, ...files] = process.argv.slice(2);
const step = Number(stepText);
if (!Number.isInteger(step) || step < 1 || !files.length) throw new Error('usage: openings.ts STEP FILE.json...');
const out = process.env.OUT ?? '/tmp/18xx-openings';
mkdirSync(out, { recursive: true });

const ours = new Map<string, Seen>();
const paths: string[] = [];
for (const file of files) {
  for (const cut of cutsOf(file, JSON.parse(readFileSync(file, 'utf8')) as GameLog & Record<string, unknown>, step)) {
    paths.push(writeCut(out, cut));
    ours.set(cut.name, seenOf(replay(cut.log)));
  }
}

const answers = theirs(paths);
let differ = 0;
const saved: Record<string, Record<string, unknown>> = {};
for (const t of answers) {
  saved[t.file] = { finished: t.finished, reason: t.reason, result: t.result, turn: t.turn, round: t.round, ...(t.finished ? {} : { acting: t.acting.map(String) }) };
  const bad = differences(ours.get(t.file)!, t);
  if (bad.length) differ++;
  console.log(verdict(t.file, bad));
}
console.log(`${answers.length - differ} of ${answers.length} cuts agree`);
if (process.env.SAVE) writeFileSync(process.env.SAVE, savedText(saved));
process.exitCode = differ ? 1 : 0;
