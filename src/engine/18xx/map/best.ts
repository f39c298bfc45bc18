import type { MapState, PhaseColor, RouteHooks, RouteResult, TrainSpec } from './types.ts';

/** Best set of routes for the corporation's trains (bounded search). */
export function bestRoutes(
  _map: MapState,
  _corporation: string,
  _trains: TrainSpec[],
  _phase: PhaseColor,
  _opts: { hooks?: RouteHooks; maxSteps?: number } = {},
): { routes: RouteResult[]; revenue: number } {
  throw new Error('not implemented');
}
/** Whether the corporation has any legal route of at least two stops. */
export function corporationCanRun(_map: MapState, _corporation: string): boolean {
  throw new Error('not implemented');
}
