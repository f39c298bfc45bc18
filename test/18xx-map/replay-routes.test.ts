import { describe, expect, it } from 'vitest';
import { checkRoutes, type RouteInput } from '../../src/engine/18xx/map/index.ts';
import { CHESAPEAKE_FIXTURES, replay } from './fixtures.ts';
import { trainDistance } from './train-distance.ts';

interface LoggedRoute {
  train: string;
  connections: string[][];
  revenue?: number;
  hexes?: string[];
}

describe('18Chesapeake fixtures: every run_routes passes checkRoutes', () => {
  for (const name of CHESAPEAKE_FIXTURES) {
    it(name, () => {
      let runs = 0;
      let compared = 0;
      replay(name, ({ action, map, corporation, phase }) => {
        if (action.type !== 'run_routes') return;
        const logged = action.routes as LoggedRoute[];
        const routes: RouteInput[] = logged.map((r) => ({
          train: { name: r.train, distance: trainDistance(r.train) },
          connections: r.connections,
        }));
        let result;
        try {
          result = checkRoutes(map, corporation, routes, phase);
        } catch (e) {
          throw new Error(`action ${action.id} ${corporation} ${JSON.stringify(logged)}: ${String(e)}`, { cause: e });
        }
        logged.forEach((r, i) => {
          if (r.revenue !== undefined) {
            expect(result.routes[i]!.revenue, `action ${action.id} route ${i}`).toBe(r.revenue);
            compared++;
          }
          if (r.hexes !== undefined) {
            // a single leg's direction is arbitrary in the log; longer routes are ordered by their legs
            const mine = result.routes[i]!.hexes;
            if (r.connections.length === 1) expect([...mine].sort()).toEqual([...r.hexes].sort());
            else expect(mine, `action ${action.id} route ${i}`).toEqual(r.hexes);
          }
        });
        runs++;
      });
      expect(runs).toBeGreaterThan(20);
      if (name === '18chesapeake-otr-bank') expect(compared).toBeGreaterThan(20);
    });
  }
});
