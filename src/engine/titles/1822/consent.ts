// Whose consent a 1822 move needs in live play: the family's (a train from another player's corporation), and a
// player's property taken by an operator another player runs: their minor acquired by a major, their private
// acquired by an operator (18xx.games lets both happen only with the owner's agreement).
import { consentNeeded as xxConsent } from '../../18xx/queries/consent.ts';
import { isPlayer, type GameState } from '../../18xx/state.ts';
import type { Action } from '../../types.ts';

export function consentNeeded1822(state: GameState, action: Action): string | null {
  if (action.type !== 'merge' && action.type !== 'acquire_company') return xxConsent(state, action);
  const president = state.corps.find((c) => c.sym === String(action.entity))?.president ?? null;
  const owner =
    action.type === 'merge'
      ? (state.corps.find((c) => c.sym === String(action.corporation))?.president ?? null)
      : (state.companies.find((c) => c.sym === String(action.company))?.owner ?? null);
  return owner && isPlayer(state, owner) && owner !== president ? owner : null;
}
