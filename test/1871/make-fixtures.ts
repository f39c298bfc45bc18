// Writes the 1871 logs in test/fixtures/1871/ by random legal play, as the bot plays a game (every move from
// legalActions, applied live with applyAction; passing less often than moving, so that the game gets somewhere):
//   npx tsx test/1871/make-fixtures.ts 3 9      (players, seed: random-3p-9.json)
// 1871 has no record of real games; these are whole games with sealed rounds, used where every game of every title
// is replayed (test/hardening/proto-replay.test.ts, players' words, phone fit).
import '../../src/titles.ts';
import { writeFileSync } from 'node:fs';
import { activePlayers, applyAction, legalActions, newGame, toEnvelope } from '../../src/engine/game.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import { LATEST_DATA_VERSION } from '../../src/engine/titles/1871/data/index.ts';

const [players, seed] = process.argv.slice(2).map(Number);
if (!players || !seed) throw new Error('usage: make-fixtures.ts PLAYERS SEED');
const seats = Array.from({ length: players }, (_, i) => ({ id: 101 + i, name: ['Ann', 'Ben', 'Cid', 'Dee', 'Eve'][i]! }));
let g = newGame('1871-steel-cities', seats, { seed, data_version: LATEST_DATA_VERSION });
const rng = new SeededRandom(seed);
for (let n = 1; !g.def.finished(g.state) && n <= 5000; n++) {
  const who = activePlayers(g);
  const choices = legalActions(g, who[rng.next() % who.length]!);
  const moves = choices.filter((c) => c.action.type !== 'pass');
  const pick = moves.length && rng.next() % 4 ? moves[rng.next() % moves.length]! : choices[rng.next() % choices.length]!;
  g = applyAction(g, { ...pick.action, id: n });
}
const name = `random-${players}p-${seed}`;
writeFileSync(new URL(`../fixtures/1871/${name}.json`, import.meta.url), JSON.stringify({ id: name, ...toEnvelope(g) }));
console.log(`${name}: ${g.log.length} actions, ${String(g.def.endReason(g.state))}`);
