// The E train (18xx.games G1822 train_type :etrain): any length, on track of its own beside the other trains' (their
// routes may share track with its), paying double the cities holding the operator's token and nothing else (its
// token on the English Channel pays France's revenue); a route needs two such cities and starts and ends at them,
// or ends over the Channel in France while the operator's token is on the Channel. A train class of the map module
// (`TrainSpec.class`, `RouteHooks.trainStop`), its rules in `checkRoute`, which the exact search applies.
import type { TitleConfig } from '../../18xx/config.ts';
import { MapError, stopRevenue, type MapState, type PhaseColor, type RouteHooks, type StopRef, type TrainSpec } from '../../18xx/map/index.ts';
import type { Ctx } from '../../18xx/context.ts';
import type { RouteInput, RunResult } from '../../18xx/map-port.ts';
import type { GameState } from '../../18xx/state.ts';
import { trainById } from '../../18xx/trains.ts';
import { channelHooks, ENGLISH_CHANNEL, FRANCE } from './channel.ts';

export const E_TRAIN = 'E';

/** The E train runs as a class of its own (the map then asks `trainStop` what each stop pays it). */
export function eSpec(spec: TrainSpec): TrainSpec {
  return spec.name === E_TRAIN ? { ...spec, class: E_TRAIN } : spec;
}

function phaseColor(cfg: TitleConfig, state: GameState): PhaseColor {
  const tiles = cfg.phases[state.phase]!.tiles;
  return tiles[tiles.length - 1] as PhaseColor;
}

/**
 * The route rules of `corp`'s runs: the English Channel's, and the E train's; its ends (`live`) only in live play
 * and the route search: 18xx.games takes a logged run at its logged revenue without checking its route (Route#revenue
 * kept from the action), and real games played before the rule run E trains past their last token city (their
 * revenue the same: the stops beyond pay the E nothing).
 */
export function runHooks(cfg: TitleConfig, state: GameState, corp: string, live = true): RouteHooks {
  const color = phaseColor(cfg, state);
  const tokened = (s: StopRef, map: MapState) => s.kind === 'city' && !!map.hexes[s.hex]!.tokens[s.index]?.includes(corp);
  return {
    trainStop(train, s, map) {
      if (!tokened(s, map)) return { pays: 0, anchor: false };
      const pays = s.hex === ENGLISH_CHANNEL ? stopRevenue(map, { hex: FRANCE, kind: 'offboard', index: 0 }, color) : s.revenue;
      return { pays: pays * (train.multiplier ?? 1), anchor: true };
    },
    checkRoute(stops, map, train) {
      channelHooks.checkRoute!(stops, map, train);
      if (train.class !== E_TRAIN) return;
      if (stops.filter((s) => tokened(s, map)).length < 2) throw new MapError("An E train's route needs two cities with the company's tokens.");
      const ends = [stops[0]!, stops[stops.length - 1]!].filter((s) => tokened(s, map)).length;
      const overChannel = stops.some((s) => s.hex === FRANCE) && stops.some((s) => s.hex === ENGLISH_CHANNEL && tokened(s, map));
      if (live && ends < 2 && !(ends === 1 && overChannel)) throw new MapError("An E train's route starts and ends at cities with the company's tokens.");
    },
    search: { checkFound: true },
  };
}

/** Is this train (by id) an E? */
export const isE = (state: GameState, train: string): boolean => trainById(state, train).name === E_TRAIN;

/** The map's run of these routes, the E train's checked apart from the others' (they may share track), in their order. */
export function runApart(state: GameState, ctx: Ctx, corp: string, routes: RouteInput[]): RunResult {
  const run = (rs: RouteInput[]): RunResult => (rs.length ? (ctx.map.routesRun?.(state, corp, rs, { live: !!ctx.live }) ?? { revenue: ctx.map.routesRevenue(state, corp, rs), routes: [] }) : { revenue: 0, routes: [] });
  const e = run(routes.filter((r) => isE(state, String(r.train))));
  const others = run(routes.filter((r) => !isE(state, String(r.train))));
  let ei = 0;
  let oi = 0;
  const all = routes.map((r) => (isE(state, String(r.train)) ? e.routes[ei++] : others.routes[oi++])!);
  return { revenue: e.revenue + others.revenue, routes: all };
}
