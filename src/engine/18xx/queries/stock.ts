// Read-only stock-round questions for the bot, over the buy/sell/par step's own rules: what a certificate
// costs, every amount a player may sell (legalActions lists only 10% steps while over the limit).
import type { Ctx } from '../context.ts';
import { priceOf } from '../market.ts';
import { shareById } from '../shares.ts';
import type { GameState } from '../state.ts';
import { sharePrice } from '../steps/buy-sell-par.ts';

export { sellOffers } from '../steps/buy-sell-par.ts';

/** What buying these certificates means: corporation, source, price (as the step charges it) and percent. */
export function shareOffer(state: GameState, ctx: Ctx, shares: string[]): { corp: string; from: 'ipo' | 'market'; price: number; percent: number } {
  const list = shares.map((id) => shareById(state, id));
  const first = list[0]!;
  return {
    corp: first.corp,
    from: first.owner === 'pool' ? 'market' : 'ipo',
    price: list.reduce((n, s) => n + sharePrice(state, ctx, s), 0),
    percent: list.reduce((n, s) => n + s.percent, 0),
  };
}

/** A corporation's market price per 10% share now. */
export function marketPrice(state: GameState, ctx: Ctx, corp: string): number {
  return priceOf(state, ctx.cfg, corp);
}
