// A private exchanged by its player owner for a share (1830's Mohawk & Hudson: a 10% NYC share from the IPO or
// the market; 18xx.games Step::Exchange with the `exchange` ability, `when: any`). The ability is usable at any
// time of a stock or operating round, in or out of the owner's turn; it is never the turn's purchase. The share is
// free, held to the 60% limit (unless the market cell lifts it) but not to the certificate limit; the private closes.
import { closeCompany, companyDef } from '../../18xx/companies.ts';
import type { Ctx, Step } from '../../18xx/context.ts';
import { unlimitedHolding } from '../../18xx/market.ts';
import { buyShares, floatCheck, ipo, percentOf } from '../../18xx/shares.ts';
import type { GameState, Share } from '../../18xx/state.ts';
import { isPlayer } from '../../18xx/state.ts';
import { privateName } from '../../18xx/words.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';

interface ExchangeAbility {
  corporation: string;
  from: string[];
}

function abilityOf(ctx: Ctx, sym: string): ExchangeAbility | undefined {
  const a = companyDef(ctx, sym).titleAbilities?.find((x) => x.type === 'exchange');
  return a as unknown as ExchangeAbility | undefined;
}

/** The certificates the open private `sym` may be exchanged for now by its player owner (first of each source). */
export function exchangeShares(state: GameState, ctx: Ctx, sym: string): Share[] {
  const company = state.companies.find((c) => c.sym === sym);
  const ability = abilityOf(ctx, sym);
  if (!company || company.closed || !ability || !company.owner || !isPlayer(state, company.owner)) return [];
  const owner = company.owner;
  const corp = ability.corporation;
  const out: Share[] = [];
  // Corporation#available_share (the IPO's first non-president certificate) and the market's first
  const sources = [...(ability.from.includes('ipo') ? [ipo(corp)] : []), ...(ability.from.includes('market') ? ['pool'] : [])];
  for (const holder of sources) {
    const share = state.shares.find((s) => s.owner === holder && s.corp === corp && !s.president);
    if (share && mayGain(state, ctx, owner, share)) out.push(share);
  }
  return out;
}

/** The ownership limit holds (can_gain? with exchange: the certificate limit does not). */
function mayGain(state: GameState, ctx: Ctx, player: string, share: Share): boolean {
  return unlimitedHolding(state, ctx.cfg, share.corp) || percentOf(state, player, share.corp) + share.percent <= ctx.cfg.maxOwnershipPercent;
}

/** The exchanges a player may make now, as 18xx.games writes them: `buy_shares` by the private. */
export function exchangeChoices(state: GameState, ctx: Ctx, player: string): LegalChoice[] {
  const out: LegalChoice[] = [];
  for (const c of state.companies) {
    if (c.owner !== player || !abilityOf(ctx, c.sym)) continue;
    for (const sh of exchangeShares(state, ctx, c.sym))
      out.push({
        label: `Exchange ${privateName(ctx, c.sym)} for a ${sh.percent}% share of ${sh.corp} from ${sh.owner === 'pool' ? 'the market' : 'the IPO'}`,
        action: { type: 'buy_shares', entity: c.sym, entity_type: 'company', shares: [sh.id], percent: sh.percent },
      });
  }
  return out;
}

function exchange(state: GameState, ctx: Ctx, action: Action): void {
  const sym = String(action.entity);
  const ids = (action.shares as string[] | undefined) ?? [];
  const share = state.shares.find((s) => s.id === ids[0]);
  const company = state.companies.find((c) => c.sym === sym);
  const ability = abilityOf(ctx, sym);
  if (!company || !ability || company.closed) throw new RuleError(`${sym} cannot be exchanged.`);
  if (!share || share.corp !== ability.corporation || share.president) throw new RuleError(`${privateName(ctx, sym)} is exchanged for a share of ${ability.corporation}.`);
  const from = share.owner === 'pool' ? 'market' : share.owner === ipo(share.corp) ? 'ipo' : null;
  if (!from || !ability.from.includes(from)) throw new RuleError(`That share of ${share.corp} is not in the IPO or the market.`);
  const player = company.owner!;
  if (!mayGain(state, ctx, player, share)) throw new RuleError(`That would take you over ${ctx.cfg.maxOwnershipPercent}% of ${share.corp}.`);
  ctx.events.push({ type: 'company_exchanged', player, company: sym, corp: share.corp, percent: share.percent, from: from === 'market' ? 'pool' : 'ipo' });
  buyShares(state, ctx.cfg, player, [share], true);
  closeCompany(state, ctx, sym);
  floatCheck(state, ctx, share.corp);
}

function claims(state: GameState, ctx: Ctx, action: Action): boolean {
  return action.type === 'buy_shares' && action.entity_type === 'company' && !!abilityOf(ctx, String(action.entity));
}

/** In a stock round: listed with the owner's other moves on their turn, and to them out of turn. */
export const stockExchangeStep: Step = {
  id: 'exchange',
  actions: ['buy_shares'],
  active: () => false,
  claims,
  choices: (state, ctx, player) => exchangeChoices(state, ctx, player),
  offTurn: (state, ctx, player) => exchangeChoices(state, ctx, player),
  process: exchange,
};

/** In an operating round: beside whatever step the turn is at, and to the owner out of turn. */
export const orExchangeStep: Step = {
  id: 'exchange',
  actions: ['buy_shares'],
  inSequence: false,
  anytime: true,
  active: () => false,
  claims,
  choices: (state, ctx, player) => exchangeChoices(state, ctx, player),
  offTurn: (state, ctx, player) => exchangeChoices(state, ctx, player),
  process: exchange,
};
