// The wide players'-words scan over every game we have, as the hidden check plays them: each real 18xx.games
// fixture (../shared/fixtures/18xx-games, next-titles) and our 1871 and Chicago Express games, imported in the
// stand-in at several cuts (early, the first position of each kind of round and step, late), explored and played a
// few moves through the turn panels (test/e2e/words-wide.ts), everything players saw scanned for internal ids and
// engine names. Prints each finding; exits 1 if any.
//   npx tsx tools/words-scan.ts                      every game, up to 8 cuts each, 3 moves a cut
//   npx tsx tools/words-scan.ts 1828 --cuts 4 --moves 2 --dump /tmp/words    games whose file names contain 1828;
//                                                     --dump writes each cut's texts there, to read them as a player
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import '../src/titles.ts';
import type { GameLog } from '../src/engine/types.ts';
import { FIXTURES_18XX, FIXTURES_NEXT } from '../test/helpers/shared.ts';
import { cutsOf, exploreCut, findings } from '../test/e2e/words-wide.ts';
import { startWorld } from '../test/e2e/world.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const k = args.indexOf(`--${name}`);
  return k >= 0 ? args.splice(k, 2)[1]! : fallback;
};
const maxCuts = Number(flag('cuts', '8'));
const moves = Number(flag('moves', '3'));
const dump = flag('dump', '');
const filters = args;

const local = (dir: string) => fileURLToPath(new URL(`../test/fixtures/${dir}`, import.meta.url));
const files = [
  ...[FIXTURES_18XX, FIXTURES_NEXT].flatMap((d) => readdirSync(d).filter((f) => f.endsWith('.json')).map((f) => `${d}/${f}`)),
  ...['1871', 'chicago-express'].flatMap((d) => readdirSync(local(d)).filter((f) => f.endsWith('.json') && !f.startsWith('illegal')).map((f) => `${local(d)}/${f}`)),
].filter((f) => !filters.length || filters.some((x) => f.includes(x)));

if (dump) mkdirSync(dump, { recursive: true });
const w = await startWorld();
let total = 0;
let n = 0;
try {
  for (const file of files) {
    const log = JSON.parse(readFileSync(file, 'utf8')) as GameLog;
    const name = file.split('/').at(-1)!.replace(/\.json$/, '');
    const cuts = cutsOf(log, maxCuts);
    for (const cut of cuts) {
      const started = Date.now();
      let line: string;
      try {
        const { seen, book, atClaim, played } = await exploreCut(w, log, cut, { moves, presses: 40, tag: `scan-${name}-${cut}-${n++}` });
        const found = findings(seen, book, atClaim);
        total += found.length;
        line = `${name} @${cut}: ${seen.length} texts, ${played} moves, ${found.length} findings (${((Date.now() - started) / 1000).toFixed(1)} s)`;
        for (const f of found) line += `\n  ${f}`;
        if (dump) writeFileSync(`${dump}/${name}-${cut}.txt`, seen.map((s) => `[${s.where}] ${s.text}`).join('\n'));
      } catch (err) {
        total++;
        line = `${name} @${cut}: FAILED ${(err as Error).stack?.split('\n').slice(0, 4).join(' | ')}`;
      }
      console.log(line);
    }
  }
} finally {
  await w.stop();
}
console.log(`${total} findings`);
process.exit(total ? 1 : 0);
