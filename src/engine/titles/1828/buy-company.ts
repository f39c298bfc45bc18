// A corporation buys a private from a player (phases Green to Brown), for $1 up to twice its value; the $250
// privates never. StCT's revenue becomes $10; C&P's minor hands its cash to the buyer and leaves, its private
// then pays $15 (g_1828/step/buy_company.rb, game.rb#setup_company_min_price, entities.rb).
import type { Step } from '../../18xx/context.ts';
import { actingCorp, autoAdvance, currentCorp, expectOperator } from '../../18xx/rounds/operating.ts';
import { buyCompanyStep, type CompanyOffer } from '../../18xx/steps/buy-company.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, companyOf, corpOf, isPlayer, pay } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { CP_MINOR, PHASES } from './data.ts';
import { corporationMayBuy, corporationPriceRange, revenueAfter } from './privates.ts';
import { own1828 } from './state.ts';
import { offerCpToken } from './specials.ts';
import { privateWords } from './words.ts';

function purchasable(state: GameState): string[] {
  if (!PHASES[state.phase]!.canBuyCompanies) return [];
  return state.companies.filter((c) => !c.closed && c.owner && isPlayer(state, c.owner) && corporationMayBuy(c.sym)).map((c) => c.sym);
}

/**
 * A private the corporation owns has an ability usable right now: 18xx.games then keeps the last (blocking)
 * buy-company step open for a pass (`@game.abilities(entity, passive_ok: false)`): C&StL's lay ("owning corp or
 * turn"); E&K's lay counts only in the track step, D&H's teleport never there.
 */
function holdsUsableAbility(state: GameState, corp: string): boolean {
  return state.companies.some((c) => c.owner === corp && !c.closed && c.sym === 'C&StL' && c.tileLaysLeft > 0);
}

/** What the operating corporation may buy now: each private with $1 up to twice its value (capped by its cash). */
function offers1828(state: GameState): CompanyOffer[] {
  const corp = currentCorp(state);
  if (corp === CP_MINOR.sym) return [];
  const cash = cashOf(state, corp);
  return purchasable(state)
    .map((company) => ({ company, owner: companyOf(state, company).owner!, ...corporationPriceRange(company) }))
    .filter((o) => o.min <= cash)
    .map((o) => ({ ...o, max: Math.min(o.max, cash) }));
}

export const buyCompany1828: Step = {
  ...buyCompanyStep,
  offers: offers1828,
  active(state) {
    const corp = currentCorp(state);
    if (corp === CP_MINOR.sym) return false;
    // the C15 token decision after buying C&P keeps the turn open
    if (own1828(state).cpToken) return true;
    return (purchasable(state).length > 0 && cashOf(state, corp) >= 1) || holdsUsableAbility(state, corp);
  },
  // the cheapest and the dearest price it may pay
  choices(state): LegalChoice[] {
    const corp = currentCorp(state);
    return offers1828(state).flatMap((o) =>
      [o.min, o.max].map((price) => ({ label: `${corp} buys ${privateWords(o.company)} for $${price}`, action: { type: 'buy_company', entity: corp, entity_type: 'corporation', company: o.company, price } })),
    );
  },
  process(state, ctx, action: Action) {
    const corp = actingCorp(state, String(action.entity ?? ''), action.entity_type);
    const company = String(action.company);
    const price = Number(action.price);
    expectOperator(state, corp);
    if (corp === CP_MINOR.sym) throw new RuleError('The C&P minor cannot buy privates.');
    if (!purchasable(state).includes(company)) throw new RuleError(`${company} cannot be bought now.`);
    const { min, max } = corporationPriceRange(company);
    if (price < min || price > max) throw new RuleError(`Price must be between ${min} and ${max}.`);
    if (price > cashOf(state, corp)) throw new RuleError(`${corp} cannot pay ${price}.`);
    const co = companyOf(state, company);
    ctx.events.push({ type: 'company_bought', entity: corp, company, price, from: co.owner! });
    pay(state, corp, co.owner!, price);
    co.owner = corp;
    const own = own1828(state);
    own.revenue[company] = revenueAfter(company, 'sold', own.revenue[company] ?? 0);
    if (company === 'E&K') (own.ek ??= { forcedFor: null, extraUsed: false }).forcedFor = corp;
    if (company === CP_MINOR.sym) {
      // the minor's cash goes to the buyer; it leaves the game and its private pays $15 from now on
      pay(state, CP_MINOR.sym, corp, cashOf(state, CP_MINOR.sym));
      corpOf(state, CP_MINOR.sym).closed = true;
      own.revenue[company] = 15;
      own.cp = null;
      offerCpToken(state, ctx, corp);
    }
    autoAdvance(state, ctx);
  },
};
