// A revenue stored with a route in the log must equal what the track gives; a different one names the action.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { replay, ReplayError } from '../../src/engine/game.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import { loadFixture } from './helpers.ts';

function withRevenue(log: GameLog, actionId: number, revenue: number): GameLog {
  const actions = log.actions.map((a) =>
    a.id === actionId ? { ...a, routes: (a.routes as Record<string, unknown>[]).map((r, i) => (i === 0 ? { ...r, revenue } : r)) } : a,
  );
  return { ...log, actions: actions as Action[] };
}

describe('stored route revenue', () => {
  const log = loadFixture('18chesapeake-1905.json');
  const run = log.actions.filter((a) => a.type === 'run_routes')[5]!;

  it('a wrong stored revenue is an error naming the action; the computed one replays', () => {
    let error: unknown;
    try {
      replay(withRevenue(log, run.id!, 99999));
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ReplayError);
    const message = (error as Error).message;
    expect(message).toContain(String(run.id));
    const computed = Number(/earns (\d+), not the 99999/.exec(message)?.[1]);
    expect(computed).toBeGreaterThan(0);
    expect(() => replay(withRevenue(log, run.id!, computed))).not.toThrow();
  });
});
