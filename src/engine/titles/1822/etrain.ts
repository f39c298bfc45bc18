// 1822's E train (18xx.games G1822 check_distance, revenue_for, check_overlap): any length; it pays only the cities
// holding the operator's token (home, ordinary, exchange or destination), doubled, and a token on the English
// Channel pays France's revenue; its route visits two such cities at least and starts and ends at one (or ends
// at France past the operator's English Channel token). Its routes may share track with the operator's other
// trains' (its own track group), never with another E's.
import { MapError, stopRevenue, type MapState, type PhaseColor, type RouteHooks, type StopRef, type TrainSpec } from '../../18xx/map/index.ts';

export const E_TRAIN = 'E';
const ENGLISH_CHANNEL = 'P43';
const FRANCE = 'Q44';
/**
 * The refusal of an E route not between two of the operator's token cities. 18xx.games refuses such a route as a
 * live move too (G1822 check_distance), but its older code accepted them and real logs hold them (written-runs.ts).
 */
export const E_ENDS_REFUSAL = 'An E train route must start and end at cities with its tokens.';

/** The E train's reach as the map module reads it: its own class (what it pays) and track group. */
export function eTrainSpec(spec: TrainSpec): TrainSpec {
  return spec.name === E_TRAIN ? { ...spec, class: E_TRAIN, trackGroup: E_TRAIN } : spec;
}

function tokened(map: MapState, corp: string, s: StopRef): boolean {
  return s.kind === 'city' && !!map.hexes[s.hex]?.tokens[s.index]?.includes(corp);
}

/** The E train's stops and checks for an operator (RouteHooks.trainStop and checkRoute, for trains of class E). */
export function eTrainHooks(corp: string, phase: PhaseColor): Required<Pick<RouteHooks, 'trainStop' | 'checkRoute'>> {
  return {
    trainStop(train, stop, map) {
      const times = train.multiplier ?? 1;
      if (!tokened(map, corp, stop)) return { pays: 0, anchor: false };
      const pays = stop.hex === ENGLISH_CHANNEL ? stopRevenue(map, { hex: FRANCE, kind: 'offboard', index: 0 }, phase) : stop.revenue;
      return { pays: pays * times, anchor: true };
    },
    checkRoute(stops, map, train) {
      if (train.class !== E_TRAIN) return;
      const at = (s: StopRef | undefined) => !!s && tokened(map, corp, s);
      if (stops.filter((s) => at(s)).length < 2) throw new MapError('An E train route must visit at least 2 cities with its tokens.');
      const ends = [stops[0], stops[stops.length - 1]].filter(at).length;
      const overChannel = stops.filter((s) => s.hex === ENGLISH_CHANNEL || s.hex === FRANCE).length === 2 && !!map.hexes[ENGLISH_CHANNEL]?.tokens[0]?.includes(corp);
      if (ends === 2 || (ends === 1 && overChannel)) return;
      throw new MapError(E_ENDS_REFUSAL);
    },
  };
}
