// Our thread's story of an 18xx.games export, one line per event as the bot words it: "ACTION_ID LINE".
// Compare with 18xx.games' own log (log.rb beside this file), line by line:
//   npx tsx tools/18xx-diff/18chesapeake/story.ts FILE.json > ours.txt
//   XX_REPO=/path/to/18xx ENGINE_LOG_LEVEL=4 ruby tools/18xx-diff/18chesapeake/log.rb FILE.json > theirs.txt
import { readFileSync } from 'node:fs';
import '../../../src/titles.ts';
import { applyAction, newGame } from '../../../src/engine/game.ts';
import type { GameLog } from '../../../src/engine/types.ts';
import { viewGame } from '../../../src/engine/view.ts';
import { nameBook, storyOf } from '../../../src/bot/services/story.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: story.ts FILE.json');
const log = JSON.parse(readFileSync(file, 'utf8')) as GameLog;
let game = newGame(log.title, log.players, log.settings);
const out: string[] = [];
for (const action of log.actions) {
  game = applyAction(game, action);
  const view = viewGame(game, null);
  for (const line of storyOf(game.events ?? [], nameBook(view))) out.push(`${String(action.id)} ${line}`);
}
console.log(out.join('\n'));
