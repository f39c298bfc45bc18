// The bid boxes: the minors, concessions and privates up for bids this stock round, each player's bid tokens,
// and the bid step (a player makes up to three bids a turn instead of buying, selling shares may come too).
import type { Ctx, Step } from '../../18xx/context.ts';
import { expectTurn, nextTurn, stockCurrent } from '../../18xx/rounds/stock.ts';
import { certLimit, numCerts } from '../../18xx/shares.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf } from '../../18xx/state.ts';
import type { Action, LegalChoice } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { scenarioData } from './data.ts';
import { own1822, type Bid1822 } from './state.ts';
import { debtOf, debtRefusal } from './loans.ts';
import { money } from '../../18xx/money.ts';

const MINORS_IN_BOX = 4;
const CONCESSIONS_IN_BOX = 3;
const PRIVATES_IN_BOX = 3;
/** Bids a player may make in one turn. */
const BIDS_PER_TURN = 3;

/** The companies of one kind (M, C, P) the bank still holds, in the game's drawn order. */
export function bankCompanies(state: GameState, prefix: string): string[] {
  const out: string[] = [];
  for (const c of state.companies) if (c.sym[0] === prefix && !c.closed && (!c.owner || c.owner === 'bank')) out.push(c.sym);
  return out;
}

export function bidboxMinors(state: GameState): string[] {
  const cache = own1822(state).bidboxMinors;
  return bankCompanies(state, 'M')
    .slice(0, MINORS_IN_BOX)
    .filter((m) => cache.includes(m));
}

export function bidboxConcessions(state: GameState): string[] {
  return bankCompanies(state, 'C').slice(0, CONCESSIONS_IN_BOX);
}

export function bidboxPrivates(state: GameState): string[] {
  const own = own1822(state);
  const privates = bankCompanies(state, 'P');
  if (!own.options.plus || own.options.singleStack) return privates.slice(0, PRIVATES_IN_BOX);
  // 1822+: one box per stack (trains, track, other)
  const out: string[] = [];
  for (const stack of scenarioData(own.scenario).plusBidboxes) {
    const first = privates.find((p) => stack.includes(p));
    if (first) out.push(first);
  }
  return out;
}

export function bidboxMinorsRefill(state: GameState): void {
  own1822(state).bidboxMinors = bankCompanies(state, 'M').slice(0, MINORS_IN_BOX);
}

export function inBidbox(state: GameState, company: string): boolean {
  return bidboxMinors(state).includes(company) || bidboxConcessions(state).includes(company) || bidboxPrivates(state).includes(company);
}

export function highestBid(state: GameState, company: string): Bid1822 | undefined {
  let best: Bid1822 | undefined;
  for (const b of own1822(state).bids[company] ?? []) if (!best || b.price > best.price) best = b;
  return best;
}

/** The companies on which `player` has a bid (each uses one of their tokens). */
function bidsOf(state: GameState, player: string): string[] {
  const out: string[] = [];
  for (const [company, bids] of Object.entries(own1822(state).bids)) if (bids.some((b) => b.player === player)) out.push(company);
  return out;
}

/** Cash held back by the bids `player` is winning. */
export function committedCash(state: GameState, player: string): number {
  let sum = 0;
  for (const company of Object.keys(own1822(state).bids)) {
    const top = highestBid(state, company);
    if (top?.player === player) sum += top.price;
  }
  return sum;
}

function winningCount(state: GameState, player: string): number {
  return Object.keys(own1822(state).bids).filter((c) => highestBid(state, c)?.player === player).length;
}

/** Certificates held plus the bids being won (each would become one). */
export function certsWithBids(state: GameState, ctx: Ctx, player: string): number {
  return numCerts(state, ctx.cfg, player) + winningCount(state, player);
}

export function tokensLeft(state: GameState, player: string): number {
  return own1822(state).tokens - bidsOf(state, player).length;
}

function minPrice(company: string, ctx: Ctx): number {
  // minors and concessions start at their face value, privates at nothing
  if (company[0] === 'P') return 0;
  return ctx.cfg.companies.find((c) => c.sym === company)?.value ?? 0;
}

