// Runs as an 18xx.games log wrote them. 18xx.games takes a logged route at the revenue written in the action
// without checking it (Route#revenue: the action's, or else computed with every check), so real games hold runs
// today's rules value otherwise or refuse. Replaying such a log (never in live play), two kinds are taken as
// written, and only those: each is one 18xx.games itself plays otherwise or refuses as a live move today
// (tools/1822-data/written-runs.ts and .rb classify the real games' runs; the README says which and how many):
// - a run the rules accept at another revenue than the log's (18xx.games, live, computes ours);
// - an E route not between two of the operator's token cities (E_ENDS_REFUSAL; 18xx.games refuses it live).
// Any other refusal stops the replay: a route 18xx.games accepts live must be one our rules accept.
// A run taken as written has each route at its written revenue, its stops read along its connections without the
// rules (map readRoute), for what reads them (the mail contracts).
import type { Ctx } from '../../18xx/context.ts';
import type { RouteInput, RunResult } from '../../18xx/map-port.ts';
import { readRoute, type MapState, type PhaseColor } from '../../18xx/map/index.ts';
import type { GameState } from '../../18xx/state.ts';
import { trainById, trainSpec } from '../../18xx/trains.ts';
import { RuleError } from '../../types.ts';
import { E_ENDS_REFUSAL } from './etrain.ts';

/** The refusals a logged run is taken as written for (replaying only). */
const TAKEN_AS_WRITTEN: readonly string[] = [E_ENDS_REFUSAL];

/** Every route names its connections and its revenue (a logged move). */
export function writtenRevenues(routes: readonly RouteInput[]): boolean {
  return routes.every((r) => Array.isArray(r.connections) && typeof r.revenue === 'number');
}

/** The run `asLogged` wrote: each route at its written revenue, its stops read along its connections. */
function asWrittenRun(state: GameState, ctx: Ctx, corp: string, asLogged: readonly RouteInput[]): RunResult {
  const tiles = ctx.cfg.phases[state.phase]!.tiles;
  const phase = tiles[tiles.length - 1] as PhaseColor;
  const read = asLogged.map((r) => {
    const x = readRoute(state.map as MapState, corp, { train: trainSpec(ctx.cfg, trainById(state, String(r.train)).name), connections: r.connections as string[][] }, phase);
    return { revenue: r.revenue as number, stops: x.hexes, ...(x.stopRevenues ? { stopRevenues: x.stopRevenues } : {}), ...(x.stopNodes ? { stopNodes: x.stopNodes } : {}) };
  });
  return { revenue: read.reduce((n, r) => n + r.revenue, 0), routes: read };
}

/**
 * The map's run of `routes` (a revenue given with a route must be the one it earns). Replaying a log whose routes
 * `asLogged` all name connections and revenues: the run as `asLogged` wrote it (`asWritten`) when the map values
 * `routes` otherwise or refuses them for a reason in TAKEN_AS_WRITTEN. Live play: every refusal stands.
 */
export function runOrAsWritten(state: GameState, ctx: Ctx, corp: string, routes: RouteInput[], asLogged: readonly RouteInput[] = routes): { run: RunResult; asWritten: boolean } {
  const mapRun = (rs: RouteInput[]): RunResult => ctx.map.routesRun?.(state, corp, rs) ?? { revenue: ctx.map.routesRevenue(state, corp, rs), routes: [] };
  if (ctx.live || !writtenRevenues(asLogged)) return { run: mapRun(routes), asWritten: false };
  let run: RunResult;
  try {
    // (valued without the written revenues, compared after)
    run = mapRun(routes.map((r) => ({ ...r, revenue: undefined })));
  } catch (err) {
    if (!(err instanceof RuleError) || !TAKEN_AS_WRITTEN.includes(err.message)) throw err;
    return { run: asWrittenRun(state, ctx, corp, asLogged), asWritten: true };
  }
  const otherwise = routes.some((r, i) => typeof r.revenue === 'number' && run.routes[i] && run.routes[i].revenue !== r.revenue);
  return otherwise ? { run: asWrittenRun(state, ctx, corp, asLogged), asWritten: true } : { run, asWritten: false };
}
