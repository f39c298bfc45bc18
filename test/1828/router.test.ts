import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { newGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { xxContext } from '../../src/engine/18xx/face.ts';
import { corpOf, type GameState } from '../../src/engine/18xx/state.ts';
import type { RouteInput } from '../../src/engine/18xx/map-port.ts';
import { GAMES, loadGame } from './fixtures.ts';

// The auto-router (the title's map port, as the bot asks it) at every run_routes position of the real games:
// its routes pass the engine's own route check at the revenue it claims, and never earn less than the log's.
describe('1828 best routes at every logged run', () => {
  for (const name of GAMES) {
    it(name, () => {
      const log = loadGame(name);
      const game = newGame(log.title, log.players, log.settings);
      const state = game.state as GameState;
      const ctx = xxContext(game.def, state)!;
      let runs = 0;
      let positive = 0;
      const below: string[] = [];
      for (const action of effectiveActions(log.actions)) {
        if (action.type === 'message') continue;
        if (action.type === 'run_routes') {
          const corp = String(action.entity);
          const trains = corpOf(state, corp).trains.slice();
          const logged = ctx.map.routesRevenue(state, corp, (action.routes as RouteInput[]) ?? []);
          const best = ctx.map.bestRoutes!(state, corp, trains);
          expect(best, `${action.id} ${corp}`).not.toBeNull();
          expect(ctx.map.routesRevenue(state, corp, best!.routes)).toBe(best!.revenue);
          if (best!.revenue < logged) below.push(`${action.id} ${corp} ${trains.join(',')}: ${best!.revenue} < ${logged}`);
          runs++;
          if (best!.revenue > 0) positive++;
        }
        game.def.process(state, action);
        for (const auto of action.auto_actions ?? []) game.def.process(state, auto);
      }
      expect(runs).toBeGreaterThan(40);
      expect(positive).toBeGreaterThan(30);
      expect(below).toEqual([]);
    }, 60_000);
  }
});
