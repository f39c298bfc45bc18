import { describe, expect, it } from 'vitest';
import { bestRoutes, checkRoutes, corporationCanRun, type RouteInput } from '../../src/engine/18xx/map/index.ts';
import { CHESAPEAKE_FIXTURES, replay } from './fixtures.ts';
import { trainDistance } from './train-distance.ts';

describe('bestRoutes finds at least the logged revenue, in a checkable form', () => {
  for (const name of CHESAPEAKE_FIXTURES) {
    it(name, () => {
      let runs = 0;
      let seen = 0;
      let worse = 0;
      replay(name, ({ action, map, corporation, phase }) => {
        if (action.type !== 'run_routes') return;
        if (seen++ % 3 !== 0) return; // a sample keeps the test quick
        const logged = action.routes as { train: string; connections: string[][] }[];
        const routes: RouteInput[] = logged.map((r) => ({
          train: { name: r.train, distance: trainDistance(r.train) },
          connections: r.connections,
        }));
        const expected = checkRoutes(map, corporation, routes, phase).revenue;
        expect(corporationCanRun(map, corporation)).toBe(true);
        const best = bestRoutes(map, corporation, routes.map((r) => r.train), phase);
        const again = checkRoutes(
          map,
          corporation,
          best.routes.map((r) => ({ train: routes.find((x) => x.train.name === r.train)!.train, connections: r.connections })),
          phase,
        );
        expect(again.revenue).toBe(best.revenue);
        if (best.revenue < expected) worse++;
        runs++;
      });
      expect(worse).toBe(0);
      expect(runs).toBeGreaterThan(7);
    }, 60_000);
  }
});
