// Paying dividends (regular phase and Chicago's extra dividend) and the game-end checks.
import { COMPANY_IDS, type CompanyId } from './companies.ts';
import { DETROIT, DETROIT_END, END_COMPANIES_OUT, END_HOUSES_LEFT } from './numbers.ts';
import { dividendPerShare, emit, nameOf, note, totalShares, type CxState } from './state.ts';

/** The bank pays every holder of `id` its dividend per share; returns the amount per share. */
export function payDividend(state: CxState, id: CompanyId): number {
  const perShare = dividendPerShare(state, id);
  if (perShare === 0) return 0;
  const paid: string[] = [];
  state.shares[id].forEach((held, seat) => {
    if (held === 0) return;
    const amount = perShare * held;
    state.cash[seat]! += amount;
    state.bank -= amount;
    paid.push(`${nameOf(state, seat)} $${amount}`);
  });
  note(state, `${id} pays $${perShare} a share (${paid.join(', ')}).`);
  emit(state, { type: 'dividend', entity: id, kind: 'payout', revenue: perShare * state.shares[id].reduce((n, x) => n + x, 0), perShare });
  return perShare;
}

/** End conditions, in this order: "trains", "shares", "houses", "detroit"; null if none holds. */
export function endCondition(state: CxState): string | null {
  const trainsOut = COMPANY_IDS.filter((id) => state.companies[id].trainsLeft === 0).length;
  if (trainsOut >= END_COMPANIES_OUT) return 'trains';
  const sharesOut = COMPANY_IDS.filter((id) => state.companies[id].issued >= totalShares(id)).length;
  if (sharesOut >= END_COMPANIES_OUT) return 'shares';
  if (state.houses <= END_HOUSES_LEFT) return 'houses';
  if ((state.track[DETROIT] ?? 0) >= DETROIT_END) return 'detroit';
  return null;
}

export function finishGame(state: CxState, reason: string): void {
  state.phase = 'finished';
  state.auction = null;
  state.endReason = reason;
  note(state, `Game over (${reason}).`);
  const ranking = state.players.map((p, seat) => ({ player: String(p.id), value: state.cash[seat]! })).sort((a, b) => b.value - a.value);
  emit(state, { type: 'game_end', reason, ranking });
}

/** The dividend phase: pay, check the end, reset the indicators, advance Detroit. */
export function dividendPhase(state: CxState): void {
  note(state, `Dividends after round ${state.round}.`);
  for (const id of COMPANY_IDS) if (state.companies[id].open) payDividend(state, id);
  const reason = endCondition(state);
  if (reason) {
    finishGame(state, reason);
    return;
  }
  state.indicators = { auction: 0, develop: 0, build: 0 };
  const detroit = state.track[DETROIT] ?? 0;
  if (detroit < DETROIT_END) {
    state.track[DETROIT] = detroit + 1;
    for (const id of state.trains[DETROIT] ?? []) state.companies[id].income += 1;
  }
  state.round += 1;
}
