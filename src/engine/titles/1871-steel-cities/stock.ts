// Stock turns, after a stock round's auctions (provisional, 1822 model): in Bidding Order Track
// order, each turn one action — start a major from its paper company (par), buy one 10% share (IPO or
// pool), sell one share, repay loan debt — or pass. The stock round ends when everyone passed in a row;
// then every sold-out major (no share in the IPO or pool) moves up.
import { RuleError, type Action } from '../../types.ts';
import type { SteelData } from './data/schema.ts';
import type { SteelEvent } from './events.ts';
import { repayLoan } from './loans.ts';
import { majorPars, moveUp } from './market.ts';
import { buyRefusal, buyShare, parMajor, parRefusal, sellRefusal, sellShare, sharePrice } from './majors.ts';
import { playerByKey } from './players.ts';
import type { SteelState } from './state.ts';
import { companyName } from './sheet.ts';

export function stockActor(state: SteelState): string | null {
  const r = state.round;
  if (r.kind !== 'stock' || r.step !== 'turns') return null;
  return state.track[r.turn % state.track.length]!;
}

/** Ends the turn; returns true when the stock round is over. */
function endTurn(state: SteelState, passed: boolean): boolean {
  const r = state.round;
  if (r.kind !== 'stock') return false;
  r.passes = passed ? r.passes + 1 : 0;
  r.turn += 1;
  return r.passes >= state.players.length;
}

export function finishStockRound(data: SteelData, state: SteelState): SteelEvent[] {
  const events: SteelEvent[] = [];
  for (const m of Object.values(state.majors)) {
    if (!m.started || (m.shares.ipo ?? 0) > 0 || (m.shares.pool ?? 0) > 0) continue;
    const from = sharePrice(data, m);
    m.cell = moveUp(data, m.cell!);
    events.push({ type: 'price_moved', corp: m.id, from, to: sharePrice(data, m), why: 'sold_out' });
  }
  return events;
}

/** Processes a stock-turn action; `done` tells the caller the stock round is over. */
export function processStockTurn(data: SteelData, state: SteelState, action: Action): { events: SteelEvent[]; done: boolean } {
  const actor = stockActor(state);
  const key = String(action.entity);
  if (actor !== key) throw new RuleError(`It is ${actor ? playerByKey(state, actor).name : 'nobody'}'s stock turn.`);
  const corp = String(action.corporation ?? '');
  if (state.round.kind === 'stock') state.round.decided = true;
  let events: SteelEvent[];
  switch (action.type) {
    case 'par':
      events = parMajor(data, state, key, corp, Number(action.price));
      break;
    case 'buy_shares':
      events = buyShare(data, state, key, corp, action.from === 'pool' ? 'pool' : 'ipo');
      break;
    case 'sell_shares':
      events = sellShare(data, state, key, corp);
      break;
    case 'payoff_loan': {
      const p = playerByKey(state, key);
      if (!p.loan || !p.cash) throw new RuleError('You have no loan debt to repay, or no cash.');
      events = repayLoan(state, p, action.amount === undefined ? undefined : Number(action.amount));
      break;
    }
    case 'pass':
      events = [];
      break;
    default:
      throw new RuleError(`In a stock turn 1871 has no "${action.type}" action.`);
  }
  return { events, done: endTurn(state, action.type === 'pass') };
}

/** The stock-turn actions a player could take now, besides passing. */
export function stockChoices(data: SteelData, state: SteelState, player: string): { label: string; action: Action }[] {
  const entity = playerByKey(state, player).id;
  const base = { entity, entity_type: 'player' };
  const out: { label: string; action: Action }[] = [];
  for (const paper of data.companies.paper) {
    for (const par of majorPars(data)) {
      if (parRefusal(data, state, player, paper.major, par.price) === null) {
        out.push({ label: `Start ${companyName(data, paper.major)} at par $${par.price} (president's share $${2 * par.price})`, action: { type: 'par', ...base, corporation: paper.major, price: par.price } });
      }
    }
  }
  for (const m of Object.values(state.majors)) {
    for (const from of ['ipo', 'pool'] as const) {
      if (buyRefusal(data, state, player, m.id, from) === null) {
        const cost = from === 'ipo' ? m.par! : sharePrice(data, m);
        out.push({ label: `Buy a ${companyName(data, m.id)} share from the ${from === 'ipo' ? 'IPO' : 'market'} for $${cost}`, action: { type: 'buy_shares', ...base, corporation: m.id, from } });
      }
    }
    if (sellRefusal(data, state, player, m.id) === null) {
      out.push({ label: `Sell a ${companyName(data, m.id)} share for $${sharePrice(data, m)}`, action: { type: 'sell_shares', ...base, corporation: m.id } });
    }
  }
  const p = playerByKey(state, player);
  if (p.loan > 0 && p.cash > 0) out.push({ label: `Repay $${Math.min(p.cash, p.loan)} of your loan`, action: { type: 'payoff_loan', ...base } });
  return out;
}
