// Our side of steps.rb: after every effective action of an export, the action id, who acts next and the players'
// cash (sorted by player id). usage: npx tsx tools/18xx-diff/1828/steps.ts FILE
import { readFileSync } from 'node:fs';
import '../../../src/titles.ts';
import { effectiveActions } from '../../../src/engine/log.ts';
import { newGame } from '../../../src/engine/game.ts';


const data = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
const game = newGame(data.title, data.players.map((p: { id: string | number; name: string }) => ({ id: p.id, name: p.name })), { seed: data.id, ...(data.settings ?? {}) });
const def = game.def;
const state = game.state;
const ids = data.players.map((p: { id: unknown }) => String(p.id)).sort();
for (const a of effectiveActions(data.actions)) {
  if (a.type === 'message') continue;
  def.process(state, a);
  const r: any = (state as any).round;
  const active = r.kind === 'operating' && !def.activePlayers(state).length ? [] : def.activePlayers(state);
  const opNow = r.kind === 'operating' ? r.order[r.index] : null;
  const t = (state as any).title;
  const who = t?.cpToken ? ['C&P'] : t?.ek?.forcedFor && opNow ? ['E&K'] : opNow ? [opNow] : active;
  console.log(`${a.id} ${who.join(',')} ${ids.map((p: string) => (state as any).cash[p]).join(',')}`);
}
