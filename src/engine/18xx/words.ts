// What players call an 18xx game's things, for labels and descriptions: corporations by symbol (18xx
// players know B&O), privates and minors by name ("the Illinois Central private" where a corporation has
// the same symbol or name), cities by hex and place ("F8 (Toledo)"), trains by kind ("2-train").
import type { Ctx } from './context.ts';
import type { GameState } from './state.ts';
import { getMapDef, resolveCity, type MapState } from './map/index.ts';

/**
 * A private's name, with "private" where a corporation goes by the same symbol or name (1828's IC), or an operator
 * in the game does (1828's C&P minor, when `state` is given).
 */
export function privateName(ctx: Ctx, sym: string, state?: GameState): string {
  const c = ctx.cfg.companies.find((x) => x.sym === sym);
  if (!c) return sym;
  const clash = ctx.cfg.corporations.some((k) => k.type !== 'minor' && (k.sym === sym || k.name === c.name)) || !!state?.corps.some((k) => k.sym === sym);
  return clash ? `the ${c.name} private` : c.name;
}

/** An operator or owner as players call it: a corporation or system by symbol, a minor or private by name. */
export function entityName(ctx: Ctx, id: string, state?: GameState): string {
  const corp = ctx.cfg.corporations.find((c) => c.sym === id);
  if (corp) return corp.type === 'minor' || ctx.cfg.corporationsByName ? corp.name : id;
  const company = ctx.cfg.companies.find((c) => c.sym === id);
  // an operator a private brings (1828's C&P minor) goes by the private's name
  if (company && state?.corps.some((k) => k.sym === id)) return company.name;
  if (company) return privateName(ctx, id, state);
  return id;
}

/** "3-1" → "3-train", "2+D-0" → "2+D-train". */
export const trainWords = (id: string): string => `${id.replace(/-\d+$/, '')}-train`;

/** The place a map names at a hex ("Toledo"), if any. */
export function hexName(state: GameState, hex: string): string | undefined {
  const map = state.map as MapState;
  try {
    return getMapDef(map.mapId).hexes[hex]?.locationName;
  } catch {
    return undefined;
  }
}

/** "F8 (Toledo)", or "F8" where the map names no place there. */
export function hexWords(state: GameState, hex: string): string {
  const name = hexName(state, hex);
  return name ? `${hex} (${name})` : hex;
}

/** A city by its hex ("F8 (Toledo)"; "city 2 of G23 (Newark & New York)" on a tile with several). */
export function cityWords(state: GameState, cityId: string): string {
  try {
    const map = state.map as MapState;
    const { hex, city } = resolveCity(map, cityId);
    const cities = map.hexes[hex]?.tokens.length ?? 1;
    return cities > 1 ? `city ${city + 1} of ${hexWords(state, hex)}` : hexWords(state, hex);
  } catch {
    return cityId;
  }
}

/** "57-1" → "57" (a tile's copy is no concern of the players). */
export const tileWords = (id: string): string => id.replace(/-\d+$/, '');

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
