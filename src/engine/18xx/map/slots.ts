// City slot rules: which slot a corporation's token goes to, reservations, re-placing tokens.
import type { HexState } from './types.ts';

/** Slot a corporation's token would take: its reservation, else the first free unreserved slot. */
export function getSlot(state: HexState, city: number, corporation: string): number | undefined {
  const tokens = state.tokens[city] ?? [];
  const reservations = state.reservations[city] ?? [];
  const reserved = reservations.indexOf(corporation);
  if (reserved >= 0) return reserved;
  const free = tokens.findIndex((t, i) => t === null && !reservations[i]);
  return free < 0 ? undefined : free;
}

/** Puts a token in a city the way 18xx.games does (slot from getSlot; clears its reservation). */
export function putToken(state: HexState, city: number, corporation: string, fallbackSlot?: number): number {
  const tokens = state.tokens[city]!;
  let slot = getSlot(state, city, corporation);
  if (slot === undefined || tokens[slot] !== null) {
    slot = fallbackSlot ?? tokens.length;
  }
  while (tokens.length <= slot) tokens.push(null);
  tokens[slot] = corporation;
  const reservations = state.reservations[city]!;
  const r = reservations.indexOf(corporation);
  if (r >= 0) reservations[r] = null;
  return slot;
}
