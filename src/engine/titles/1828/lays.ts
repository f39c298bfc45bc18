// Tile lays a corporation has in a turn (g_1828/game.rb#tile_lays, TILE_LAYS, EXTRA_TILE_LAY_CORPS).
import { EXTRA_TILE_LAY_CORPS, EXTRA_TILE_LAY_COST } from './data.ts';

export interface TileLaySlot {
  /** May lay a new tile: always, or only if nothing was upgraded this turn. */
  lay: true | 'not_if_upgraded';
  /** May upgrade: no, or only if nothing was upgraded this turn. */
  upgrade: false | 'not_if_upgraded';
  /** Extra cost of this lay (terrain comes on top). */
  cost: number;
}

/**
 * One lay or upgrade; a system a second one (only one of the two an upgrade, never twice in one hex); B&M and NYH
 * (or a system containing one) one more yellow lay for $40 if nothing was upgraded this turn.
 */
export function tileLays(corp: string, members: readonly string[] | null): TileLaySlot[] {
  const slots: TileLaySlot[] = [{ lay: true, upgrade: 'not_if_upgraded', cost: 0 }];
  if (members) slots.push({ lay: true, upgrade: 'not_if_upgraded', cost: 0 });
  for (const name of members ?? [corp])
    if (EXTRA_TILE_LAY_CORPS.includes(name)) slots.push({ lay: 'not_if_upgraded', upgrade: false, cost: EXTRA_TILE_LAY_COST });
  return slots;
}

export interface LayDone {
  hex: string;
  upgrade: boolean;
}

/** The next slot this lay would use, or null if none is left (in order, as 18xx.games walks them). */
export function nextSlot(slots: readonly TileLaySlot[], done: readonly LayDone[], lay: LayDone): TileLaySlot | null {
  if (done.some((d) => d.hex === lay.hex)) return null; // cannot_reuse_same_hex
  const slot = slots[done.length];
  if (!slot) return null;
  const upgraded = done.some((d) => d.upgrade);
  if (lay.upgrade) return slot.upgrade === 'not_if_upgraded' && !upgraded ? slot : null;
  return slot.lay === true || !upgraded ? slot : null;
}
