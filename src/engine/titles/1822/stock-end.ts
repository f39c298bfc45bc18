// The end of a stock round in 1822: the bid boxes are settled (minors float for their winners, concessions and
// privates go to theirs), minors nobody bid on take L trains out of the game (and close, in the first box),
// the minor box is refilled; then the players are reordered by cash before the operating rounds.
import type { Ctx } from '../../18xx/context.ts';
import { parCells, placeInCell } from '../../18xx/market.ts';
import { moveShare, presidentShare } from '../../18xx/shares.ts';
import type { GameState } from '../../18xx/state.ts';
import { cashOf, companyOf, corpOf, pay, setPresident } from '../../18xx/state.ts';
import { phaseHooks } from '../../18xx/companies.ts';
import { exportTrain, trainById } from '../../18xx/trains.ts';
import { bidboxConcessions, bidboxMinors, bidboxMinorsRefill, bidboxPrivates, highestBid } from './bidbox.ts';
import { dropReservations } from './tokens.ts';
import { own1822, type Bid1822 } from './state.ts';

/** A minor's share price from its winning bid: 50 in phase 1, else half the bid (to the top par price), down to a par price. */
function minorPar(state: GameState, ctx: Ctx, bid: number): { price: number; r: number; c: number } {
  const pars = parCells(ctx.cfg);
  const top = Math.max(...pars.map((p) => p.price));
  let want = ctx.cfg.phases[state.phase]!.name === '1' ? 50 : Math.floor(bid / 2);
  if (want > top) want = top;
  return pars.find((p) => p.price <= want)!;
}

function floatMinor(state: GameState, ctx: Ctx, company: string, bid: Bid1822): void {
  const sym = company.slice(1);
  const corp = corpOf(state, sym);
  const par = minorPar(state, ctx, bid.price);
  const presidency = par.price * 2;
  corp.ipoed = true;
  corp.parPrice = par.price;
  placeInCell(state, sym, [par.r, par.c]);
  moveShare(state, presidentShare(state, sym), bid.player);
  setPresident(corp, bid.player);
  // the winner pays the whole bid; the minor gets the presidency's price (from phase 3: the whole bid)
  const treasury = Number(ctx.cfg.phases[state.phase]!.name) < 3 ? presidency : bid.price;
  pay(state, bid.player, 'bank', bid.price);
  pay(state, 'bank', sym, treasury);
  corp.floated = true;
  const c = companyOf(state, company);
  c.owner = null;
  c.closed = true;
  ctx.events.push({ type: 'auction_won', player: bid.player, company, price: bid.price });
  ctx.events.push({ type: 'float', corp: sym, cash: treasury });
}

function buyCompany(state: GameState, ctx: Ctx, company: string, bid: Bid1822): void {
  companyOf(state, company).owner = bid.player;
  if (bid.price > 0) pay(state, bid.player, 'bank', bid.price);
  ctx.events.push({ type: 'auction_won', player: bid.player, company, price: bid.price });
}

/** The next train of the depot leaves the game (phases change as if it had been bought; an unlimited 7 is replaced). */
function removeNextTrain(state: GameState, ctx: Ctx): void {
  exportTrain(state, ctx.cfg, phaseHooks(state, ctx));
}

export function settleBidboxes(state: GameState, ctx: Ctx): void {
  const own = own1822(state);
  const minors = bidboxMinors(state);
  const floats: { company: string; bid: Bid1822; index: number }[] = [];
  let bidless = 0;
  let closeFirst: string | null = null;
  minors.forEach((m, index) => {
    const bid = highestBid(state, m);
    if (bid) floats.push({ company: m, bid, index });
    else {
      bidless += 1;
      if (index === 0) closeFirst = m;
    }
  });
  for (const c of bidboxConcessions(state)) {
    const bid = highestBid(state, c);
    if (bid) buyCompany(state, ctx, c, bid);
  }
  for (const p of bidboxPrivates(state)) {
    const bid = highestBid(state, p);
    if (bid) buyCompany(state, ctx, p, bid);
  }
  // highest bid first; on a tie, the earlier box
  floats.sort((a, b) => b.bid.price - a.bid.price || a.index - b.index);
  for (const f of floats) floatMinor(state, ctx, f.company, f.bid);
  // every minor without a bid takes an L train out of the game (while L trains are next)
  if (bidless > 0 && state.upcoming[0] && trainById(state, state.upcoming[0]).name === 'L') {
    for (let n = bidless; n > 0 && state.upcoming[0] && trainById(state, state.upcoming[0]).name === 'L'; n--) removeNextTrain(state, ctx);
  }
  // the first box's minor without a bid closes, and the next train goes with it
  if (closeFirst) {
    removeNextTrain(state, ctx);
    const sym = (closeFirst as string).slice(1);
    corpOf(state, sym).closed = true;
    dropReservations(state, ctx, sym);
    companyOf(state, closeFirst).closed = true;
    ctx.events.push({ type: 'company_closed', company: closeFirst });
  }
  own.bids = {};
  bidboxMinorsRefill(state);
}

/** Before the operating rounds: most cash first (P9's holder may have doubled theirs); on a tie, the earlier in the present order. */
export function reorderByCash(state: GameState, ctx: Ctx): void {
  const reversed = [...state.order].reverse();
  const doubled = own1822(state).doubleCash;
  const keyed = state.order.map((p) => ({ p, cash: cashOf(state, p) * (p === doubled ? 2 : 1), i: reversed.indexOf(p) }));
  keyed.sort((a, b) => b.cash - a.cash || b.i - a.i);
  state.order = keyed.map((k) => k.p);
  ctx.events.push({ type: 'priority_deal', player: state.order[0]! });
}
