// 1822's E train (18xx.games G1822 revenue_for, train_type :etrain): it runs any length, and of the stops it visits
// only the cities holding the operator's token pay, doubled (its multiplier); a token on the English Channel pays
// France's revenue when the route runs on to France (France itself pays the E nothing). As route rules for the map:
// `RouteHooks.trainStop` for the E alone (`classed`), the operator's other trains keep the plain rules.
import type { MapState, RouteHooks, StopRef, TrainSpec, TrainStop } from '../../18xx/map/index.ts';

export const E_TRAIN = 'E';
const ENGLISH_CHANNEL = 'P43';
const FRANCE = 'Q44';

const tokened = (map: MapState, corp: string, hex: string, index: number): boolean => !!map.hexes[hex]?.tokens[index]?.includes(corp);

/** What a stop is to the operator's E train. */
function eStop(corp: string, train: TrainSpec, stop: StopRef, map: MapState): TrainStop {
  const mult = train.multiplier ?? 1;
  const anchor = stop.kind === 'city' && tokened(map, corp, stop.hex, stop.index);
  // (the Channel's token is paid at France, the route's next stop: the E's revenue of the pair is France's)
  if (stop.hex === FRANCE) return { pays: map.hexes[ENGLISH_CHANNEL]?.tokens.some((slots) => slots.includes(corp)) ? stop.revenue * mult : 0, anchor };
  return { pays: anchor && stop.hex !== ENGLISH_CHANNEL ? stop.revenue * mult : 0, anchor };
}

/** The operator's route rules: its E train's stops (every other train runs by the plain rules). */
export function eTrainHooks(corp: string): RouteHooks {
  return { classed: (train) => train.name === E_TRAIN, trainStop: (train, stop, map) => eStop(corp, train, stop, map) };
}
