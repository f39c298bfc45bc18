// What the whole listing costs along real 1822 games: each game replayed once, as test/1822/listed-check.ts replays
// it (action by action, to the first action the engine refuses); at each position of a move, the acting players'
// legal moves are listed and timed, split by the step that listed them (each step's own CPU time, without the steps
// it calls). Prints the totals by step and the slowest positions.
//   npx tsx tools/listing-cost.ts ../shared/fixtures/next-titles/1822*.json
// Environment: TOP (slowest positions, default 10); DUMP=file writes every position's listing (labels and actions,
// sorted JSON, one line a position) for a before/after comparison of a change to how legality is computed.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import '../src/titles.ts';
import { newGame } from '../src/engine/game.ts';
import { effectiveActions, isChat } from '../src/engine/log.ts';
import type { Action, GameLog } from '../src/engine/types.ts';
import type { Step } from '../src/engine/18xx/context.ts';
import { rules1822 } from '../src/engine/titles/1822/rules.ts';

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// each step's choices timed on its own (a step called inside another's listing is taken off the caller's time)
const byStep = new Map<string, number>();
const stack: number[] = [];
const steps = [...Object.values(rules1822.rounds).flatMap((r) => r.steps), ...rules1822.interrupts];
for (const step of new Set<Step>(steps)) {
  const choices = step.choices.bind(step);
  step.choices = (...args) => {
    const t = cpu();
    stack.push(0);
    try {
      return choices(...args);
    } finally {
      const inner = stack.pop()!;
      const spent = cpu() - t;
      byStep.set(step.id, (byStep.get(step.id) ?? 0) + spent - inner);
      if (stack.length) stack[stack.length - 1]! += spent;
    }
  };
}

const rows: { at: string; ms: number }[] = [];
const dump: string[] = [];
for (const path of process.argv.slice(2)) {
  const file = basename(path);
  const log = JSON.parse(readFileSync(path, 'utf8')) as GameLog;
  const game = newGame(log.title, log.players, log.settings);
  for (const a of effectiveActions(log.actions)) {
    if (a.type === 'end_game') break;
    if (!(isChat(a) || a.type.startsWith('program_'))) {
      const t = cpu();
      const listed = game.def.activePlayers(game.state).flatMap((p) => game.def.legalActions(game.state, p));
      rows.push({ at: `${file} ${a.id}`, ms: cpu() - t });
      if (process.env.DUMP) dump.push(`${file} ${a.id}\t${JSON.stringify(listed.map((c) => JSON.stringify(c)).sort())}`);
    }
    try {
      game.def.process(game.state, a as Action);
      for (const auto of a.auto_actions ?? []) game.def.process(game.state, auto);
    } catch {
      break;
    }
  }
}
if (process.env.DUMP) writeFileSync(process.env.DUMP, dump.join('\n') + '\n');
const total = rows.reduce((n, r) => n + r.ms, 0);
console.log(`${rows.length} positions, listing ${(total / 1000).toFixed(1)} s of CPU in all; by step:`);
for (const [id, ms] of [...byStep].sort((a, b) => b[1] - a[1])) console.log(`  ${id}: ${(ms / 1000).toFixed(2)} s`);
console.log('slowest:');
for (const r of [...rows].sort((a, b) => b.ms - a.ms).slice(0, Number(process.env.TOP ?? 10))) console.log(`  ${r.at}: ${r.ms.toFixed(0)} ms`);
