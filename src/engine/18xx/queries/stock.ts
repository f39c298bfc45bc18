// Read-only stock-round questions: every amount of a corporation a player may sell now (the title's
// legalActions lists only 10% steps while a player is over the certificate limit).
import type { Ctx } from '../context.ts';
import { canSellPercent, percentOf } from '../shares.ts';
import type { GameState } from '../state.ts';
import { sellableCorps, stockCurrent } from '../stock.ts';
import type { Action } from '../../types.ts';

/** sell_shares actions for each sellable amount of `corp` (normal certificates named first). */
export function sellOffers(state: GameState, ctx: Ctx, player: string, corp: string): Action[] {
  if (state.round.kind !== 'stock' || state.finished || stockCurrent(state) !== player) return [];
  if (!sellableCorps(state, ctx, player).includes(corp)) return [];
  const mine = state.shares.filter((x) => x.owner === player && x.corp === corp).sort((a, b) => Number(a.president) - Number(b.president));
  const out: Action[] = [];
  for (let pct = 10; pct <= percentOf(state, player, corp); pct += 10) {
    if (!canSellPercent(state, ctx.cfg, player, corp, pct)) continue;
    const ids: string[] = [];
    let sum = 0;
    for (const sh of mine) {
      if (sum >= pct) break;
      ids.push(sh.id);
      sum += sh.percent;
    }
    out.push({ type: 'sell_shares', entity: player, entity_type: 'player', shares: ids, percent: pct });
  }
  return out;
}
