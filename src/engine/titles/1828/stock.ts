// 1828's stock-round rules (g_1828/step/buy_sell_par_shares.rb, step/exchange.rb, game.rb; the shared
// buy/sell/par step with SELL_BUY_ORDER sell_buy_sell, NEXT_SR_PLAYER_ORDER first_to_pass).
import { MAX_OWNERSHIP_PERCENT } from './data.ts';
import { isGrey, parCells, type Coords, type MarketCell } from './market.ts';

/** Par prices open now that the player can start: they need twice the par price in cash. */
export function parOptions(groups: readonly string[], cash: number): MarketCell[] {
  return parCells(groups).filter((c) => c.price * 2 <= cash);
}

/** Par prices for M&H's exchange into a president's certificate: the player pays one share at par. */
export function exchangeParOptions(groups: readonly string[], cash: number): MarketCell[] {
  return parCells(groups).filter((c) => c.price <= cash);
}

/**
 * A second share in the same turn: only the president, only in the grey zone, at most two of that corporation,
 * and not after a par or another corporation's share this turn.
 */
export function mayBuyAnother(opts: { president: boolean; at: Coords; boughtOfCorp: number; parredThisTurn: boolean; boughtOther: boolean }): boolean {
  return opts.president && isGrey(opts.at) && opts.boughtOfCorp < 2 && !opts.parredThisTurn && !opts.boughtOther;
}

/** Holding after a purchase: above 60% only in the grey zone (nobody is ever forced to sell down). */
export function holdingOk(percentAfter: number, at: Coords | null): boolean {
  return (at !== null && isGrey(at)) || percentAfter <= MAX_OWNERSHIP_PERCENT;
}

/**
 * Next stock round's order is the order of passing: a pass on a turn without any action joins the list, an
 * action on a later turn leaves it. Returns the new list.
 */
export function passOrderAfterPass(order: readonly string[], player: string, actedThisTurn: boolean): string[] {
  if (actedThisTurn) return order.filter((p) => p !== player);
  return order.includes(player) ? [...order] : [...order, player];
}

/** From the stock round after the first D: corporations never parred leave the game (blockers on their homes). */
export function unparredCorporations(corps: readonly { sym: string; ipoed: boolean; closed: boolean }[]): string[] {
  return corps.filter((c) => !c.ipoed && !c.closed).map((c) => c.sym);
}
