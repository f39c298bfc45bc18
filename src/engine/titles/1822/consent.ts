// Whose consent a 1822 move needs in live play: the family's (a train from another player's corporation), a
// player's property taken by an operator another player runs: their minor acquired by a major, their private
// acquired by an operator (18xx.games lets both happen only with the owner's agreement), and a lay on a preprinted
// hex where another player holds track rights (18xx.games asks their consent before the lay: tile_confirmation with
// G1822 hex_blocked_by_ability?), unless the acting player holds rights there too.
import { consentNeeded as xxConsent } from '../../18xx/queries/consent.ts';
import { currentTile, type MapState } from '../../18xx/map/index.ts';
import { isPlayer, type GameState } from '../../18xx/state.ts';
import type { Action } from '../../types.ts';
import { rightsHolders } from './abilities.ts';

/** The player acting for an operator, or for a private (its owner, or its owning operator's president). */
function actingPlayer(state: GameState, entity: string): string | null {
  const corp = state.corps.find((c) => c.sym === entity);
  if (corp) return corp.president;
  const owner = state.companies.find((c) => c.sym === entity)?.owner ?? null;
  if (!owner) return null;
  return isPlayer(state, owner) ? owner : (state.corps.find((c) => c.sym === owner)?.president ?? null);
}

/** The other player holding track rights on a lay's preprinted hex, when the acting player holds none there. */
function layConsent(state: GameState, action: Action): string | null {
  const hex = String(action.hex ?? '');
  const map = state.map as MapState;
  if (!map.hexes[hex] || currentTile(map, hex).def.color !== 'white') return null;
  const actor = actingPlayer(state, String(action.entity ?? ''));
  const holders = rightsHolders(state).filter((r) => r.hex === hex).map((r) => r.player);
  if (!actor || holders.includes(actor)) return null;
  return holders[0] ?? null;
}

export function consentNeeded1822(state: GameState, action: Action): string | null {
  if (action.type === 'lay_tile') return layConsent(state, action);
  if (action.type !== 'merge' && action.type !== 'acquire_company') return xxConsent(state, action);
  const president = state.corps.find((c) => c.sym === String(action.entity))?.president ?? null;
  const owner =
    action.type === 'merge'
      ? (state.corps.find((c) => c.sym === String(action.corporation))?.president ?? null)
      : (state.companies.find((c) => c.sym === String(action.company))?.owner ?? null);
  return owner && isPlayer(state, owner) && owner !== president ? owner : null;
}
