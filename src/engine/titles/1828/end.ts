// When 1828 ends (GAME_END_CHECK and Game::Base#game_end_check / end_now?): a bankruptcy at once; a price on
// the $500 cell at the end of the current round; the Purple phase (first D) after one more full set of ORs.

export type EndReason = 'bankrupt' | 'stock_market' | 'final_phase';
type Timing = 'immediate' | 'current_round' | 'one_more_full_or_set';

const CHECKS: readonly [EndReason, Timing][] = [
  ['bankrupt', 'immediate'],
  ['stock_market', 'current_round'],
  ['final_phase', 'one_more_full_or_set'],
];
const PRIORITY: readonly Timing[] = ['immediate', 'current_round', 'one_more_full_or_set'];

export interface EndState {
  trigger: { reason: EndReason; timing: Timing } | null;
  /** The OR set (turn) whose last OR ends the game, once the final phase is reached. */
  finalTurn: number | null;
}

export interface EndFacts {
  bankrupt: boolean;
  /** A share price reached the end cell. */
  maxPriceReached: boolean;
  /** The last phase (Purple) is current. */
  finalPhase: boolean;
  /** The current OR set number (18xx.games' turn). */
  turn: number;
}

export function newEndState(): EndState {
  return { trigger: null, finalTurn: null };
}

/** After every action: a trigger with an earlier timing replaces a later one. Returns true to end at once. */
export function checkEnd(end: EndState, facts: EndFacts): boolean {
  for (const [reason, timing] of CHECKS) {
    const met = reason === 'bankrupt' ? facts.bankrupt : reason === 'stock_market' ? facts.maxPriceReached : facts.finalPhase;
    if (!met) continue;
    if (end.trigger && PRIORITY.indexOf(timing) >= PRIORITY.indexOf(end.trigger.timing)) continue;
    end.trigger = { reason, timing };
  }
  if (end.trigger?.timing === 'one_more_full_or_set') end.finalTurn ??= facts.turn + 1;
  return end.trigger?.timing === 'immediate';
}

export interface FinishedRound {
  kind: 'auction' | 'stock' | 'operating';
  /** Operating rounds: its number in the set, and how many the set has. */
  roundNum?: number;
  operatingRounds?: number;
  turn: number;
}

/** A round just finished: does the game end now (with `end.trigger.reason`)? */
export function endsAfterRound(end: EndState, round: FinishedRound): boolean {
  const t = end.trigger?.timing;
  if (!t) return false;
  if (t === 'immediate' || t === 'current_round') return true;
  if (round.kind !== 'operating') return false;
  const lastOfSet = round.roundNum === round.operatingRounds;
  return lastOfSet && round.turn === end.finalTurn;
}
