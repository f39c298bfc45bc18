// Private companies: revenue, closing, abilities bought with them.
import type { Ctx } from './context.ts';
import type { GameState } from './state.ts';
import type { PhaseHooks } from './trains.ts';
import { companyOf, isPlayer, pay } from './state.ts';

export function companyDef(ctx: Ctx, sym: string) {
  for (const d of ctx.cfg.companies) if (d.sym === sym) return d;
  throw new Error(`Unknown private ${sym}`);
}

/** Each open private pays its revenue to its owner (start of every OR). */
export function payoutCompanies(state: GameState, ctx: Ctx): void {
  for (const c of state.companies) {
    if (c.closed || !c.owner || c.owner === 'bank') continue;
    const amount = ctx.rules.hooks.companyRevenue?.(state, c.sym) ?? revenueNow(state, ctx, c.sym, c.owner);
    pay(state, 'bank', c.owner, amount);
    ctx.events.push({ type: 'private_revenue', company: c.sym, owner: c.owner, amount });
  }
}

/** A private's revenue now: its data's, or a player owner's changed revenue from the phase its ability names. */
function revenueNow(state: GameState, ctx: Ctx, sym: string, owner: string): number {
  const def = companyDef(ctx, sym);
  for (const a of def.abilities) {
    if (a.type !== 'revenue_change' || !isPlayer(state, owner)) continue;
    const from = ctx.cfg.phases.findIndex((p) => p.name === a.phase);
    if (from >= 0 && state.phase >= from) return a.revenue;
  }
  return def.revenue;
}

export function closeCompany(state: GameState, ctx: Ctx, sym: string): void {
  const c = companyOf(state, sym);
  if (!c.closed) ctx.events.push({ type: 'company_closed', company: sym });
  c.closed = true;
}

export function closeAllCompanies(state: GameState, ctx: Ctx): void {
  for (const c of state.companies) {
    // (a private that stays open with a player: 1889's Uno-Takamatsu Ferry)
    if (c.owner && isPlayer(state, c.owner) && companyDef(ctx, c.sym).abilities.some((a) => a.type === 'stays_open_with_player')) continue;
    closeCompany(state, ctx, c.sym);
  }
}

/** What a phase change or a train leaving the depot may set off, and where its events go. */
export function phaseHooks(state: GameState, ctx: Ctx): PhaseHooks {
  return new GameHooks(state, ctx);
}

// (a class, not an object with an arrow: tsx names every closure it creates, a cost on every train bought)
class GameHooks implements PhaseHooks {
  readonly events: Ctx['events'];
  constructor(
    private readonly state: GameState,
    private readonly ctx: Ctx,
  ) {
    this.events = ctx.events;
  }

  closeCompanies(): void {
    closeAllCompanies(this.state, this.ctx);
  }

  phaseChanged(): void {
    this.ctx.rules.hooks.phaseChanged?.(this.state, this.ctx);
  }

  trainEvent(event: string): void {
    this.ctx.rules.hooks.trainEvent?.(this.state, this.ctx, event);
  }
}

export function minPrice(ctx: Ctx, sym: string): number {
  return Math.ceil(companyDef(ctx, sym).value / 2);
}

export function maxPrice(ctx: Ctx, sym: string): number {
  return companyDef(ctx, sym).value * 2;
}

/** Privates a corporation may buy: open, player-owned, not marked no_buy. */
export function purchasableCompanies(state: GameState, ctx: Ctx): string[] {
  return state.companies
    .filter((c) => !c.closed && c.owner && isPlayer(state, c.owner) && !companyDef(ctx, c.sym).abilities.some((a) => a.type === 'no_buy'))
    .map((c) => c.sym);
}
