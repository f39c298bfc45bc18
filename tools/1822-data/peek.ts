// Replays the first N actions of an 18xx.games 1822 export with our engine and prints what peek.rb prints of
// 18xx.games' state (round, who acts, players' cash and values, companies, bid boxes), to find where they part.
// usage: npx tsx tools/1822-data/peek.ts FILE.json N
import { readFileSync } from 'node:fs';
import { registerTitle } from '../../src/engine/registry.ts';
import { activePlayers, replay } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import def from '../../src/engine/titles/1822/index.ts';
import { bidboxConcessions, bidboxMinors, bidboxPrivates } from '../../src/engine/titles/1822/bidbox.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';

registerTitle(def);
const [file, n] = process.argv.slice(2);
const log = JSON.parse(readFileSync(file!, 'utf8')) as GameLog;
const game = replay({ ...log, actions: log.actions.slice(0, Number(n)) });
const s = game.state as GameState;
const result = def.result(s);
console.log(`round=${s.round.kind} turn=${s.turn} acting=${JSON.stringify(activePlayers(game))} phase=${s.phase}`);
console.log(`order=${JSON.stringify(s.order)} result=${JSON.stringify(result)}`);
for (const p of s.order) {
  const companies = s.companies.filter((c) => c.owner === p && !c.closed).map((c) => c.sym);
  const shares = s.shares.filter((x) => x.owner === p).map((x) => x.id);
  console.log(`  ${p} cash=${s.cash[p]} value=${result[p]} companies=${JSON.stringify(companies)} shares=${JSON.stringify(shares)}`);
}
console.log(`companies=${s.companies.filter((c) => !c.closed).map((c) => `${c.sym}:${c.owner === 'bank' ? '' : (c.owner ?? '')}`).join(' ')}`);
console.log(`bidbox m=${JSON.stringify(bidboxMinors(s))} c=${JSON.stringify(bidboxConcessions(s))} p=${JSON.stringify(bidboxPrivates(s))}`);
for (const c of s.corps.filter((x) => x.ipoed)) console.log(`  corp ${c.sym} cash=${s.cash[c.sym] ?? 0} price=${c.parPrice} owner=${c.president} trains=${JSON.stringify(c.trains)}`);
console.log(`depot first=${JSON.stringify(s.upcoming.slice(0, 3))}`);
