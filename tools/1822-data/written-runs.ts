// Which logged runs of the real 1822 games our rules take only as written (src/engine/titles/1822/written-runs.ts):
// each game replayed, and each run (run_routes) also processed as a live move, once as logged and once without its
// written revenues; prints each run live play refuses (the message) or values otherwise (ours and the log's).
// usage: npx tsx tools/1822-data/written-runs.ts FILE.json...   (JSON=1: one JSON line per run, for written-runs.rb)
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { registerTitle } from '../../src/engine/registry.ts';
import { newGame } from '../../src/engine/game.ts';
import { effectiveActions, isChat } from '../../src/engine/log.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import def from '../../src/engine/titles/1822/index.ts';

registerTitle(def);

type Route = { train: string; revenue?: number; [k: string]: unknown };

function attempt(state: Parameters<typeof def.clone>[0], action: Action): { ok: true; revenue: number; each: number[] } | { ok: false; error: string } {
  const copy = def.clone(state);
  try {
    const events = def.process(copy, action, { live: true }) ?? [];
    for (const auto of action.auto_actions ?? []) def.process(copy, auto, { live: true });
    const run = events.find((e) => e.type === 'run') as { revenue: number; trains: { revenue: number }[] } | undefined;
    return { ok: true, revenue: run?.revenue ?? NaN, each: run?.trains.map((t) => t.revenue) ?? [] };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

let total = 0;
let taken = 0;
const kinds = new Map<string, number>();
for (const file of process.argv.slice(2)) {
  const log = JSON.parse(readFileSync(file, 'utf8')) as GameLog;
  const game = newGame(log.title, log.players, log.settings);
  const actions = effectiveActions(def.readLog ? def.readLog(log) : log.actions);
  for (const action of actions) {
    if (action.type === 'run_routes') {
      total++;
      const routes = (action.routes as Route[]) ?? [];
      const written = routes.reduce((n, r) => n + (typeof r.revenue === 'number' ? r.revenue : 0), 0);
      const asLogged = attempt(game.state, action);
      if (!asLogged.ok) {
        taken++;
        const bare = attempt(game.state, { ...action, routes: routes.map((r) => ({ ...r, revenue: undefined })) });
        const kind = bare.ok ? 'valued otherwise (accepted live at another revenue than written)' : `refused live: ${bare.error}`;
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        const out = { game: basename(file), id: action.id, entity: action.entity, written, ours: bare.ok ? bare.revenue : null, oursEach: bare.ok ? bare.each : null, error: bare.ok ? asLogged.error : bare.error, trains: routes.map((r) => `${r.train}:${r.revenue}`) };
        console.log(process.env.JSON ? JSON.stringify(out) : `${out.game} id ${out.id} ${out.entity}: written ${written}, ours ${out.ours === null ? 'refused' : `${out.ours} (${out.oursEach!.join(' ')})`} — ${out.error} [${out.trains.join(' ')}]`);
      }
    }
    if (isChat(action)) continue;
    try {
      def.process(game.state, action);
      for (const auto of action.auto_actions ?? []) def.process(game.state, auto);
    } catch (err) {
      if (!process.env.JSON) console.log(`${basename(file)}: replay stops at id ${action.id}: ${err instanceof Error ? err.message : String(err)}`);
      break;
    }
  }
}
if (!process.env.JSON) {
  console.log(`${taken} of ${total} logged runs taken as written`);
  for (const [kind, n] of kinds) console.log(`  ${n} ${kind}`);
}
