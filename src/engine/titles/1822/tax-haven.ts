// P16, the tax haven (18xx.games G1822 COMPANY_OSTH): once in the game, as a stock-round move of its own, the player
// holding P16 buys a major's share (from its treasury or the market, at the market price) into P16's charter. That
// share is nobody's holding: not the player's for the 60% limit, the certificate limit or the presidency, and never
// sold; it counts toward a major sold out, earns its dividends onto the charter (exactly its part, not rounded), and
// its price and that cash count in the player's value. The certificate and cash sit under P16's own key.
import type { Ctx, Step } from '../../18xx/context.ts';
import { priceOf } from '../../18xx/market.ts';
import { stockCurrent, nextTurn } from '../../18xx/rounds/stock.ts';
import { floatCheck, ipo, moveShare, sharesOf } from '../../18xx/shares.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, corpOf, isPlayer, pay } from '../../18xx/state.ts';
import { money } from '../../18xx/money.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { ownValue } from '../../records.ts';
import { committedCash } from './bidbox.ts';
import { debtOf } from './loans.ts';

export const TAX_HAVEN = 'P16';

type Source = 'ipo' | 'market';

/** The player holding P16 while it is open, else null. */
function havenOwner(state: GameState): string | null {
  const c = state.companies.find((x) => x.sym === TAX_HAVEN);
  return c && !c.closed && c.owner && isPlayer(state, c.owner) ? c.owner : null;
}

/** The keys whose cash and shares count in the player's value besides their own (TitleHooks.heldFor). */
export function heldFor(state: GameState, player: string): readonly string[] {
  return havenOwner(state) === player ? [TAX_HAVEN] : [];
}

/** What the charter holds, at market prices (18xx.games @tax_haven.value). */
function havenHolds(state: GameState): boolean {
  return cashOf(state, TAX_HAVEN) !== 0 || state.shares.some((s) => s.owner === TAX_HAVEN);
}

/** Where the share bought would come from (its certificate), if the source has one. */
function sourceShare(state: GameState, corp: string, from: Source) {
  return sharesOf(state, from === 'ipo' ? ipo(corp) : 'pool', corp)[0];
}

/** The purchases open to `player` now, by the logged choice ("LNWR_ipo", "MR_market"). */
function open(state: GameState, ctx: Ctx, player: string): { choice: string; corp: string; from: Source; price: number }[] {
  if (state.round.kind !== 'stock' || state.round.done || stockCurrent(state) !== player || havenOwner(state) !== player) return [];
  // once per game (18xx.games' tax_haven_multiple variant, buying with the charter's cash, is not offered here)
  if (havenHolds(state)) return [];
  // not after a bid this turn, not in debt (18xx.games choices_ability)
  if (state.round.current.includes('bid') || debtOf(state, player) > 0) return [];
  const out: { choice: string; corp: string; from: Source; price: number }[] = [];
  for (const c of state.corps) {
    if (c.type !== 'major' || !c.ipoed || !c.cell) continue;
    const price = priceOf(state, ctx.cfg, c.sym);
    if (price <= 0 || price > cashOf(state, player)) continue;
    for (const from of ['ipo', 'market'] as const) if (sourceShare(state, c.sym, from)) out.push({ choice: `${c.sym}_${from}`, corp: c.sym, from, price });
  }
  return out;
}

function buy(state: GameState, ctx: Ctx, player: string, choice: string): void {
  const pick = open(state, ctx, player).find((o) => o.choice === choice);
  if (!pick) throw new RuleError('The tax haven cannot buy that share now.');
  const { corp, from, price } = pick;
  if (price > cashOf(state, player) - committedCash(state, player)) throw new RuleError(`You need ${money(ctx.cfg, price)} besides what your winning bids hold back.`);
  if (state.round.kind === 'stock' && ownValue(state.round.sold, player)?.[corp]) throw new RuleError('You sold that company this round, so the tax haven cannot buy it.');
  const share = sourceShare(state, corp, from)!;
  // a treasury share pays the major (18xx.games: even before a fully capitalised float), a market share the bank
  pay(state, player, from === 'ipo' ? corp : 'bank', price);
  moveShare(state, share, TAX_HAVEN);
  ctx.events.push({ type: 'tax_haven_bought', player, corp, from: from === 'ipo' ? ipo(corp) : 'pool', price });
  if (!corpOf(state, corp).floated) floatCheck(state, ctx, corp);
}

export const taxHavenStep: Step = {
  id: 'tax_haven',
  actions: ['choose_ability'],
  claims: (_state, _ctx, action: Action) => action.type === 'choose_ability' && String(action.entity) === TAX_HAVEN,
  active: () => true,
  hasActions: (state, ctx, player) => open(state, ctx, player).length > 0,
  choices(state, ctx, player): LegalChoice[] {
    return open(state, ctx, player).map((o) => ({
      label: `Tax haven: buy a 10% share of ${o.corp} from ${o.from === 'ipo' ? 'its treasury' : 'the market'} for ${money(ctx.cfg, o.price)}`,
      action: { type: 'choose_ability', entity: TAX_HAVEN, entity_type: 'company', choice: o.choice },
    }));
  },
  process(state, ctx, action) {
    const player = havenOwner(state);
    if (!player || state.round.kind !== 'stock' || stockCurrent(state) !== player) throw new RuleError('Only the holder of the tax haven may use it, in their stock-round turn.');
    buy(state, ctx, player, String(action.choice ?? ''));
    // like a purchase, it ends the turn (18xx.games pass!)
    if (state.round.kind === 'stock' && !state.round.done) {
      state.round.passed = state.round.passed.filter((p) => p !== player);
      nextTurn(state, ctx);
    }
  },
};
