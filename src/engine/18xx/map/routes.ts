import type { MapState, PathRef, PhaseColor, RouteHooks, RouteInput, RouteResult, StopRef } from './types.ts';

/** Checks one route (connections as in the log) given paths used by the corporation's other routes. */
export function checkRoute(
  _map: MapState,
  _corporation: string,
  _route: RouteInput,
  _phase: PhaseColor,
  _opts: { usedPaths?: PathRef[]; hooks?: RouteHooks } = {},
): RouteResult {
  throw new Error('not implemented');
}
/** Checks all routes of one run (no track shared between them); throws MapError. */
export function checkRoutes(
  _map: MapState,
  _corporation: string,
  _routes: RouteInput[],
  _phase: PhaseColor,
  _hooks?: RouteHooks,
): { routes: RouteResult[]; revenue: number } {
  throw new Error('not implemented');
}
/** Revenue of a list of stops. */
export function routeRevenue(_map: MapState, _stops: StopRef[], _phase: PhaseColor, _hooks?: RouteHooks): number {
  throw new Error('not implemented');
}
/** Revenue of one stop in a phase. */
export function stopRevenue(_map: MapState, _stop: Omit<StopRef, 'revenue'>, _phase: PhaseColor): number {
  throw new Error('not implemented');
}
