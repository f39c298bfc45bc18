// Applies one logged action to the state (mutating it), or throws a RuleError in the player's words.
import type { Action, GameEvent } from '../../types.ts';
import { RuleError } from '../../types.ts';
import { bid, passBid, settleAuction, startAuction } from './auction.ts';
import { build } from './build.ts';
import { develop } from './develop.ts';
import { afterAuction, endTurn } from './flow.ts';
import { hasTurnOption, redIndicators, turnOptions } from './options.ts';
import { nameOf, note, seatOf, type CxState } from './state.ts';

export function processAction(state: CxState, action: Action): GameEvent[] {
  if (state.phase === 'finished') throw new RuleError('The game is over.');
  const seat = seatOf(state, action.entity);
  state.last = [];
  state.events = [];
  dispatch(state, seat, action);
  return state.events;
}

function dispatch(state: CxState, seat: number, action: Action): void {
  switch (action.type) {
    case 'bid':
    case 'pass':
      if (state.phase === 'auction') return auctionStep(state, seat, action);
      if (action.type === 'bid') throw new RuleError('No auction is running; start one with an auction action first.');
      return turnPass(state, seat);
    case 'start_auction':
    case 'build':
    case 'develop':
      return turnAction(state, seat, action);
    default:
      throw new RuleError(`Chicago Express has no "${action.type}" action.`);
  }
}

function auctionStep(state: CxState, seat: number, action: Action): void {
  const over = action.type === 'bid' ? bid(state, seat, action.corporation, action.price) : passBid(state, seat);
  if (!over) return;
  const kind = state.auction!.kind;
  const winner = settleAuction(state);
  afterAuction(state, kind, winner);
}

function requireTurn(state: CxState, seat: number): void {
  if (state.phase === 'auction') {
    const a = state.auction!;
    throw new RuleError(`An auction of ${a.corporation} is running: ${nameOf(state, a.toAct)} must bid or pass.`);
  }
  if (state.turn !== seat) throw new RuleError(`It is ${nameOf(state, state.turn)}'s turn, not ${nameOf(state, seat)}'s.`);
}

function turnAction(state: CxState, seat: number, action: Action): void {
  requireTurn(state, seat);
  const redBefore = redIndicators(state);
  if (action.type === 'start_auction') startAuction(state, seat, action.corporation);
  else if (action.type === 'build') build(state, seat, action.corporation, action.hexes);
  else develop(state, action.hex);
  state.passesInRow = 0;
  if (redBefore < 2 && redIndicators(state) >= 2) state.pending.dividends = true;
  if (state.phase !== 'auction') endTurn(state);
}

/**
 * A player with no legal move passes. If every player in a row has had to pass, nobody can move any needle:
 * the round ends as if a second needle had reached red (dividend phase, reset, Detroit advances).
 */
function turnPass(state: CxState, seat: number): void {
  requireTurn(state, seat);
  const options = turnOptions(state, seat);
  if (hasTurnOption(options)) {
    throw new RuleError(`${nameOf(state, seat)} cannot pass: you must auction, build or develop while you can.`);
  }
  note(state, `${nameOf(state, seat)} has no legal move and passes.`);
  state.passesInRow += 1;
  if (state.passesInRow >= state.players.length) {
    state.passesInRow = 0;
    note(state, 'Nobody can move: the round ends.');
    state.pending.dividends = true;
  }
  endTurn(state);
}
