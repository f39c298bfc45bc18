// A closed minor's home reservations (its own file: acquisition.ts and stock-end.ts use it, tokens.ts re-exports it).
import type { Ctx } from '../../18xx/context.ts';
import type { MapState } from '../../18xx/map/index.ts';
import type { GameState } from '../../18xx/state.ts';

/** A closed minor's home reservations go (18xx.games close_corporation): its home city is open to others. */
export function dropReservations(state: GameState, ctx: Ctx, corp: string): void {
  for (const h of Object.values((state.map as MapState).hexes)) {
    for (const res of h.reservations) for (let i = 0; i < res.length; i++) if (res[i] === corp) res[i] = null;
    if (h.tileReservations?.includes(corp)) h.tileReservations = h.tileReservations.filter((c) => c !== corp);
  }
  ctx.map.edited?.(state);
}
