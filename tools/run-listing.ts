// The run listing along real games: each game replayed once, as test/1822/listed-check.ts replays it (action by
// action, to the first action the engine refuses); at each position where the log runs trains (`run_routes`), the
// acting players' legal moves are listed and timed, and the listed run's revenue is recorded. Prints one line per
// position ("file<TAB>action id<TAB>ms of CPU<TAB>revenue") and the slowest positions at the end; the revenues make a
// before/after comparison of the route search (run it before a change into a file, after it into another, diff them).
//   npx tsx tools/run-listing.ts ../shared/fixtures/next-titles/1822*.json > /tmp/before.tsv
// Environment: TOP (slowest positions summarised, default 10); VERIFY=1 plays each listed run as a live move on a copy
// of the state and says whether the engine accepts it and pays its listed revenue ("ok").
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import '../src/titles.ts';
import { newGame } from '../src/engine/game.ts';
import { effectiveActions, isChat } from '../src/engine/log.ts';
import type { Action, GameLog } from '../src/engine/types.ts';

const revenueOf = (a: Action) => ((a.routes as { revenue?: number }[]) ?? []).reduce((n, r) => n + (r.revenue ?? 0), 0);

/** What the engine pays the listed run played live on a copy of the state ("ok" when that is its listed total). */
function verify(game: ReturnType<typeof newGame>, action: Action): string {
  try {
    const events = game.def.process(game.def.clone(game.state), action, { live: true }) ?? [];
    const run = events.find((e) => e.type === 'run') as { revenue?: number } | undefined;
    return run?.revenue === revenueOf(action) ? 'ok' : `PAYS ${run?.revenue}`;
  } catch (err) {
    return `REFUSED ${err instanceof Error ? err.message : String(err)}`;
  }
}

const rows: { file: string; id: string; ms: number; revenue: string }[] = [];
for (const path of process.argv.slice(2)) {
  const file = basename(path);
  const log = JSON.parse(readFileSync(path, 'utf8')) as GameLog;
  const game = newGame(log.title, log.players, log.settings);
  for (const a of effectiveActions(log.actions)) {
    if (a.type === 'end_game') break;
    if (a.type === 'run_routes' && !isChat(a)) {
      const t = process.cpuUsage();
      const listed = game.def.activePlayers(game.state).flatMap((p) => game.def.legalActions(game.state, p));
      const used = process.cpuUsage(t);
      const ms = (used.user + used.system) / 1000;
      const runs = listed.filter((c) => c.action.type === 'run_routes');
      // (the listed run's label says its total, the routes their own revenues; both recorded)
      let revenue = runs.map((c) => `${revenueOf(c.action)}|${c.label}`).join(' ; ') || 'none';
      // VERIFY=1: each listed run played as a live move on a copy: the engine must accept it and pay what it lists
      if (process.env.VERIFY) for (const c of runs) revenue += ` ${verify(game, c.action)}`;
      rows.push({ file, id: String(a.id), ms, revenue });
      console.log(`${file}\t${a.id}\t${ms.toFixed(1)}\t${revenue}`);
    }
    try {
      game.def.process(game.state, a);
      for (const auto of a.auto_actions ?? []) game.def.process(game.state, auto);
    } catch {
      break;
    }
  }
}
const top = Number(process.env.TOP ?? 10);
const total = rows.reduce((n, r) => n + r.ms, 0);
console.error(`${rows.length} run positions, listing ${(total / 1000).toFixed(1)} s in all; slowest:`);
for (const r of [...rows].sort((a, b) => b.ms - a.ms).slice(0, top)) console.error(`  ${r.file} ${r.id}: ${r.ms.toFixed(0)} ms`);
