// What happens between turns: Chicago phase, Wabash's opening auction, dividends, the next player.
import { COMPANIES, INITIAL_AUCTION_ORDER } from './companies.ts';
import { dividendPhase, payDividend } from './dividends.ts';
import { HEXES } from './map.ts';
import { FORT_WAYNE } from './numbers.ts';
import { nameOf, newAuction, note, type AuctionKind, type CxState } from './state.ts';

/** Run the phases owed after a turn, then hand the turn on (stops early if an auction must be played). */
export function endTurn(state: CxState): void {
  const pending = state.pending;
  if (pending.chicago) {
    const id = pending.chicago;
    pending.chicago = null;
    note(state, `Chicago: extra dividend for ${id}.`);
    payDividend(state, id);
    if (pending.openWabash) {
      pending.openWabash = false;
      openWabash(state);
      state.phase = 'auction';
      state.auction = newAuction('WAB', 'wabash', state.turn, state.players.length);
      note(state, `${nameOf(state, state.turn)} opens the auction of a WAB share.`);
      return;
    }
  }
  if (pending.dividends) {
    pending.dividends = false;
    dividendPhase(state);
    if (state.phase === 'finished') return;
  }
  state.turn = (state.turn + 1) % state.players.length;
  state.phase = 'turn';
  state.auction = null;
}

function openWabash(state: CxState): void {
  const wab = state.companies.WAB;
  const fortWayne = state.trains[FORT_WAYNE] ?? [];
  wab.open = true;
  wab.trainsLeft = COMPANIES.WAB.trains - 1;
  wab.income = COMPANIES.WAB.startIncome + ((state.developed[FORT_WAYNE] ?? 0) > 0 ? HEXES[FORT_WAYNE]!.houseValue : 0);
  state.trains[FORT_WAYNE] = [...fortWayne, 'WAB'];
  note(state, `Wabash opens at Fort Wayne with income ${wab.income}.`);
}

/** Called once an auction is settled. */
export function afterAuction(state: CxState, kind: AuctionKind, winner: number): void {
  state.auction = null;
  if (kind !== 'initial') {
    endTurn(state);
    return;
  }
  state.initialIndex += 1;
  const next = INITIAL_AUCTION_ORDER[state.initialIndex];
  if (next) {
    state.auction = newAuction(next, 'initial', winner, state.players.length);
    state.phase = 'auction';
    return;
  }
  // The PRR share's holder starts the game.
  const first = state.shares.PRR.findIndex((n) => n > 0);
  state.turn = first < 0 ? 0 : first;
  state.phase = 'turn';
}
