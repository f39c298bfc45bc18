// Share auctions: the opener bids at least the minimum or passes, then the others in seat order raise or drop out.
import { RuleError } from '../../types.ts';
import { COMPANIES, companyIdOf, type CompanyId } from './companies.ts';
import { INDICATOR_LIMITS } from './numbers.ts';
import { emit, minimumBid, nameOf, newAuction, note, playerKey, totalShares, type AuctionState, type CxState } from './state.ts';
import { withArticle } from '../../articles.ts';

/** Companies whose share the player whose turn it is may put up (open, shares left, auction needle not red). */
export function auctionableCompanies(state: CxState): CompanyId[] {
  if (state.indicators.auction >= INDICATOR_LIMITS.auction) return [];
  return (Object.keys(COMPANIES) as CompanyId[]).filter((id) => state.companies[id].open && state.companies[id].issued < totalShares(id));
}

export function startAuction(state: CxState, seat: number, named: unknown): void {
  const corporation = companyIdOf(named);
  if (!corporation) throw new RuleError(`"${String(named)}" is not a company; choose PRR, B&O, C&O, NYC or WAB.`);
  if (state.indicators.auction >= INDICATOR_LIMITS.auction) throw new RuleError('The auction indicator is already in the red: no more auctions this round.');
  const company = state.companies[corporation];
  if (!company.open) throw new RuleError(`${corporation} is not open yet: Wabash opens when the first train reaches Chicago.`);
  if (company.issued >= totalShares(corporation)) throw new RuleError(`${corporation} has no shares left to auction.`);
  state.indicators.auction += 1;
  state.auction = newAuction(corporation, 'turn', seat, state.players.length);
  state.phase = 'auction';
  note(state, `${nameOf(state, seat)} puts ${withArticle(corporation)} share up for auction (minimum $${minimumBid(state, corporation)}).`);
}

/** Lowest bid the player to act may make now. */
export function lowestBid(state: CxState, auction: AuctionState): number {
  return Math.max(minimumBid(state, auction.corporation), auction.highBid + 1);
}

function requireBidder(state: CxState, seat: number): AuctionState {
  const auction = state.auction!;
  if (auction.toAct !== seat) {
    throw new RuleError(`It is ${nameOf(state, auction.toAct)}'s turn to bid on ${auction.corporation} or pass, not ${nameOf(state, seat)}'s.`);
  }
  return auction;
}

/** Returns true when the auction is over (then call settleAuction). */
export function bid(state: CxState, seat: number, corporation: unknown, price: unknown): boolean {
  const auction = requireBidder(state, seat);
  if (companyIdOf(corporation) !== auction.corporation) {
    throw new RuleError(`The share up for auction is ${auction.corporation}, not ${String(corporation)}.`);
  }
  if (typeof price !== 'number' || !Number.isInteger(price)) throw new RuleError('A bid must be a whole number of dollars.');
  const lowest = lowestBid(state, auction);
  if (price < lowest) {
    throw new RuleError(
      auction.highBidder === null
        ? `The minimum bid for ${auction.corporation} is $${lowest}; $${price} is too low.`
        : `${nameOf(state, auction.highBidder)} already bid $${auction.highBid}; bid at least $${lowest} or pass.`,
    );
  }
  if (price > state.cash[seat]!) throw new RuleError(`${nameOf(state, seat)} has only $${state.cash[seat]}; cannot bid $${price}.`);
  auction.highBid = price;
  auction.highBidder = seat;
  note(state, `${nameOf(state, seat)} bids $${price} for ${auction.corporation}.`);
  return advance(auction);
}

export function passBid(state: CxState, seat: number): boolean {
  const auction = requireBidder(state, seat);
  auction.out[seat] = true;
  note(state, `${nameOf(state, seat)} passes on ${auction.corporation}.`);
  return advance(auction);
}

/** Moves toAct to the next bidder still in; true when nobody but the high bidder (or nobody at all) is left. */
function advance(auction: AuctionState): boolean {
  const n = auction.out.length;
  const rivals = auction.out.some((out, seat) => !out && seat !== auction.highBidder);
  if (!rivals) return true;
  for (let step = 1; step <= n; step++) {
    const seat = (auction.toAct + step) % n;
    if (!auction.out[seat]) {
      auction.toAct = seat;
      return false;
    }
  }
  return true;
}

/** Hands out the share; returns the seat that got it (-1 if it went back to the charter). */
export function settleAuction(state: CxState): number {
  const auction = state.auction!;
  const id = auction.corporation;
  const company = state.companies[id];
  if (auction.highBidder !== null) {
    const seat = auction.highBidder;
    state.cash[seat]! -= auction.highBid;
    company.cash += auction.highBid;
    company.issued += 1;
    state.shares[id][seat]! += 1;
    note(state, `${nameOf(state, seat)} buys ${withArticle(id)} share for $${auction.highBid}.`);
    emit(state, { type: 'auction_won', player: playerKey(state, seat), company: id, price: auction.highBid });
    return seat;
  }
  if (auction.kind === 'initial') {
    company.issued += 1;
    state.shares[id][auction.opener]! += 1;
    note(state, `Everyone passed: ${nameOf(state, auction.opener)} gets the ${id} share free.`);
    emit(state, { type: 'auction_won', player: playerKey(state, auction.opener), company: id, price: 0 });
    return auction.opener;
  }
  note(state, `Everyone passed: the ${id} share goes back to the charter.`);
  return -1;
}
