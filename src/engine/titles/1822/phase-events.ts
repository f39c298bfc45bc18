// 1822's train events (18xx.games G1822 event_*!) and what the phases they open change: the first 5 train closes
// every concession, and from then on a major floats at 50% and is started without one (open par, stock-step.ts);
// from phase 6 (the first 6 train) a major floats fully capitalised: what it collected goes back to the bank, its
// treasury shares go to the market and it receives ten times its par; the first 7 train closes P15 and P20 wherever
// they are (the bid box too), their collected money back to the bank.
import type { Ctx } from '../../18xx/context.ts';
import { closeCompany } from '../../18xx/companies.ts';
import { ipo, moveShare } from '../../18xx/shares.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, corpOf, pay } from '../../18xx/state.ts';
import { own1822 } from './state.ts';

/** The privates that collect £10 (P15) or £5 (P20) times the phase for their owner, and as much for an acquirer. */
export const PHASE_REVENUE: Record<string, number> = { P15: 10, P20: 5 };

/** Phase revenue privates keep what they collect as cash of their own (18xx.games @phase_revenue), out of the bank. */
export function collectPhaseRevenue(state: GameState, ctx: Ctx): void {
  const own = own1822(state);
  for (const [sym, times] of Object.entries(PHASE_REVENUE)) {
    const c = state.companies.find((x) => x.sym === sym);
    if (!c || c.closed || !c.owner || c.owner === 'bank') continue;
    const amount = times * Number(ctx.cfg.phases[state.phase]!.name);
    (own.phaseRevenue ??= {})[sym] = (own.phaseRevenue[sym] ?? 0) + amount;
    pay(state, 'bank', sym, amount);
  }
}

export function trainEvent1822(state: GameState, ctx: Ctx, event: string): void {
  const own = own1822(state);
  if (event === 'close_concessions') {
    for (const c of state.companies) if (c.sym[0] === 'C' && !c.closed) closeCompany(state, ctx, c.sym);
    own.concessionsClosed = true;
  } else if (event === 'phase_revenue') {
    for (const sym of Object.keys(PHASE_REVENUE)) {
      const c = state.companies.find((x) => x.sym === sym);
      // (wherever it is: with a player, in the bid box or unsold; one acquired by an operator closed then)
      if (!c || c.closed) continue;
      pay(state, sym, 'bank', cashOf(state, sym));
      if (own.phaseRevenue) delete own.phaseRevenue[sym];
      closeCompany(state, ctx, sym);
    }
  }
}

/** Majors not yet floated float at 50% once the concessions closed (the data's 20%, the LNWR's 10%, before). */
export function floatPercent1822(state: GameState, _ctx: Ctx, corp: string): number | undefined {
  return own1822(state).concessionsClosed && corpOf(state, corp).type === 'major' ? 50 : undefined;
}

/** Does a major not yet floated get its full capital at its float (phase 6 on)? */
export function fullCapitalisation(state: GameState, ctx: Ctx, corp: string): boolean {
  const c = corpOf(state, corp);
  return c.type === 'major' && !c.floated && (ctx.cfg.phases[state.phase]!.status ?? []).includes('full_capitalisation');
}

/** A major floats: fully capitalised from phase 6 (else its treasury has had each share's price already). */
export function float1822(state: GameState, ctx: Ctx, corp: string): void {
  const c = corpOf(state, corp);
  if (c.type !== 'major' || !(ctx.cfg.phases[state.phase]!.status ?? []).includes('full_capitalisation')) return;
  pay(state, corp, 'bank', cashOf(state, corp));
  for (const s of state.shares) if (s.corp === corp && s.owner === ipo(corp)) moveShare(state, s, 'pool');
  pay(state, 'bank', corp, c.parPrice! * 10);
}
