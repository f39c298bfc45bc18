// 1822's destination bonus, from real games: a run earns the destination's revenue again on one route visiting the
// cities of the major's home and destination tokens. 18xx.games writes each route's revenue in the action
// (with the bonus, "(£40)" in its words); our run must give each route the same.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/game.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import def from '../../src/engine/titles/1822/index.ts';

registerTitle(def);

const DIR = new URL('../../../shared/fixtures/next-titles/', import.meta.url);

function runAt(file: string, id: number): { logged: number[]; ours: number[] } {
  const log = JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as GameLog;
  const g = replay({ ...log, actions: log.actions.filter((a) => (a.id ?? 0) < id) });
  const action = log.actions.find((a) => a.id === id)! as Action & { routes: { revenue: number }[] };
  const events = g.def.process(g.state, action) ?? [];
  const run = events.find((e) => e.type === 'run');
  return { logged: action.routes.map((r) => r.revenue), ours: run?.type === 'run' ? run.trains.map((t) => t.revenue) : [] };
}

describe('1822 destination bonus', () => {
  it("asks for the home token's city: a route through another London city earns none (1822mrs-game_end_bank id 439)", () => {
    const { logged, ours } = runAt('1822mrs-game_end_bank.json', 439);
    expect(ours).toEqual(logged);
  });

  it('goes to the last of the routes visiting both cities (1822-discard_trains_after_sr_export id 633)', () => {
    const { logged, ours } = runAt('1822-discard_trains_after_sr_export.json', 633);
    expect(ours).toEqual(logged);
  });
});
