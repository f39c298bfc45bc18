// Final scores: cash + market value of shares + face value of open privates (and what a title holds for the player).
import type { Ctx } from './context.ts';
import { companyDef } from './companies.ts';
import { priceOf } from './market.ts';
import type { GameState } from './state.ts';
import { cashOf, corpOf } from './state.ts';
import { newRecord } from '../records.ts';

export function playerValue(state: GameState, ctx: Ctx, player: string): number {
  let v = cashOf(state, player);
  // (a holder the title counts as the player's: 1822's tax haven)
  const also = ctx.rules.hooks.heldFor?.(state, player) ?? [];
  for (const k of also) v += cashOf(state, k);
  const mid = ctx.rules.hooks.exchangeHoldings?.(state, player) ?? null;
  for (const s of state.shares) {
    if ((s.owner === player || (also.length > 0 && also.includes(s.owner))) && corpOf(state, s.corp).ipoed && !mid?.corps.includes(s.corp)) v += (priceOf(state, ctx.cfg, s.corp) * s.percent) / 10;
  }
  for (const h of mid?.held ?? []) v += (priceOf(state, ctx.cfg, h.corp) * h.percent) / 10;
  for (const c of state.companies) if (c.owner === player && !c.closed) v += companyDef(ctx, c.sym).value;
  return v - (ctx.rules.hooks.owed?.(state, player) ?? 0);
}

export function scores(state: GameState, ctx: Ctx): Record<string, number> {
  const out = newRecord<number>();
  for (const p of state.players) out[p.id] = playerValue(state, ctx, p.id);
  return out;
}

export function totalCash(state: GameState): number {
  return Object.values(state.cash).reduce((a, b) => a + b, 0);
}
