// The Cobourg & Peterborough minor (g_1828/game.rb: setup_minors, can_run_route?, city_tokened_by?,
// route_uses_tile_lay, remove_minor!; step/buy_company.rb; step/minor_half_pay.rb; step/special_token.rb).
// It operates first in every OR, lays one tile from its own cash, and runs its `2-1` only over the tile it laid
// that turn (that hex counts as tokened). The first 6-train removes it, leaving a blocker on C15.

/** Revenue of its run: half (rounded down) to its treasury, the rest to its owner; no dividend choice. */
export function cpRevenueSplit(revenue: number): { treasury: number; owner: number } {
  const treasury = Math.floor(revenue / 2);
  return { treasury, owner: revenue - treasury };
}

/** It may run only in a turn where it laid a tile, and the route must use that tile. */
export function cpMayRun(laidHexes: readonly string[]): boolean {
  return laidHexes.length > 0;
}

/**
 * A corporation buys the C&P private: the minor's cash goes to the buyer, the minor leaves (its token comes off
 * C15), the private's revenue becomes $15 and the buyer may put a free token on C15 now — unless it has no token
 * left or already placed one this turn; declining or being unable leaves a blocker there.
 */
export function cpAcquisition(minorCash: number, buyerHasToken: boolean, buyerTokenedThisTurn: boolean): {
  cashToBuyer: number;
  revenue: number;
  tokenOffer: boolean;
} {
  return { cashToBuyer: minorCash, revenue: 15, tokenOffer: buyerHasToken && !buyerTokenedThisTurn };
}
