// Whose consent an action needs: buying a train from another corporation asks that corporation's
// president; buying a private from a player asks that player. None when the actor is that player
// (a president trading between their own corporations, or buying their own private).
import { actingCorp } from '../rounds/operating.ts';
import type { GameState } from '../state.ts';
import { isPlayer } from '../state.ts';
import type { Action } from '../../types.ts';

/** The player who acts for an action's entity: a player themself, or the president of the acting corporation. */
function actorOf(state: GameState, action: Action): string | null {
  const entity = String(action.entity ?? '');
  if (action.entity_type === 'player' || isPlayer(state, entity)) return entity;
  const corp = actingCorp(state, entity, action.entity_type);
  return state.corps.find((c) => c.sym === corp)?.president ?? null;
}

/** The player (key in state.players) whose property `action` takes, if it is not the actor's own. */
function ownerOfWhatIsTaken(state: GameState, action: Action): string | null {
  if (action.type === 'buy_train') {
    const seller = state.trains.find((t) => t.id === String(action.train))?.owner;
    const corp = seller ? state.corps.find((c) => c.sym === seller) : undefined;
    return corp?.president ?? null; // depot, pool: nobody to ask
  }
  if (action.type === 'buy_company') {
    const owner = state.companies.find((c) => c.sym === String(action.company))?.owner ?? null;
    return owner && isPlayer(state, owner) ? owner : null;
  }
  return null;
}

export function consentNeeded(state: GameState, action: Action): string | null {
  const owner = ownerOfWhatIsTaken(state, action);
  if (!owner) return null;
  return owner === actorOf(state, action) ? null : owner;
}
