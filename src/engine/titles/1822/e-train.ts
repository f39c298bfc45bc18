// 1822's E train (18xx.games G1822 revenue_for, check_distance and check_overlap with train_type :etrain): it runs
// any length from a city holding the operator's token to another (or to France over a tokened English Channel),
// visiting at least two such cities; of its stops only those cities pay, doubled (its multiplier), the English
// Channel's token paid at France's revenue; and it may share track with the operator's other trains. As route rules
// for the map: the E is the one train with a class (`TrainDef.class`, data.ts), so `RouteHooks.trainStop` is its
// alone; `checkRoute` asks the rest; `trackGroup` parts it from the other trains.
import { MapError, type MapState, type RouteHooks, type StopRef, type TrainSpec, type TrainStop } from '../../18xx/map/index.ts';

export const E_TRAIN = 'E';
const ENGLISH_CHANNEL = 'P43';
const FRANCE = 'Q44';

const tokenedCity = (map: MapState, corp: string, s: StopRef): boolean => s.kind === 'city' && !!map.hexes[s.hex]?.tokens[s.index]?.includes(corp);
const channelTokened = (map: MapState, corp: string): boolean => !!map.hexes[ENGLISH_CHANNEL]?.tokens.some((slots) => slots.includes(corp));

/** What a stop is to the operator's E train. */
function eStop(corp: string, train: TrainSpec, stop: StopRef, map: MapState): TrainStop {
  const mult = train.multiplier ?? 1;
  const anchor = tokenedCity(map, corp, stop);
  // (the Channel's token is paid at France, the route's next stop: the E's revenue of the pair is France's)
  if (stop.hex === FRANCE) return { pays: channelTokened(map, corp) ? stop.revenue * mult : 0, anchor };
  return { pays: anchor && stop.hex !== ENGLISH_CHANNEL ? stop.revenue * mult : 0, anchor };
}

/** An E route runs between the operator's token cities (or on from one over its Channel token to France). */
function checkE(corp: string, stops: readonly StopRef[], map: MapState): void {
  if (stops.filter((s) => tokenedCity(map, corp, s)).length < 2) throw new MapError('An E train must visit at least 2 cities holding its tokens.');
  const ends = [stops[0]!, stops[stops.length - 1]!].filter((s) => tokenedCity(map, corp, s)).length;
  const overChannel = stops.filter((s) => s.hex === ENGLISH_CHANNEL || s.hex === FRANCE).length === 2 && channelTokened(map, corp);
  if (ends === 2 || (ends === 1 && overChannel)) return;
  throw new MapError('An E train must start and end in cities holding its tokens.');
}

/**
 * The operator's route rules for its E train, beside `others` (the rules every train keeps: 1822's Channel).
 * `logged`: a logged run being replayed, whose E routes 18xx.games takes as written (it replays a run's logged
 * revenue without checking its routes; real games older than the start-and-end rule have E routes running past
 * the token cities, which pays nothing more): the track and what it pays are still checked, not that rule.
 */
export function eTrainHooks(corp: string, others: RouteHooks, logged = false): RouteHooks {
  return {
    ...others,
    trainStop: (train, stop, map) => eStop(corp, train, stop, map),
    checkRoute(stops, map, train) {
      others.checkRoute?.(stops, map, train);
      if (train.name === E_TRAIN && !logged) checkE(corp, stops, map);
    },
    // the exact route search asks checkRoute of every route it finds
    search: { ...others.search, checkFound: true },
    trackGroup: (train) => (train.name === E_TRAIN ? E_TRAIN : ''),
  };
}
