// What one 1871 train earns on one route, by its class (seed): freight trains (H, F) service square
// tokens and square dahs, passenger trains (P, E) round tokens and round dits.
// - H (hex freight): its reach counts hexes, like 18NY's hex trains; pays every square stop.
// - P (passenger): its reach counts the round stops it services; pays them all.
// - F (fast freight): any length; pays only its best `reach` square stops, dahs and hexes with the
//   operator's tokens doubled.
// - E (express): any length; pays only its best `reach` round stops, hexes with the operator's tokens
//   doubled "but not for dits".
// Readings (README "Trains"): a city is a square stop when it holds a square token (anyone's), a round
// stop when it holds a round one, both when both; a stop of the other class is passed through, not
// counted; a route needs two serviced stops and one of them a city with the operator's token of the
// train's class.
import type { SteelData } from './data/schema.ts';

export type Shape = 'square' | 'round';

export interface RouteStop {
  hex: string;
  kind: 'city' | 'town' | 'offboard';
  revenue: number;
  /** The classes this stop serves: a town's or offboard's shape(s); a city's tokens' shapes. */
  shapes: Shape[];
  /** Shapes of the operator's own tokens here (cities only). */
  ownTokens: Shape[];
}

export interface TrainRun {
  revenue: number;
  /** The stops that were paid, with what each paid. */
  paid: { hex: string; revenue: number }[];
}

export class RouteRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RouteRuleError';
  }
}

type TrainClassName = 'H' | 'F' | 'P' | 'E';

export function trainShape(data: SteelData, cls: TrainClassName): Shape {
  return data.trains.classes[cls].freight ? 'square' : 'round';
}

/** Revenue of a train of class `cls` and reach `reach` on a route of these stops spanning `hexCount` hexes. */
export function trainRun(data: SteelData, cls: TrainClassName, reach: number, stops: readonly RouteStop[], hexCount: number): TrainRun {
  const rules = data.trains.classes[cls];
  const shape = trainShape(data, cls);
  const served = stops.filter((s) => s.shapes.includes(shape));
  if (served.length < 2) throw new RouteRuleError(`A ${cls} train needs two ${shape} stops on its route.`);
  if (!served.some((s) => s.kind === 'city' && s.ownTokens.includes(shape))) {
    throw new RouteRuleError(`A ${cls} train runs from one of the company's own ${shape} tokens.`);
  }
  const doubled = (s: RouteStop) =>
    (rules.double.includes('dah') && s.kind === 'town' && shape === 'square') || (rules.double.includes('own_token') && s.ownTokens.length > 0 && s.kind !== 'town');
  const value = (s: RouteStop) => (doubled(s) ? 2 * s.revenue : s.revenue);
  let paid: RouteStop[];
  if (rules.counts === 'hexes') {
    if (hexCount > reach) throw new RouteRuleError(`A ${cls}${reach} train runs at most ${reach} hexes, not ${hexCount}.`);
    paid = served;
  } else if (rules.counts === 'stops') {
    if (served.length > reach) throw new RouteRuleError(`A ${cls}${reach} train services at most ${reach} stops, not ${served.length}.`);
    paid = served;
  } else {
    paid = served.slice().sort((a, b) => value(b) - value(a)).slice(0, reach);
  }
  const out = paid.map((s) => ({ hex: s.hex, revenue: value(s) }));
  return { revenue: out.reduce((sum, s) => sum + s.revenue, 0), paid: out };
}
