// The order of rounds. A stock round runs its auctions in sequence (stock round 1: privates and
// minors, then paper companies; later: privates and minors), skipping an auction with nothing on offer
// or nobody allowed to bid, then stock turns (stock.ts). Then a set of operating rounds (as many as the
// phase says when the set begins), then the next stock round. The game ends after the operating round
// in which a share price reached the market's end cell, or after the set in which the bank broke; and
// (a safeguard, not a rule of the game) when a stock round offers nothing, nobody can trade and no
// company operates, since nothing could ever change again.
import type { SteelData } from './data/schema.ts';
import type { SteelEvent } from './events.ts';
import { openAuction } from './auction.ts';
import { addInterest } from './loans.ts';
import { operatingOrder, startOperatingRound } from './operating.ts';
import { finishStockRound, stockActor, stockChoices } from './stock.ts';
import type { SteelState } from './state.ts';
import { scores } from './scores.ts';

export function startStockRound(data: SteelData, state: SteelState, number: number): SteelEvent[] {
  const events: SteelEvent[] = [{ type: 'round_started', round: 'stock', number: String(number) }];
  if (number > 1) for (const p of state.players) events.push(...addInterest(data, p));
  const auctions = number === 1 ? data.auction.first_stock_round : data.auction.later_stock_rounds;
  state.round = { kind: 'stock', number, auctions: auctions.map((a) => a.slice()), auction: 0, step: 'auction', passes: 0, turn: 0 };
  return [...events, ...advance(data, state)];
}

/** Moves on until someone must act: the next auction, a stock turn, or an operating turn. */
export function advance(data: SteelData, state: SteelState): SteelEvent[] {
  const events: SteelEvent[] = [];
  for (let guard = 0; guard < 1000 && !state.finished; guard++) {
    const round = state.round;
    if (round.kind === 'operating' || state.open) return events;
    if (round.step === 'auction') {
      if (round.auction < round.auctions.length) {
        const types = round.auctions[round.auction]!;
        const id = `sr${round.number}-${String.fromCharCode(97 + round.auction)}`;
        round.auction += 1;
        state.open = openAuction(data, state, id, types);
        if (state.open) round.decided = true;
        continue;
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
      round.step = 'turns';
      continue;
    }
    // stock turns: a player with nothing to do but pass passes; when all pass in a row the round ends
    if (round.passes < state.players.length) {
      if (stockChoices(data, state, stockActor(state)!).length) return events;
      round.passes += 1;
      round.turn += 1;
      continue;
    }
    events.push(...finishStockRound(data, state));
    // nothing was offered, nobody could trade and no company operates: nothing can ever change again
    if (!round.decided && !operatingOrder(data, state).length) return [...events, ...finish(state, 'no_moves_left')];
    events.push(...startOperatingRound(data, state, round.number, 1, { endOfRound }));
  }
  return events;
}

function endOfRound(data: SteelData, state: SteelState): SteelEvent[] {
  const r = state.round;
  if (r.kind !== 'operating') return [];
  if (state.endTrigger === 'market' || (state.endTrigger === 'bank' && r.number >= state.setLength)) {
    return finish(state, state.endTrigger === 'market' ? 'stock_market' : 'bank_broken');
  }
  if (r.number < state.setLength) return startOperatingRound(data, state, r.set, r.number + 1, { endOfRound });
  return startStockRound(data, state, r.set + 1);
}

export function finish(state: SteelState, reason: string): SteelEvent[] {
  state.finished = true;
  state.endReason = reason;
  const values = scores(state);
  return [{ type: 'game_end', reason, ranking: Object.entries(values).map(([player, value]) => ({ player, value })).sort((a, b) => b.value - a.value) }];
}

export const roundHooks = { endOfRound };
