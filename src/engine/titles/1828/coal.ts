// Coal markers (g_1828/game.rb: coal_marker_available?, can_buy_coal_marker?, buy_coal_marker,
// acquire_va_tunnel_coal_marker, block_va_coalfields; step/special_buy.rb, route.rb, track.rb).
import { COAL_MARKER_COST, VA_TUNNEL_HEX } from './data.ts';

export interface CoalState {
  /** Markers left on the Virginia Coalfields (K11); two at the start. */
  atCoalfields: number;
  /** Corporations (and systems) holding a marker. */
  holders: string[];
}

export function hasCoal(coal: CoalState, corp: string): boolean {
  return coal.holders.includes(corp);
}

/**
 * The special buy: a marker is left on K11, the corporation has none, can pay $120 (buying power) and its track
 * reaches K11. While loading a log 18xx.games accepts the action and then does nothing when these fail.
 */
export function canBuyCoal(coal: CoalState, corp: string, buyingPower: number, reachesCoalfields: boolean): boolean {
  return coal.atCoalfields > 0 && !hasCoal(coal, corp) && buyingPower >= COAL_MARKER_COST && reachesCoalfields;
}

/** Takes a marker from K11; the caller moves $120 from the corporation to the bank. */
export function buyCoal(coal: CoalState, corp: string): void {
  coal.atCoalfields--;
  coal.holders.push(corp);
}

/** Laying a tile on K13 gives the layer a marker (a second one goes back to K11). */
export function acquireTunnelMarker(coal: CoalState, corp: string): 'acquired' | 'returned' {
  if (hasCoal(coal, corp)) {
    coal.atCoalfields++;
    return 'returned';
  }
  coal.holders.push(corp);
  return 'acquired';
}

/** K13 takes only tile #4. */
export function tunnelTileAllowed(hex: string, tile: string): boolean {
  return hex !== VA_TUNNEL_HEX || tile === '4';
}

/** A new system holds at most one marker: a second returns to K11. */
export function systemCoal(coal: CoalState, members: readonly string[], system: string): boolean {
  const had = members.filter((m) => hasCoal(coal, m)).length;
  coal.holders = coal.holders.filter((h) => !members.includes(h));
  if (had > 0) coal.holders.push(system);
  if (had > 1) coal.atCoalfields += had - 1;
  return had > 1;
}

/** K11 blocks passage and routes (it cannot be tokened) unless the corporation holds a marker. */
export function coalfieldsBlock(coal: CoalState, corp: string): boolean {
  return !hasCoal(coal, corp);
}
