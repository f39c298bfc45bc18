// One turn-panel press at a late 1822 position, through the stand-in and the real bot (PGlite in memory): the real
// game 1822MRS 33867 imported at action 592, where GWR's operator presses its pass on the thread's panel and the game
// then waits on a player whose listing is among the game's costliest (~400 lays). Measured from the press to the
// thread's message: wall time, this process's CPU time (bot, stand-in and PGlite alike), and how many times the
// title listed legal moves. Each run on a fresh import (the import is not measured).
import { readFileSync } from 'node:fs';
import '../src/titles.ts';
import { replay, toEnvelope } from '../src/engine/game.ts';
import type { GameLog } from '../src/engine/types.ts';
import { percentile } from './latency.ts';
import type { BenchResult } from './measure.ts';
import { FIXTURES_NEXT } from '../test/helpers/shared.ts';
import { importAndSeat, startWorld, withThreadPost } from '../test/e2e/world.ts';
import { panelComps, threadPanel } from '../test/e2e/panel-helpers.ts';

const FILE = '1822mrs-33867.json';
const CUT = 592;
const RUNS = 5;
const USERS = ['alice', 'bob', 'carol', 'dan', 'erin', 'fay', 'gus'];

const round2 = (ms: number) => Math.round(ms * 100) / 100;

export default async function bench(): Promise<BenchResult[]> {
  const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/${FILE}`, 'utf8')) as GameLog;
  const partial = replay({ ...log, actions: log.actions.slice(0, CUT), result: undefined, game_end_reason: null, status: 'active' });
  const users = Object.fromEntries(log.players.map((p, i) => [p.name, USERS[i]!]));
  const userOf = (player: string) => users[log.players.find((p) => String(p.id) === player)!.name]!;
  const acting = String(log.actions[CUT]!.entity);
  const w = await startWorld();
  const wall: number[] = [];
  const cpu: number[] = [];
  const listings: number[] = [];
  try {
    for (let r = 0; r < RUNS; r++) {
      const { gameId, threadId } = await importAndSeat(w, toEnvelope(partial), `bench-press-${r}`, users);
      const game = (await w.bot.ctx.games.load(gameId)).game!;
      const operator = log.players.find((p) => String(p.id) === String(game.def.activePlayers(game.state)[0]))!;
      const panel = threadPanel(w, threadId)!;
      // (the pass of the step it is in: "GWR: done")
      const pass = panelComps(panel).find((c) => c.type === 2 && (c.label === `${acting}: done` || c.label === `${acting}: pass`));
      if (!pass) throw new Error(`no pass for ${acting} on the panel: ${panelComps(panel).map((c) => c.label ?? c.placeholder).join(' | ')}`);
      let listed = 0;
      const real = game.def.legalActions;
      game.def.legalActions = (state, player) => (listed++, real(state, player));
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      try {
        await withThreadPost(w, await w.sim.clickButton({ user: w.user(userOf(String(operator.id))), messageId: panel.id, customId: pass.custom_id }));
      } finally {
        game.def.legalActions = real;
      }
      const used = process.cpuUsage(c0);
      wall.push(performance.now() - t0);
      cpu.push((used.user + used.system) / 1000);
      listings.push(listed);
    }
  } finally {
    await w.stop();
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  return [
    {
      name: `1822 panel press (${FILE} at ${CUT}: ${acting} passes), to the thread's message`,
      medianMs: round2(percentile(sorted(wall), 50)),
      runs: RUNS,
      note: `wall max ${round2(sorted(wall).at(-1)!)} ms; CPU median ${round2(percentile(sorted(cpu), 50))} ms, max ${round2(sorted(cpu).at(-1)!)} ms; legal-move listings per press ${sorted(listings).join(', ')}`,
    },
  ];
}
