// Sealed-bid helpers over a loaded game (the contract is `SealedBids` in types.ts).
import type { Action, PlayerId, SealedReveal, SealedSheet, TitleDefinition } from './types.ts';

/** The part of a GameLike these helpers read (game.ts imports this file, not the reverse). */
export interface GameLike {
  def: TitleDefinition;
  state: unknown;
}

/** The open sealed round as `viewer` sees it, or null (none open, game over, or no sealed auctions). */
export function sealedSheet(game: GameLike, viewer: PlayerId | null): SealedSheet | null {
  const sealed = game.def.sealed;
  if (!sealed || game.def.finished(game.state)) return null;
  return sealed.sheet(game.state, viewer);
}

/** What the two helpers below read of a game as one viewer sees it (a GameView, src/engine/view.ts). */
export interface SealedFacts {
  /** The open round as the viewer sees it (sealedSheet), or null. */
  readonly sheet: SealedSheet | null;
  /** The most recently revealed round (public), or null. */
  readonly lastReveal: SealedReveal | null;
}

/** The round revealed between two points of a game (by the last action), or null. */
export function revealBetween(before: SealedFacts | null, after: SealedFacts): SealedReveal | null {
  const now = after.lastReveal;
  if (!now) return null;
  return before?.lastReveal?.round === now.round ? null : now;
}

/** A sealed round that is open after but was not before (null before = the game just started). */
export function roundOpened(before: SealedFacts | null, after: SealedFacts): SealedSheet | null {
  const now = after.sheet;
  if (!now) return null;
  return before?.sheet?.round === now.round ? null : now;
}

/**
 * Whether a secret action must still be hidden: its round (the action's `round` field) is the one
 * open now. An action without a round stays hidden while any sealed round is open.
 */
export function stillSealed(game: GameLike, action: Action): boolean {
  if (!game.def.isSecret?.(action)) return false;
  if (!game.def.sealed) return true; // no rounds to tell when it was revealed: secret for good
  const open = sealedSheet(game, null);
  if (!open) return false;
  return typeof action.round === 'string' ? action.round === open.round : true;
}

/** An action as `viewer` may see it (null = the public): another player's still-sealed action shows only who, and that it is sealed. */
export function seenBy(game: GameLike, viewer: PlayerId | null, action: Action): Action {
  if (viewer !== null && String(action.entity) === String(viewer)) return action;
  return stillSealed(game, action) ? { type: action.type, entity: action.entity, id: action.id, sealed: true } : action;
}
