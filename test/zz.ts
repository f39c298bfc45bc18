import '../src/titles.ts';
import { loadTitlePieces } from '../src/title-pieces.ts';
import { activePlayers, applyAction, legalActions, newGame } from '../src/engine/game.ts';
import { SeededRandom } from '../src/engine/rng.ts';
import { viewGame } from '../src/engine/view.ts';
import { pictureReports } from '../src/render/index.ts';
import { LATEST_DATA_VERSION } from '../src/engine/titles/1871/data/index.ts';
await loadTitlePieces();
const seats = ['alice', 'bob', 'carol', 'dave'].map((n, i) => ({ id: `p${i}`, name: n }));
let g = newGame('1871-steel-cities', seats, { seed: 4, data_version: LATEST_DATA_VERSION });
const rng = new SeededRandom(4);
while (g.log.length < 60) {
  const who = activePlayers(g); const choices = legalActions(g, who[rng.next() % who.length]!);
  g = applyAction(g, choices[rng.next() % choices.length]!.action);
}
const v = viewGame(g, null);
for (const kind of ['status', 'market', 'map'] as const) for (const r of pictureReports(v, kind, kind === 'map' ? {} : undefined)) console.log(kind, r.label, r.texts.filter((t) => /provision|1822|1871/i.test(t)).slice(0, 3));
for (const r of pictureReports(v, 'map', { around: 'F8' })) console.log('closeup', r.texts.filter((t) => /provision|1822|1871/i.test(t)).slice(0, 3), r.texts.slice(0,3));
console.log(v.envelopeTitle);
