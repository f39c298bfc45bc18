// Stops whose visit costs nothing (18xx.games visit_cost, 1822's France: its tile says visit_cost:0): a train's
// reach counts visit costs, not stops, in the route checks, the exact search and the bounded enumeration; the
// search passes over routes the title's checkRoute refuses when its rules ask it to (SearchRules.checkFound).
import { describe, expect, it } from 'vitest';
import { buildMapDef } from '../../src/engine/18xx/map/build-map.ts';
import { bestRoutes, checkRoute, createMap, MapError, placeHomeToken, registerMapDef, type RouteHooks } from '../../src/engine/18xx/map/index.ts';

/** A line of gray hexes down column C: T's home (20), a city (30), a port (10), a free offboard (100). */
function lineMap(id: string) {
  registerMapDef(
    buildMapDef({
      id,
      layout: 'flat',
      hexGroups: [
        ['gray', 'city=revenue:20;path=a:0,b:_0', ['C3']],
        ['gray', 'city=revenue:30;path=a:3,b:_0;path=a:0,b:_0', ['C5']],
        ['gray', 'city=revenue:10;path=a:3,b:_0;path=a:0,b:_0', ['C7']],
        ['gray', 'offboard=revenue:100,visit_cost:0;path=a:3,b:_0', ['C9']],
      ],
      locationNames: {},
      manifest: {},
      extraTiles: {},
      homes: { T: { hex: 'C3' } },
    }),
  );
  const map = createMap(id);
  placeHomeToken(map, 'T', 'C3');
  return map;
}

const whole = [['C3', 'C5'], ['C5', 'C7'], ['C7', 'C9']];
const three = { name: '3', distance: 3 };

describe('visit costs', () => {
  it('a route of four stops, one costing nothing, fits a 3 train and pays all four', () => {
    const map = lineMap('t-visit-check');
    expect(checkRoute(map, 'T', { train: three, connections: whole }, 'yellow').revenue).toBe(160);
    expect(() => checkRoute(map, 'T', { train: { name: '2', distance: 2 }, connections: whole }, 'yellow')).toThrow(/3 is too many stops for 2 train/);
  });

  it('a train with rows counts the costs per kind: the free offboard fits no row, visited and not paid (18xx.games compute_stops)', () => {
    const map = lineMap('t-visit-rows');
    const rows = { name: 'R', distance: 0, rows: [{ nodes: ['city' as const], pay: 3, visit: 3 }] };
    expect(checkRoute(map, 'T', { train: rows, connections: whole }, 'yellow').revenue).toBe(60);
  });

  it('the exact search and the bounded enumeration both find the route to the free offboard', () => {
    const map = lineMap('t-visit-best');
    expect(bestRoutes(map, 'T', [three], 'yellow').revenue).toBe(160);
    // a revenue hook sends bestRoutes to the bounded enumeration
    const hooks: RouteHooks = { stopRevenue: (s) => (s.hex === 'C9' ? 100 : s.hex === 'C5' ? 30 : s.hex === 'C7' ? 10 : 20) };
    expect(bestRoutes(map, 'T', [three], 'yellow', { hooks }).revenue).toBe(160);
  });

  it("the exact search passes over the routes the title's check refuses (checkFound)", () => {
    const map = lineMap('t-visit-refused');
    // the port may not end a route, and the offboard is closed: only T's home and the city are left
    const hooks: RouteHooks = {
      checkRoute: (stops) => {
        if (stops.some((s) => s.hex === 'C9')) throw new MapError('the offboard is closed');
        if (stops[0]!.hex === 'C7' || stops[stops.length - 1]!.hex === 'C7') throw new MapError('the port ends no route');
      },
      search: { checkFound: true },
    };
    const best = bestRoutes(map, 'T', [three], 'yellow', { hooks });
    expect(best.routes.map((r) => r.hexes)).toEqual([['C3', 'C5']]);
    expect(best.revenue).toBe(50);
  });
});
