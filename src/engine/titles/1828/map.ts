// 1828's map port: tile lays, tokens and routes through the shared map module, with 1828's trains (3+D, 8E by
// stop kind), privates blocking their hexes while players own them, and 18xx.games' permissive track rule.
import type { MapPort } from '../../18xx/map-port.ts';
import type { GameState } from '../../18xx/state.ts';
import { CORPORATIONS, CP_MINOR, PHASES, TRAINS } from './data.ts';
import './map-data.ts'; // registers the map
import { blockedHexes } from './privates.ts';
import { own1828 } from './state.ts';
import * as map from '../../18xx/map/index.ts';
import type { MapState, PhaseColor, TileColor, TrainSpec } from '../../18xx/map/index.ts';
import { RuleError } from '../../types.ts';

function mapOf(state: GameState): MapState {
  return state.map as MapState;
}

function phaseColors(state: GameState): { colors: TileColor[]; color: PhaseColor } {
  const tiles = PHASES[state.phase]!.tiles as TileColor[];
  return { colors: tiles, color: tiles[tiles.length - 1] as PhaseColor };
}

function blocked(state: GameState): string[] {
  const players = new Set(state.players.map((p) => p.id));
  return state.companies.filter((c) => !c.closed && c.owner && players.has(c.owner)).flatMap((c) => blockedHexes(c.sym, true));
}

/** A train id of the log ("3+D-1") as the map module runs it. */
export function trainSpec(id: string): TrainSpec {
  const name = id.slice(0, id.lastIndexOf('-'));
  const def = TRAINS.find((t) => t.name === name);
  if (!def) throw new RuleError(`Unknown train ${id}`);
  return typeof def.distance === 'number' ? { name, distance: def.distance } : { name, distance: 0, rows: def.distance };
}

/** Is a lay on this hex an upgrade (the tile there is not white; 18xx.games track_upgrade?)? */
export function isUpgradeHex(state: GameState, hex: string): boolean {
  return map.currentTile(mapOf(state), hex).def.color !== 'white';
}

function ruled<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    throw new RuleError(err instanceof Error ? err.message : String(err));
  }
}

/**
 * A system none of whose members ever placed a token: each member's home token, in member order, becomes the
 * system's (18xx.games G1828 place_home_token). A home reserved as a whole whose tile already has track (E15 laid)
 * waits for the system to pick the city; otherwise the reserved city, else the first. Returns how many were placed.
 */
function systemHomeTokens(state: GameState, system: string, members: readonly string[]): number {
  let placed = 0;
  for (const member of members) {
    const home = CORPORATIONS.find((c) => c.sym === member)?.home;
    if (!home) continue;
    const hex = mapOf(state).hexes[home];
    if (hex?.tileReservations?.includes(system) && hex.tile !== home) {
      const own = own1828(state);
      own.pendingHome = [...(own.pendingHome ?? []), { corp: system, counted: false }];
      continue;
    }
    try {
      map.placeHomeToken(mapOf(state), system, home);
      placed++;
    } catch {
      // no room in the home city: no token (18xx.games' tokenable? check)
    }
  }
  return placed;
}

export const map1828: MapPort = {
  init: () => map.createMap('1828'),
  layTile(state, corp, lay, opts) {
    const { colors } = phaseColors(state);
    const reservedBefore = mapOf(state).hexes[lay.hex]?.tileReservations?.slice();
    const result = ruled(() =>
      map.layTile(mapOf(state), lay, {
        corporation: corp,
        phaseColors: colors,
        blockedHexes: opts.special ? [] : blocked(state),
        skipConnectivity: !!opts.special,
      }),
    );
    // a tile on a home reserved as a whole (E15, OO) with no home token yet: its parred corporation now picks the
    // city for its home token (18xx.games' pending home token)
    const waiting = (reservedBefore ?? []).filter((c) => {
      const corp = state.corps.find((x) => x.sym === c);
      return corp && corp.ipoed && !corp.closed && !mapOf(state).hexes[lay.hex]!.tokens.some((slots) => slots.includes(c));
    });
    // tokens lifted off a tile that gains paths are placed again the same way (already counted as used)
    const lifted = (result.pendingTokens ?? []).filter((c) => !waiting.includes(c));
    if (waiting.length || lifted.length) {
      const own = own1828(state);
      own.pendingHome = [...(own.pendingHome ?? []), ...waiting.map((c) => ({ corp: c, counted: false })), ...lifted.map((c) => ({ corp: c, counted: true }))];
    }
    return result.cost;
  },
  placeToken(state, corp, at, opts) {
    ruled(() => map.placeToken(mapOf(state), corp, { city: at.city, slot: at.slot }, { requireReachable: !opts.special }));
  },
  placeHomeToken(state, corp) {
    const members = own1828(state).members?.[corp];
    if (members) return systemHomeTokens(state, corp, members);
    try {
      map.placeHomeToken(mapOf(state), corp);
      return true;
    } catch {
      return false;
    }
  },
  canPlaceToken: (state, corp) => map.canPlaceAnyToken(mapOf(state), corp),
  canRunRoute: (state, corp) => map.corporationCanRun(mapOf(state), corp),
  cityHex: (state, city) => map.resolveCity(mapOf(state), city).hex,
  tokenChoices: (state, corp) => map.tokenableCities(mapOf(state), corp).map((c) => c.id),
  routesRevenue(state, corp, routes) {
    const trains = routes.map((r) => ({ train: trainSpec(String(r.train)), connections: r.connections as string[][] }));
    // C&P needs no token on its route. (18xx.games also wants a stop reached through the tile it laid this turn,
    // route_uses_tile_lay; not checked here yet.)
    const cp = corp === CP_MINOR.sym;
    const checked = ruled(() => map.checkRoutes(mapOf(state), corp, trains, phaseColors(state).color, cp ? { tokenFree: true } : undefined));
    routes.forEach((r, i) => {
      const computed = checked.routes[i]!.revenue;
      if (typeof r.revenue === 'number' && r.revenue !== computed)
        throw new RuleError(`The ${String(r.train)} route earns ${computed}, not the ${r.revenue} written in the log.`);
    });
    return checked.revenue;
  },
};
