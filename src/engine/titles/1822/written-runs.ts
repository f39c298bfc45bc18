// Runs as an 18xx.games log wrote them. 18xx.games takes a logged route at the revenue written in the action
// without checking it (Route#revenue: the action's, or else computed with every check), so real games hold runs
// today's rules refuse (an E train ending at a town, a 5 train over 10 stops) or value otherwise (a destination
// bonus on two routes). Replaying such a log (never in live play), a run the map refuses or values otherwise is
// taken as written: each route at its written revenue, its stops read along its connections without the rules
// (map readRoute), for what reads them (the mail contracts).
import type { Ctx } from '../../18xx/context.ts';
import type { RouteInput, RunResult } from '../../18xx/map-port.ts';
import { readRoute, type MapState, type PhaseColor } from '../../18xx/map/index.ts';
import type { GameState } from '../../18xx/state.ts';
import { trainById, trainSpec } from '../../18xx/trains.ts';
import { RuleError } from '../../types.ts';

/** Every route names its connections and its revenue (a logged move). */
export function writtenRevenues(routes: readonly RouteInput[]): boolean {
  return routes.every((r) => Array.isArray(r.connections) && typeof r.revenue === 'number');
}

/**
 * The map's run of `routes`; when it refuses them replaying a log, the run as `asLogged` wrote it (the same routes
 * with their written revenues; `asWritten` says so). Live play, or routes without written revenues: the refusal.
 */
export function runOrAsWritten(state: GameState, ctx: Ctx, corp: string, routes: RouteInput[], asLogged: readonly RouteInput[] = routes): { run: RunResult; asWritten: boolean } {
  try {
    return { run: ctx.map.routesRun?.(state, corp, routes) ?? { revenue: ctx.map.routesRevenue(state, corp, routes), routes: [] }, asWritten: false };
  } catch (err) {
    if (ctx.live || !(err instanceof RuleError) || !writtenRevenues(asLogged)) throw err;
    const tiles = ctx.cfg.phases[state.phase]!.tiles;
    const phase = tiles[tiles.length - 1] as PhaseColor;
    const read = asLogged.map((r) => {
      const x = readRoute(state.map as MapState, corp, { train: trainSpec(ctx.cfg, trainById(state, String(r.train)).name), connections: r.connections as string[][] }, phase);
      return { revenue: r.revenue as number, stops: x.hexes, ...(x.stopRevenues ? { stopRevenues: x.stopRevenues } : {}), ...(x.stopNodes ? { stopNodes: x.stopNodes } : {}) };
    });
    return { run: { revenue: read.reduce((n, r) => n + r.revenue, 0), routes: read }, asWritten: true };
  }
}
