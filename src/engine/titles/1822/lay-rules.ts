// How many lays an 1822 operator has in a turn and whether it may lay now (its own track step and its privates'
// lays share them): one, or from phase 3 a major's second lay after a first that was no upgrade.
import type { Ctx } from '../../18xx/context.ts';
import { currentTile, type MapState } from '../../18xx/map/index.ts';
import { orRound } from '../../18xx/rounds/operating.ts';
import type { GameState } from '../../18xx/state.ts';
import { corpOf } from '../../18xx/state.ts';
import { own1822 } from './state.ts';

function laysAllowed(state: GameState, ctx: Ctx, corp: string): number {
  return corpOf(state, corp).type === 'major' && Number(ctx.cfg.phases[state.phase]!.name) >= 3 ? 2 : 1;
}

export function isUpgrade(state: GameState, hex: string): boolean {
  return currentTile(state.map as MapState, hex).def.color !== 'white';
}

/** May the operator still lay now (a second lay only after a first that was no upgrade)? */
export function mayLay(state: GameState, ctx: Ctx, corp: string): boolean {
  const r = orRound(state);
  if (own1822(state).homeIsLay === corp) return false;
  if (r.laid || r.lays >= laysAllowed(state, ctx, corp)) return false;
  return r.lays === 0 || !own1822(state).upgraded;
}