export function minBid(state: GameState, ctx: Ctx, company: string): number {
  const top = highestBid(state, company);
  return top ? top.price + ctx.cfg.minBidIncrement : minPrice(company, ctx);
}

export function maxBid(state: GameState, player: string): number {
  return cashOf(state, player) - committedCash(state, player);
}

/** Every price `player` may bid on `company` now, lowest first (none when they may not bid on it). */
export function bidPrices(state: GameState, ctx: Ctx, player: string, company: string): number[] {
  if (bidRefusal(state, ctx, player, company)) return [];
  const out: number[] = [];
  for (let p = minBid(state, ctx, company); p <= maxBid(state, player); p += ctx.cfg.minBidIncrement) out.push(p);
  return out;
}

function bidsThisTurn(state: GameState): number {
  return state.round.kind === 'stock' ? state.round.current.filter((x) => x === 'bid').length : 0;
}

/** Why `player` may not bid on `company` now (null: they may, at some price from minBid to maxBid). */
export function bidRefusal(state: GameState, ctx: Ctx, player: string, company: string): string | null {
  if (!inBidbox(state, company)) return 'That company is not in a bid box.';
  const debt = debtRefusal(state, player);
  if (debt) return debt;
  if (certsWithBids(state, ctx, player) >= certLimit(state, ctx.cfg)) return 'A bid would take you over your certificate limit.';
  const top = highestBid(state, company);
  if (top?.player === player) return 'You already have the highest bid on it.';
  if (maxBid(state, player) < minBid(state, ctx, company)) return 'You cannot afford the lowest bid on it.';
  const has = (own1822(state).bids[company] ?? []).some((b) => b.player === player);
  if (!has && tokensLeft(state, player) <= 0) return 'You have no bid token left.';
  return null;
}

function bid(state: GameState, ctx: Ctx, action: Action): void {
  const player = String(action.entity);
  const r = expectTurn(state, player);
  const company = String(action.company);
  const price = Number(action.price);
  const why = bidRefusal(state, ctx, player, company);
  if (why) throw new RuleError(why);
  const min = minBid(state, ctx, company);
  if (price < min) throw new RuleError(`The lowest bid on it is ${min}.`);
  if ((price - min) % ctx.cfg.minBidIncrement !== 0) throw new RuleError(`Raise bids in steps of ${ctx.cfg.minBidIncrement}.`);
  if (price > maxBid(state, player)) throw new RuleError(`You can bid at most ${maxBid(state, player)}.`);
  const own = own1822(state);
  own.nothingSold = false;
  const list = (own.bids[company] ??= []).filter((b) => b.player !== player);
  list.push({ player, price });
  own.bids[company] = list;
  ctx.events.push({ type: 'bid', player, company, price });
  r.current.push('bid');
  r.passed = r.passed.filter((p) => p !== player);
  if (bidsThisTurn(state) >= BIDS_PER_TURN) nextTurn(state, ctx);
}

/** Bids: on any item of the bid boxes, while no share was bought this turn. */
export const bidboxStep: Step = {
  id: 'bidbox',
  actions: ['bid'],
  active: () => true,
  // a player in debt may not bid (18xx.games lists 'bid' then only without debt): with no cash to pay it off and
  // nothing to sell, they have no move and are passed over
  hasActions: (state, _ctx, player) => debtOf(state, player) === 0,
  choices(state, ctx, player): LegalChoice[] {
    if (stockCurrent(state) !== player) return [];
    const r = state.round.kind === 'stock' ? state.round : null;
    if (r && r.current.some((x) => x !== 'bid' && x !== 'sell' && x !== 'pay_debt')) return [];
    const out: LegalChoice[] = [];
    for (const company of [...bidboxMinors(state), ...bidboxConcessions(state), ...bidboxPrivates(state)]) {
      if (bidRefusal(state, ctx, player, company)) continue;
      const price = minBid(state, ctx, company);
      const name = ctx.cfg.companies.find((c) => c.sym === company)?.name ?? company;
      out.push({ label: `Bid ${money(ctx.cfg, price)} on ${name}`, action: { type: 'bid', entity: player, entity_type: 'player', company, price } });
    }
    return out;
  },
  process: bid,
};
