// The English Channel and France (18xx.games G1822 check_distance): France's visit costs nothing (its tile's
// visit_cost 0, read by the map module), so a route over the Channel to France counts them as one stop; a route
// visits both or neither, needs another stop besides them, and no L train (nor the LP) runs over the Channel.
// 1822NRS's map has neither hex.
import { MapError, type RouteHooks } from '../../18xx/map/index.ts';

export const ENGLISH_CHANNEL = 'P43';
export const FRANCE = 'Q44';
const LOCAL_TRAINS = new Set(['L', 'LP']);

export const channelHooks: RouteHooks = {
  checkRoute(stops, _map, train) {
    const visits = stops.filter((s) => s.hex === ENGLISH_CHANNEL || s.hex === FRANCE).length;
    if (!visits) return;
    if (LOCAL_TRAINS.has(train.name)) throw new MapError(`An ${train.name} train cannot run over the English Channel.`);
    if (visits === 1) throw new MapError('A route over the English Channel must go on to France.');
    if (stops.length === 2) throw new MapError('A route needs a stop besides the English Channel and France, which count as one.');
  },
  // the exact route search asks the same of every route it finds
  search: { checkFound: true },
};
