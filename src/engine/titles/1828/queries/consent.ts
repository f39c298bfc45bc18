// Whose consent a 1828 action needs in live play (the seed's rule; 18xx.games asks nobody, so a log stays
// importable): merging with a corporation another player presides over needs that player's agreement.
// Everything else is the 18xx family's rule (a train or private taken from another player).
import { consentNeeded as xxConsentNeeded } from '../../../18xx/queries/consent.ts';
import type { GameState } from '../../../18xx/state.ts';
import { corpOf } from '../../../18xx/state.ts';
import type { Action } from '../../../types.ts';
import { mergerOf } from '../merger-round.ts';

/** The president of the merger's other member, when the acting player does not preside over it. */
function mergeConsent(state: GameState, action: Action): string | null {
  const m = mergerOf(state);
  if (!m || m.target) return null;
  const members = [String(action.entity ?? m.initiator), String(action.corporation ?? '')];
  for (const sym of members) {
    const president = state.corps.find((c) => c.sym === sym) ? corpOf(state, sym).president : null;
    if (president && president !== m.acting) return president;
  }
  return null;
}

export function consentNeeded1828(state: GameState, action: Action): string | null {
  if (action.type === 'merge') return mergeConsent(state, action);
  return xxConsentNeeded(state, action);
}
