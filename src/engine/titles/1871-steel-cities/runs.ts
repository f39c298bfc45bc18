// What an operator's trains earn this turn: the best edge-disjoint routes for its trains, found by the
// shared map mechanism's bounded route search (read-only use) with 1871's class rules plugged in as
// route hooks (revenue.ts). The search looks at routes of a bounded number of stops (H: its reach;
// P: reach + 2, since stops of the other class are passed through; F/E: up to 8 stops), and an H route
// longer than its hexes is dropped afterwards: the result is always legal, not always the optimum.
import type { SteelPublic } from './state.ts';
import { bestRoutes, MapError, type PhaseColor, type RouteHooks, type StopRef, type TrainSpec } from '../../18xx/map/index.ts';
import type { SteelData } from './data/schema.ts';
import { routeStops } from './map.ts';
import { RouteRuleError, trainRun } from './revenue.ts';
import { trainDef } from './trains.ts';
import { trainsOf } from './operators.ts';

export interface OperatorRun {
  revenue: number;
  runs: { train: string; revenue: number; stops: string[] }[];
}

export function phaseColor(data: SteelData, state: SteelPublic): PhaseColor {
  const tiles = data.phases.list.find((p) => p.name === state.phase)!.tiles;
  return tiles[tiles.length - 1] as PhaseColor;
}

export function bestRun(data: SteelData, state: SteelPublic, operator: string): OperatorRun {
  const trains = trainsOf(state, operator);
  if (!trains.length) return { revenue: 0, runs: [] };
  const byId = new Map(trains.map((t) => [t.id, trainDef(data, t.name)]));
  const specs: TrainSpec[] = trains.map((t) => {
    const def = byId.get(t.id)!;
    const bound = def.class === 'H' ? def.reach : def.class === 'P' ? def.reach + 2 : Math.min(def.reach + 4, 8);
    return { name: t.id, distance: bound };
  });
  const run = (stops: StopRef[], train: TrainSpec) => {
    const def = byId.get(train.name)!;
    return trainRun(data, def.class, def.reach, routeStops(data, state.map, state.tokenShapes, operator, stops), 0);
  };
  const hooks: RouteHooks = {
    checkRoute(stops, _map, train) {
      try {
        run(stops, train);
      } catch (err) {
        if (err instanceof RouteRuleError) throw new MapError(err.message);
        throw err;
      }
    },
    routeBonus(stops, _map, train) {
      return run(stops, train).revenue - stops.reduce((s, x) => s + x.revenue, 0);
    },
  };
  const found = bestRoutes(state.map, operator, specs, phaseColor(data, state), { hooks, maxSteps: 20_000 });
  const runs = found.routes
    .filter((r) => {
      const def = byId.get(r.train)!;
      return def.class !== 'H' || new Set(r.paths.map((p) => p.hex)).size <= def.reach;
    })
    .map((r) => ({ train: r.train, revenue: r.revenue, stops: r.hexes }));
  return { revenue: runs.reduce((s, r) => s + r.revenue, 0), runs };
}
