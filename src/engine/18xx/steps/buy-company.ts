// Buying a private from its player owner (phases with `can_buy_companies`), at any point of the turn.
import { money } from '../money.ts';
import { companyDef, maxPrice, minPrice, purchasableCompanies } from '../companies.ts';
import type { CompanyOffer, Ctx, Step } from '../context.ts';
import { actingCorp, autoAdvance, currentCorp, expectOperator } from '../rounds/operating.ts';
import type { GameState } from '../state.ts';
import { cashOf, companyOf, pay } from '../state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { entityName, privateName } from '../words.ts';

function phaseAllows(state: GameState, ctx: Ctx): boolean {
  return (ctx.cfg.phases[state.phase]!.status ?? []).includes('can_buy_companies');
}

export type { CompanyOffer } from '../context.ts';

/** Privates the operating corporation may buy now, with the prices it may pay. */
export function companyOffers(state: GameState, ctx: Ctx): CompanyOffer[] {
  if (state.round.kind !== 'operating' || state.finished || !phaseAllows(state, ctx)) return [];
  const cash = cashOf(state, currentCorp(state));
  return purchasableCompanies(state, ctx)
    .filter((c) => minPrice(ctx, c) <= cash)
    .map((c) => ({ company: c, owner: companyOf(state, c).owner!, min: minPrice(ctx, c), max: Math.min(maxPrice(ctx, c), cash) }));
}

function unusedAnytimeLay(state: GameState, ctx: Ctx, corp: string): boolean {
  for (const c of state.companies)
    if (c.owner === corp && !c.closed && c.tileLaysLeft > 0 && companyDef(ctx, c.sym).abilities.some((a) => a.type === 'tile_lay' && a.anytime)) return true;
  return false;
}

export const buyCompanyStep: Step = {
  id: 'company',
  actions: ['buy_company'],
  inSequence: true,
  anytime: true,
  offers: companyOffers,
  active(state, ctx) {
    // a private's lay usable at any time of the turn, not yet made, keeps the turn here until a pass (18xx.games'
    // blocking BuyCompany step while the corporation has an ability it may use now)
    if (unusedAnytimeLay(state, ctx, currentCorp(state))) return true;
    if (!phaseAllows(state, ctx)) return false;
    const list = purchasableCompanies(state, ctx);
    return list.length > 0 && Math.min(...list.map((c) => minPrice(ctx, c))) <= cashOf(state, currentCorp(state));
  },
  choices(state, ctx): LegalChoice[] {
    const corp = currentCorp(state);
    const out: LegalChoice[] = [];
    // the cheapest and the dearest price (the full face-value range when affordable)
    for (const o of companyOffers(state, ctx))
      for (const price of [o.min, maxPrice(ctx, o.company)])
        if (price <= o.max) out.push({ label: `${entityName(ctx, corp)} buys ${privateName(ctx, o.company)} for ${money(ctx.cfg, price)}`, action: { type: 'buy_company', entity: corp, entity_type: 'corporation', company: o.company, price } });
    return out;
  },
  process(state, ctx, action: Action) {
    const corp = actingCorp(state, String(action.entity ?? ''), action.entity_type);
    const company = String(action.company);
    const price = Number(action.price);
    expectOperator(state, corp);
    const co = companyOf(state, company);
    if (!phaseAllows(state, ctx)) throw new RuleError('Privates cannot be bought yet.');
    if (!purchasableCompanies(state, ctx).includes(company)) throw new RuleError(`${company} cannot be bought.`);
    if (price < minPrice(ctx, company) || price > maxPrice(ctx, company))
      throw new RuleError(`Price must be between ${minPrice(ctx, company)} and ${maxPrice(ctx, company)}.`);
    if (price > cashOf(state, corp)) throw new RuleError(`${corp} cannot pay ${price}.`);
    ctx.events.push({ type: 'company_bought', entity: corp, company, price, from: co.owner! });
    const seller = co.owner!;
    pay(state, corp, seller, price);
    co.owner = corp;
    ctx.rules.hooks.companyBought?.(state, ctx, corp, company, seller);
    autoAdvance(state, ctx);
  },
};
