// The order of rounds: stock round 1 runs its auctions in sequence (privates and minors, then paper
// companies); later stock rounds run the private-and-minor auction. An auction with nothing on offer
// (or nobody allowed to bid) is skipped. Operating rounds are not built yet (README): the game then waits.
import type { SteelEvent } from './events.ts';
import type { SteelData } from './data/schema.ts';
import type { SteelState } from './state.ts';
import { openAuction } from './auction.ts';

export function startStockRound(data: SteelData, state: SteelState, number: number): SteelEvent[] {
  const auctions = number === 1 ? data.auction.first_stock_round : data.auction.later_stock_rounds;
  state.round = { kind: 'stock', number, auctions: auctions.map((a) => a.slice()), auction: 0, step: 'auction', passes: 0, turn: 0 };
  return [{ type: 'round_started', round: 'stock', number: String(number) }, ...advance(data, state)];
}

/** Moves on until someone must act: the next auction with items, or the end of the stock round. */
export function advance(data: SteelData, state: SteelState): SteelEvent[] {
  const events: SteelEvent[] = [];
  const round = state.round;
  if (round.kind !== 'stock' || state.open) return events;
  while (round.auction < round.auctions.length) {
    const types = round.auctions[round.auction]!;
    const id = `sr${round.number}-${String.fromCharCode(97 + round.auction)}`;
    round.auction += 1;
    state.open = openAuction(data, state, id, types);
    if (state.open) return events;
  }
  // Seed: after the first stock round "paper companies are no longer available for auction".
  if (round.number === 1) {
    for (const c of Object.values(state.companies)) {
      if (c.type === 'paper' && c.status === 'available') {
        c.status = 'removed';
        events.push({ type: 'company_closed', company: c.id });
      }
    }
  }
  state.round = { kind: 'operating', set: round.number, number: 1 };
  events.push({ type: 'round_started', round: 'operating', number: `${round.number}.1` });
  return events;
}
