// Players buying privates from each other in a stock round (1830's BuySellParShares#purchasable_companies): while
// the phase has `can_buy_companies_from_other_players`, from the second stock round on, a player with cash who has
// not bought this turn may buy another player's private (not one marked no_buy) at a price the two agree on (the
// bot asks the seller's consent). It is the turn's purchase. 18xx.games hands the buyer the share a `shares` ability
// names once more (Game#after_buy_company, for every buying player), free from wherever it is: while a player holds
// it (the C&A's PRR share, kept by its first buyer) it refuses the purchase ("Cannot buy share from player"), so the
// private is not offered then.
import { companyDef } from '../../18xx/companies.ts';
import type { Ctx, Step } from '../../18xx/context.ts';
import { mustSell } from '../../18xx/steps/buy-sell-par.ts';
import { afterStockAction, expectTurn, stockCurrent, stockRound } from '../../18xx/rounds/stock.ts';
import { buyShares, floatCheck, shareById } from '../../18xx/shares.ts';
import type { GameState, Share, StockRound } from '../../18xx/state.ts';
import { cashOf, companyOf, isPlayer, pay, playerName } from '../../18xx/state.ts';
import { privateName } from '../../18xx/words.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';

export const FROM_OTHER_PLAYERS = 'can_buy_companies_from_other_players';

const PURCHASE = 'buy_company';

const boughtThisTurn = (r: StockRound): boolean => r.current.some((x) => x === 'par' || x.startsWith('buy'));

/** The privates `player` may buy from other players now. */
export function privatesForSale(state: GameState, ctx: Ctx, player: string): string[] {
  return purchasable(state, ctx, player).filter((sym) => abilityShares(state, ctx, sym).every((sh) => !sh.president && !isPlayer(state, sh.owner)));
}

/**
 * The privates 18xx.games lists as purchasable (purchasable_companies), which makes the turn wait for the player
 * even when the only one is one it then refuses.
 */
function purchasable(state: GameState, ctx: Ctx, player: string): string[] {
  if (state.round.kind !== 'stock' || state.finished || state.turn <= 1) return [];
  if (!(ctx.cfg.phases[state.phase]?.status ?? []).includes(FROM_OTHER_PLAYERS)) return [];
  if (boughtThisTurn(stockRound(state)) || cashOf(state, player) <= 0 || mustSell(state, ctx, player)) return [];
  return state.companies
    .filter((c) => !c.closed && c.owner && c.owner !== player && isPlayer(state, c.owner) && !companyDef(ctx, c.sym).abilities.some((a) => a.type === 'no_buy'))
    .map((c) => c.sym);
}

/** The certificates the private's `shares` abilities name. */
function abilityShares(state: GameState, ctx: Ctx, sym: string): Share[] {
  const out: Share[] = [];
  for (const a of companyDef(ctx, sym).abilities) if (a.type === 'shares') out.push(shareById(state, ctx.rules.hooks.abilityShare?.(state, a.share) ?? a.share));
  return out;
}

function buy(state: GameState, ctx: Ctx, player: string, sym: string, price: number): void {
  const r = expectTurn(state, player);
  if (!privatesForSale(state, ctx, player).includes(sym)) throw new RuleError(`You cannot buy ${privateName(ctx, sym)} now.`);
  if (!Number.isInteger(price) || price < 0) throw new RuleError('The price must be a whole number of dollars.');
  if (price > cashOf(state, player)) throw new RuleError(`You have only $${cashOf(state, player)}.`);
  const company = companyOf(state, sym);
  const seller = company.owner!;
  company.owner = player;
  pay(state, player, seller, price);
  ctx.events.push({ type: 'company_bought', entity: player, company: sym, price, from: seller });
  for (const sh of abilityShares(state, ctx, sym)) {
    ctx.events.push({ type: 'shares_received', player, corp: sh.corp, percent: sh.percent });
    buyShares(state, ctx.cfg, player, [sh], true);
    floatCheck(state, ctx, sh.corp);
  }
  r.current.push(PURCHASE);
  r.passed = r.passed.filter((p) => p !== player);
  afterStockAction(state, ctx);
}

export const playerCompanyStep: Step = {
  id: 'player_company',
  actions: ['buy_company'],
  active: () => false,
  hasActions: (state, ctx, player) => purchasable(state, ctx, player).length > 0,
  choices(state, ctx, player): LegalChoice[] {
    if (stockCurrent(state) !== player) return [];
    // (any agreed price is accepted; the listing offers face value)
    return privatesForSale(state, ctx, player).map((sym) => {
      const price = Math.min(companyDef(ctx, sym).value, cashOf(state, player));
      return {
        label: `Buy ${privateName(ctx, sym)} from ${playerName(state, companyOf(state, sym).owner!)} for $${price}`,
        action: { type: 'buy_company', entity: player, entity_type: 'player', company: sym, price },
      };
    });
  },
  process(state, ctx, action: Action) {
    buy(state, ctx, String(action.entity ?? ''), String(action.company), Number(action.price));
  },
};
