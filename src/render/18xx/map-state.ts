// The 18xx map state a renderer draws: the game's own when the title has wired the map module,
// otherwise rebuilt from the log's tile lays and token placements (all checks waived).
import type { GameView } from '../../engine/view.ts';
import type { View } from '../../engine/types.ts';
import { effectiveActions } from '../../engine/log.ts';
import type { Action } from '../../engine/types.ts';
import type { GameState } from '../../engine/18xx/face.ts';
import { createMap, getMapDef, layTile, placeHomeToken, placeToken, resolveCity, type MapState } from '../../engine/18xx/face.ts';

function isMapState(x: unknown): x is MapState {
  return !!x && typeof x === 'object' && 'hexes' in x && 'mapId' in x;
}

/** Map id for a game: the state's own, else the title id. */
export function mapIdOf(game: GameView): string {
  const m = (game.state as View<GameState>).map;
  return isMapState(m) ? m.mapId : game.def.id;
}

export function mapStateOf(game: GameView): MapState {
  const state = game.state as View<GameState>;
  if (isMapState(state.map)) return state.map;
  return rebuildMap(mapIdOf(game), effectiveActions(game.log));
}

/** A map from a log's tile lays and token placements alone (home tokens when a corporation first acts). */
export function rebuildMap(mapId: string, actions: readonly Action[]): MapState {
  const map = createMap(mapId);
  const homed = new Set<string>();
  const home = (corp: string) => {
    if (homed.has(corp)) return;
    homed.add(corp);
    placeHomeToken(map, corp);
  };
  for (const a of actions) {
    try {
      if (a.type === 'message') continue;
      if (a.entity_type === 'corporation' && typeof a.entity === 'string') home(a.entity);
      if (a.type === 'lay_tile' && typeof a.hex === 'string' && typeof a.tile === 'string') {
        layTile(map, { hex: a.hex, tile: a.tile, rotation: Number(a.rotation ?? 0) }, { skipChecks: true });
      } else if (a.type === 'place_token' && typeof a.city === 'string' && typeof a.entity === 'string') {
        placeToken(map, a.entity, { city: a.city, slot: typeof a.slot === 'number' ? a.slot : undefined }, { skipChecks: true });
      }
    } catch {
      // the rebuilt map is a picture only; a step it cannot follow is skipped
    }
  }
  return map;
}

/** Hexes touched by the last tile lay and the last token placement, for highlighting. */
export function lastChanges(game: GameView, map: MapState): { tileHex?: string; tokenHex?: string } {
  const out: { tileHex?: string; tokenHex?: string } = {};
  const actions = effectiveActions(game.log);
  for (let i = actions.length - 1; i >= 0 && (!out.tileHex || !out.tokenHex); i--) {
    const a = actions[i]!;
    if (!out.tileHex && a.type === 'lay_tile' && typeof a.hex === 'string') out.tileHex = a.hex;
    if (!out.tokenHex && a.type === 'place_token' && typeof a.city === 'string') {
      try {
        out.tokenHex = resolveCity(map, a.city).hex;
      } catch {
        // tile since replaced: nothing to point at
      }
    }
  }
  return out;
}

/**
 * Hexes the latest board-changing turn touched: the last tile lay or token and the same entity's lays and
 * tokens just before it (a turn's two lays and its token, a private's lays in it), newest first, for one
 * close-up around them all.
 */
export function turnChanges(game: GameView, map: MapState): string[] {
  const actions = effectiveActions(game.log);
  const out: string[] = [];
  let entity: unknown;
  for (let i = actions.length - 1; i >= 0; i--) {
    const a = actions[i]!;
    // a private's special lays are made in its owner's turn: they never end the walk
    if (a.entity_type !== 'company') {
      if (entity !== undefined && a.entity !== entity) break;
    }
    let hex: string | undefined;
    if (a.type === 'lay_tile' && typeof a.hex === 'string') hex = a.hex;
    if (a.type === 'place_token' && typeof a.city === 'string') {
      try {
        hex = resolveCity(map, a.city).hex;
      } catch {
        // tile since replaced: nothing to point at
      }
    }
    if (hex === undefined) continue;
    if (a.entity_type !== 'company') entity = a.entity;
    if (!out.includes(hex)) out.push(hex);
  }
  return out;
}

export { getMapDef };

export interface LastRun {
  corp: string;
  /** Each connection of each train: the hexes it passes, in order. */
  paths: string[][];
}

/** The routes of the latest route run in the log (the most recent corporation to run), if any. */
export function lastRun(game: GameView): LastRun | null {
  const actions = effectiveActions(game.log);
  for (let i = actions.length - 1; i >= 0; i--) {
    const a = actions[i]!;
    if (a.type !== 'run_routes' || typeof a.entity !== 'string' || !Array.isArray(a.routes)) continue;
    const paths: string[][] = [];
    for (const r of a.routes as { connections?: unknown }[]) {
      for (const c of Array.isArray(r.connections) ? r.connections : []) {
        if (Array.isArray(c) && c.every((h) => typeof h === 'string')) paths.push(c as string[]);
      }
    }
    return paths.length ? { corp: a.entity, paths } : null;
  }
  return null;
}
