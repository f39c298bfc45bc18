// 1871's train classes on the shared route code (seed page): freight trains (H, F) service square tokens and
// square dahs, passenger trains (P, E) round tokens and round dits. As route rules (`RouteHooks.trainStop`):
// - a city serves a class while it holds a token of that shape (anyone's); a town or offboard the classes of
//   its hex's shape; a stop of the other class is passed through, neither counted nor paid;
// - a route needs a city holding the operator's own token of the train's class (minors have one class of token,
//   majors both, one of them only once);
// - H: reach in hex edges, as 18NY's hex trains; every serviced stop pays. P: reach in serviced stops.
//   F and E: any length, the best `reach` hexes pay ("service only the highest revenue hexes"); a stop is
//   doubled in a hex holding any of the operator's tokens (the hex, not the city), F's dahs always, E's dits never.
import type { MapState, RouteHooks, StopRef, TrainSpec, TrainStop } from '../../18xx/map/index.ts';

export type Shape = 'square' | 'round';

/** One class's rules as the data file gives them (`trains.classes`). */
export interface ClassRules {
  freight: boolean;
  /** What the reach counts: hex edges, serviced stops, or the best hexes that pay. */
  counts: 'hexes' | 'stops' | 'best_stops';
  double: readonly ('dah' | 'own_token')[];
}

/** A train level (`trains.list`): its name, class and reach. */
export interface TrainLevel {
  name: string;
  class: string;
  reach: number;
}

/** Where the shapes live: tokens' shapes (the map stores only their owners), and the shapes of towns and offboards. */
export interface Shapes {
  token(hex: string, city: number, owner: string): Shape | undefined;
  stop(hex: string): readonly Shape[];
}

/** A train as the route code runs it (`name`: the train's own id, so routes name which train ran them). */
export function trainSpec(classes: Readonly<Record<string, ClassRules>>, level: TrainLevel, name = level.name): TrainSpec {
  const rules = classes[level.class];
  if (!rules) throw new Error(`no train class ${level.class}`);
  if (rules.counts === 'hexes') return { name, distance: level.reach, hexEdges: true, class: level.class };
  if (rules.counts === 'best_stops') return { name, distance: Number.MAX_SAFE_INTEGER, payBestHexes: level.reach, class: level.class };
  return { name, distance: level.reach, class: level.class };
}

export const classShape = (rules: ClassRules): Shape => (rules.freight ? 'square' : 'round');

/** The route hooks for `operator`'s trains on `map` (trains made by trainSpec). */
export function classHooks(classes: Readonly<Record<string, ClassRules>>, operator: string, shapes: Shapes): RouteHooks {
  return {
    trainStop(train: TrainSpec, stop: StopRef, map: MapState): TrainStop | null {
      const rules = classes[train.class ?? ''];
      if (!rules) return null;
      const shape = classShape(rules);
      const tokens = map.hexes[stop.hex]!.tokens;
      let serves: boolean;
      let anchor = false;
      if (stop.kind === 'city') {
        const owners = tokens[stop.index] ?? [];
        serves = owners.some((o) => o !== null && shapes.token(stop.hex, stop.index, o) === shape);
        anchor = owners.includes(operator) && shapes.token(stop.hex, stop.index, operator) === shape;
      } else serves = shapes.stop(stop.hex).includes(shape);
      if (!serves) return null;
      const town = stop.kind === 'town';
      const ownHex = tokens.some((city) => city.includes(operator));
      const doubled =
        (rules.double.includes('dah') && town && shape === 'square') ||
        (rules.double.includes('own_token') && ownHex && !(town && shape === 'round'));
      return { pays: doubled ? stop.revenue * 2 : stop.revenue, anchor };
    },
  };
}
