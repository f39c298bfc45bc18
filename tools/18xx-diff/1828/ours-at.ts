// Our state after a given action id of an export (companies, players' cash, corporations): the counterpart of
// dump.rb. usage: npx tsx tools/18xx-diff/1828/ours-at.ts FILE ID
import { readFileSync } from 'node:fs';
import '../../../src/titles.ts';
import { effectiveActions } from '../../../src/engine/log.ts';
import { newGame } from '../../../src/engine/game.ts';

const data = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
const at = Number(process.argv[3]);
const game = newGame(data.title, data.players.map((p: { id: string | number; name: string }) => ({ id: p.id, name: p.name })), { seed: data.id, ...(data.settings ?? {}) });
const state: any = game.state;
for (const a of effectiveActions(data.actions)) {
  if ((a.id as number) > at) break;
  if (a.type !== 'message') game.def.process(state, a);
}
const companies = Object.fromEntries(state.companies.map((c: any) => [c.sym, c.closed ? 'closed' : c.owner ?? null]));
const corps = Object.fromEntries(state.corps.filter((c: any) => c.ipoed).map((c: any) => [c.sym, { cash: state.cash[c.sym], floated: c.floated, president: c.president }]));
console.log(JSON.stringify({ at, round: state.round.kind, step: state.round.step, cash: Object.fromEntries(state.order.map((p: string) => [p, state.cash[p]])), companies, corps }));
