// State digest of replays, to show a change keeps them state-identical: for each log, a hash of the full state
// and the events after every action, and of every active player's legal actions every N actions (default 1;
// 0 = none). Run it in two checkouts and compare the lines.
// usage: npx tsx tools/state-digest.ts [--legal N] FILE.json...
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import '../src/titles.ts';
import { newGame } from '../src/engine/game.ts';
import { effectiveActions } from '../src/engine/log.ts';
import type { GameLog } from '../src/engine/types.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--legal');
const every = at >= 0 ? Number(args[at + 1]) : 1;
const files = args.filter((a, i) => a !== '--legal' && args[i - 1] !== '--legal');
for (const file of files) {
  const log = JSON.parse(readFileSync(file, 'utf8')) as GameLog;
  const game = newGame(log.title, log.players, log.settings);
  const states = createHash('sha256');
  const legal = createHash('sha256');
  let error = '';
  effectiveActions(log.actions).forEach((action, i) => {
    if (error || action.type === 'message') return;
    try {
      const events = [game.def.process(game.state, action) ?? []];
      for (const auto of action.auto_actions ?? []) events.push(game.def.process(game.state, auto) ?? []);
      states.update(JSON.stringify(game.state));
      states.update(JSON.stringify(events));
      if (every > 0 && i % every === 0) {
        for (const p of game.def.activePlayers(game.state)) legal.update(JSON.stringify(game.def.legalActions(game.state, p)));
      }
    } catch (err) {
      error = `stops at #${i}: ${err instanceof Error ? err.message : String(err)}`;
    }
  });
  console.log(file.split('/').slice(-2).join('/'), 'states', states.digest('hex').slice(0, 16), 'legal', legal.digest('hex').slice(0, 16), error);
}
