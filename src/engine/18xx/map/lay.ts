// Tile lays: validation (supply, phase colour, upgrade rules, connectivity) and applying them.
import { tileDef } from './catalog.ts';
import { packedMap } from '../../packed.ts';
import { putToken } from './slots.ts';
import { invertEdge } from './hex.ts';
import { hexState, parseTileId } from './state.ts';
import { hexTileChanged, mapAnswers, mapNeighbors, parseNodeKey, placedPathsOf, reach, reachesHexSides, reachOf, trackOf, type GPath, type Reach, type Track } from './track.ts';
import { cityMapOf, cityTownEdges, nextColor, pathWithin, placementError, upgradeError } from './upgrade.ts';
import { ownValue } from '../../records.ts';
import {
  MapError,
  type LayTileInput,
  type LayTileOptions,
  type LayTileResult,
  type MapState,
  type Revenue,
  type TileColor,
  type TileDef,
  type TileLayOption,
  type HexState,
} from './types.ts';

const ALL_COLORS: readonly TileColor[] = ['yellow', 'green', 'brown', 'gray'];

interface LayContext {
  track: Track;
  /** A copy of the map that restriction checks lay tiles on and take back (its own hexes record and track graph). */
  scratch?: MapState;
  /** The corporation's whole reach (listing lays), or the corporation whose reach one lay's check walks. */
  reach?: Reach;
  walker?: string;
}

/**
 * A copy of a map to try lays on: its own hexes record (a trial puts its own copy of one hex's state there and the
 * real one back), the rest shared and never changed (placeTile leaves the supply alone and replaces, not edits,
 * the token and reservation lists). Being a new object it gets its own memoised track graph, patched per trial.
 */
function scratchOf(map: MapState): MapState {
  return { ...map, hexes: { ...map.hexes } };
}

/** `whole`: the reach is walked in full (and memoised); else a single lay's check may stop early. */
function context(map: MapState, opts: LayTileOptions, whole: boolean): LayContext {
  const track = trackOf(map);
  const corp = opts.corporation;
  if (opts.skipChecks || opts.skipConnectivity || corp === undefined) return { track };
  if (whole) return { track, reach: reachOf(map, corp) };
  return { track, walker: corp };
}

/** The copy a lay would use: the named copy or the lowest one in supply. */
function pickCopy(map: MapState, tile: string): { name: string; copy: number } | string {
  const { name, copy } = parseTileId(tile);
  const supply = ownValue(map.supply, name);
  if (!supply) return `tile ${name} is not in this game`;
  if (copy === undefined) {
    if (!supply.length) return `no tile ${name} left`;
    return { name, copy: supply[0]! };
  }
  if (!supply.includes(copy)) return `tile ${name}-${copy} is not available`;
  return { name, copy };
}

const labelled = new WeakMap<TileDef, Map<string, TileDef>>();

/** The tile on a hex as the upgrade rules see it: with the future label the hex carries now (one object per pair). */
function tileOnHex(map: MapState, state: HexState): TileDef {
  const def = tileDef(map, state.tile);
  const future = state.futureLabel;
  if (future?.label === def.futureLabel?.label && future?.color === def.futureLabel?.color) return def;
  let byLabel = labelled.get(def);
  if (!byLabel) labelled.set(def, (byLabel = new Map()));
  const key = future ? `${future.label}:${future.color}` : '';
  let out = byLabel.get(key);
  if (!out) {
    out = { ...def };
    if (future) out.futureLabel = future;
    else delete out.futureLabel;
    byLabel.set(key, out);
  }
  return out;
}

/** A hex's replacement rule (MapDef.replacedBy) while its preprinted tile lies there. */
function replacementError(lay: LayTileInput, opts: LayTileOptions, to: TileDef, rule: { tile: string; rotations: readonly number[] }): string | null {
  if (to.name !== rule.tile) return `only tile ${rule.tile} may be laid on ${lay.hex}`;
  if (!rule.rotations.includes(lay.rotation)) return `${to.name} cannot be laid on ${lay.hex} in this rotation`;
  if (opts.skipChecks) return null;
  if (opts.blockedHexes?.includes(lay.hex)) return `${lay.hex} is blocked`;
  if (!(opts.phaseColors ?? ALL_COLORS).includes(to.color)) return `${to.color} tiles may not be laid now`;
  return null;
}

/** A lay that takes the hex's one town away (LayTileOptions.removesTown). */
function townRemovalError(map: MapState, ctx: LayContext, lay: LayTileInput, opts: LayTileOptions, from: TileDef, to: TileDef, oldPaths: readonly GPath[]): string | null {
  if (from.towns.length !== 1 || to.towns.length || to.cities.length) return `${to.name} cannot take the town off ${lay.hex}`;
  if (!nextColor(from.color, to.color)) return `${from.color} tile ${from.name} cannot be upgraded to ${to.color} ${to.name}`;
  if (opts.skipChecks) return null;
  if (opts.blockedHexes?.includes(lay.hex)) return `${lay.hex} is blocked`;
  if (!(opts.phaseColors ?? ALL_COLORS).includes(to.color)) return `${to.color} tiles may not be laid now`;
  const newPaths = placedPathsOf(lay.hex, to, lay.rotation);
  const exits = new Set(newPaths.flatMap((p) => p.edges));
  if (!oldPaths.every((p) => p.edges.every((e) => exits.has(e)))) return `${to.name} in this rotation does not keep the exits of ${lay.hex}`;
  const { grid } = ctx.track;
  const sides = grid.sides[grid.index.get(lay.hex)!]!;
  for (const e of exits) if (!(sides & (1 << e))) return `${to.name} would run off the map at edge ${e} of ${lay.hex}`;
  return reachError(map, ctx, lay, opts, newPaths);
}

/** The new track must meet the corporation's network (unless the options waive it). */
function reachError(map: MapState, ctx: LayContext, lay: LayTileInput, opts: LayTileOptions, newPaths: readonly GPath[]): string | null {
  if (!ctx.reach && ctx.walker === undefined) return null;
  let sides = 0;
  for (const p of newPaths) for (const e of p.edges) sides |= 1 << e;
  const reached = ctx.reach ? (ctx.reach.edgeMask(lay.hex) & sides) !== 0 : reachesHexSides(map, ctx.walker!, lay.hex, sides);
  return reached ? null : `${opts.corporation} cannot reach ${lay.hex} with this tile`;
}

function layError(map: MapState, ctx: LayContext, lay: LayTileInput, opts: LayTileOptions, to: TileDef): string | null {
  const state = ownValue(map.hexes, lay.hex);
  if (!state) return `unknown hex ${lay.hex}`;
  if (!Number.isInteger(lay.rotation) || lay.rotation < 0 || lay.rotation > 5) return `bad rotation ${lay.rotation}`;
  // (18xx.games takes such a lay in the listed rotations without the track, count or connection rules)
  const replaced = state.tile === lay.hex ? ctx.track.def.replacedBy?.[lay.hex] : undefined;
  if (replaced) return replacementError(lay, opts, to, replaced);
  const from = tileOnHex(map, state);
  const oldPaths = placedPathsOf(lay.hex, from, state.rotation);
  if (opts.removesTown) return townRemovalError(map, ctx, lay, opts, from, to, oldPaths);
  const rule = upgradeError(from, state.rotation, to, oldPaths, lay.hex);
  if (rule) return rule;
  if (opts.skipChecks) return null;
  if (opts.blockedHexes?.includes(lay.hex)) return `${lay.hex} is blocked`;
  if (!(opts.phaseColors ?? ALL_COLORS).includes(to.color)) return `${to.color} tiles may not be laid now`;
  const newPaths = placedPathsOf(lay.hex, to, lay.rotation);
  const { grid } = ctx.track;
  const rot = placementError(lay.hex, from, state.rotation, to, lay.rotation, oldPaths, newPaths, grid.sides[grid.index.get(lay.hex)!]!);
  if (rot) return rot;
  // a stub's edge must get track (18xx.games legal_if_stubbed?)
  if (from.stubs && !opts.ignoreStubs && state.tile === lay.hex && !from.stubs.every((e) => newPaths.some((p) => p.edges.includes(e)))) return `${to.name} in this rotation leaves the stub of ${lay.hex} unjoined`;
  const unreached = reachError(map, ctx, lay, opts, newPaths);
  if (unreached) return unreached;
  if (opts.trackRestriction && opts.trackRestriction !== 'permissive' && opts.corporation !== undefined && !ctx.track.def.unrestrictedHexes?.includes(lay.hex)) {
    return restrictionError(map, ctx, lay, opts.corporation, opts.trackRestriction, from, to, oldPaths, newPaths);
  }
  return null;
}

function maxRevenue(revenue: Revenue): number {
  return typeof revenue === 'number' ? revenue : Math.max(0, ...Object.values(revenue).map((v) => v ?? 0));
}

function nodeRevenues(tile: TileDef, nodes: readonly string[]): string {
  return nodes
    .map((n) => {
      const { kind, index } = parseNodeKey(n);
      const part = kind === 'city' ? tile.cities[index] : kind === 'town' ? tile.towns[index] : kind === 'offboard' ? tile.offboards[index] : undefined;
      return part ? maxRevenue(part.revenue) : 0;
    })
    .sort((a, b) => a - b)
    .join(',');
}

/** 18xx.games' track restrictions: towns/cities kept; new track (or a new city value) for the corporation. */
function restrictionError(
  map: MapState,
  ctx: LayContext,
  lay: LayTileInput,
  corporation: string,
  restriction: 'restrictive' | 'semi_restrictive',
  from: TileDef,
  to: TileDef,
  oldPaths: readonly GPath[],
  newPaths: readonly GPath[],
): string | null {
  const oldCt = cityTownEdges(oldPaths);
  const newCt = cityTownEdges(newPaths);
  if (!oldCt.every((o) => newCt.some((n) => o.every((e) => n.includes(e))))) return 'New track must override old one';
  if (oldPaths.length === 0) return null; // all track is new
  // the corporation's reach with the tile laid, on the scratch copy (put back right after)
  const scratch = (ctx.scratch ??= scratchOf(map));
  const real = ownValue(map.hexes, lay.hex)!;
  const trial = { ...real };
  scratch.hexes[lay.hex] = trial;
  placeTile(scratch, lay.hex, trial, { name: to.name, copy: 0, rotation: lay.rotation }, from, to, oldPaths, newPaths);
  const track = trackOf(scratch);
  const connected = reach(track, corporation).paths;
  const onHex = track.byHex.get(lay.hex) ?? [];
  scratch.hexes[lay.hex] = real;
  hexTileChanged(scratch, lay.hex);
  let usedNew = false;
  let changedCity = false;
  for (const id of onHex) {
    if (!connected.has(id)) continue;
    const p = track.paths[id]!;
    const np = newPaths[p.index]!;
    const op = oldPaths.find((o) => pathWithin(np, o, newPaths, oldPaths));
    if (!op) usedNew = true;
    if (!op || nodeRevenues(from, op.nodes) !== nodeRevenues(to, np.nodes)) changedCity = true;
  }
  if (restriction === 'restrictive' && !usedNew) return 'Must use new track';
  if (restriction === 'semi_restrictive' && !usedNew && !changedCity) return 'Must use new track or change city value';
  return null;
}

/** The reason a lay is illegal, or null when legal (does not change the map). */
export function checkTileLay(map: MapState, lay: LayTileInput, opts: LayTileOptions = {}): string | null {
  const picked = pickCopy(map, lay.tile);
  if (typeof picked === 'string') return picked;
  return layError(map, context(map, opts, false), lay, opts, tileDef(map, picked.name));
}

/** The copy a lay takes and its tile, once every check passed (trialTileLay and layTile check alike); throws MapError. */
function checkedLay(map: MapState, lay: LayTileInput, opts: LayTileOptions) {
  const picked = pickCopy(map, lay.tile);
  if (typeof picked === 'string') throw new MapError(picked);
  const to = tileDef(map, picked.name);
  const error = layError(map, context(map, opts, false), lay, opts, to);
  if (error) throw new MapError(error);
  return { picked, to };
}

/**
 * What a legal lay would cost (the terrain of the tile it replaces, the water borders it crosses) without making it;
 * throws MapError when illegal, as layTile does (the same checks). Changes nothing.
 */
export function trialTileLay(map: MapState, lay: LayTileInput, opts: LayTileOptions = {}): { cost: number; borderCost: number } {
  const { to } = checkedLay(map, lay, opts);
  const newPaths = placedPathsOf(lay.hex, to, lay.rotation);
  // (as payBorders: placing the tile leaves the hex's paid borders alone)
  const borderCost = bordersCrossed(map, lay.hex, newPaths).reduce((n, b) => n + b.cost, 0);
  return { cost: tileDef(map, hexState(map, lay.hex).tile).upgradeCost, borderCost };
}

/** Validates and applies a tile lay; throws MapError when illegal. */
export function layTile(map: MapState, lay: LayTileInput, opts: LayTileOptions = {}): LayTileResult {
  const { picked, to } = checkedLay(map, lay, opts);

  const state = hexState(map, lay.hex);
  const from = tileDef(map, state.tile);
  const oldPaths = placedPathsOf(lay.hex, from, state.rotation);
  const newPaths = placedPathsOf(lay.hex, to, lay.rotation);
  const preprinted = state.tile === lay.hex;
  const result: LayTileResult = {
    hex: lay.hex,
    tileId: `${picked.name}-${picked.copy}`,
    cost: from.upgradeCost,
    ...(from.terrain ? { terrain: from.terrain } : {}),
    upgrade: from.color !== 'white',
  };

  // supply: take the copy (unlimited tiles get a fresh copy), return the old tile
  const supply = map.supply[picked.name]!;
  supply.splice(supply.indexOf(picked.copy), 1);
  if (map.unlimited[picked.name] !== undefined) supply.push(map.unlimited[picked.name]!++);
  if (!preprinted) {
    // (at the end: 18xx.games' update_tile_lists puts it last, so the next lay of that tile takes a fresh copy first)
    (map.supply[state.tile] ??= []).push(state.copy);
    result.returnedTile = `${state.tile}-${state.copy}`;
  }

  const lifted = placeTile(map, lay.hex, state, { name: picked.name, copy: picked.copy, rotation: lay.rotation }, from, to, oldPaths, newPaths);
  if (lifted.length) result.pendingTokens = lifted;
  const borderCost = payBorders(map, lay.hex, newPaths);
  if (borderCost) result.borderCost = borderCost;
  return result;
}

/**
 * The costly borders (water) the new track crosses, each paid once (18xx.games' remove_border_calculate_cost!):
 * a border is paid by the first lay on its hex with an exit over it, toward a neighbour; the neighbour's own
 * border on that side is paid off too when the neighbour's tile already has track there.
 */
function payBorders(map: MapState, hex: string, newPaths: readonly GPath[]): number {
  const def = trackOf(map).def;
  const neighbors = mapNeighbors(def)[hex]!;
  const state = hexState(map, hex);
  let total = 0;
  for (const { edge, cost } of bordersCrossed(map, hex, newPaths)) {
    const other = neighbors[edge]!;
    total += cost;
    state.paidBorders = [...(state.paidBorders ?? []), edge];
    const back = invertEdge(edge);
    const there = hexState(map, other);
    const theirs = def.hexes[other]!.tile.borderCosts?.some((b) => b.edge === back);
    const tile = tileDef(map, there.tile);
    if (theirs && !there.paidBorders?.includes(back) && placedPathsOf(other, tile, there.rotation).some((p) => p.edges.includes(back))) {
      there.paidBorders = [...(there.paidBorders ?? []), back];
    }
  }
  return total;
}

/** The costly borders of `hex` that new track crosses toward a neighbour and that are not paid yet. */
function bordersCrossed(map: MapState, hex: string, newPaths: readonly GPath[]): { edge: number; cost: number }[] {
  const def = trackOf(map).def;
  const costs = def.hexes[hex]!.tile.borderCosts;
  if (!costs) return [];
  const neighbors = mapNeighbors(def)[hex]!;
  const paid = hexState(map, hex).paidBorders;
  return costs.filter(({ edge }) => neighbors[edge] && !paid?.includes(edge) && newPaths.some((p) => p.edges.includes(edge)));
}

/**
 * Puts a tile on a hex (its state's tile, copy and rotation; supply untouched): tokens and reservations follow the
 * city map. Returns the tokens lifted off a track-less multi-city tile that gains track (placed again by their owners).
 * Never edits the hex state's old token and reservation lists (it replaces them).
 */
function placeTile(map: MapState, hex: string, state: HexState, put: { name: string; copy: number; rotation: number }, from: TileDef, to: TileDef, oldPaths: readonly GPath[], newPaths: readonly GPath[]): string[] {
  const mapping = cityMapOf(hex, from, state.rotation, to, put.rotation, oldPaths, newPaths);
  const oldTokens = state.tokens;
  const oldReservations = state.reservations;
  state.tile = put.name;
  state.copy = put.copy;
  state.rotation = put.rotation;
  // a future label stays until a tile of its colour is laid (18xx.games Hex#lay)
  if (!state.futureLabel || state.futureLabel.color === to.color) state.futureLabel = to.futureLabel;
  hexTileChanged(map, hex);
  state.tokens = packedMap(to.cities, (c) => new Array<string | null>(c.slots).fill(null));
  state.reservations = packedMap(to.cities, () => []);
  mapping.forEach((target, i) => {
    state.reservations[target]!.push(...(oldReservations[i] ?? []));
  });
  if (oldPaths.length === 0 && newPaths.length > 0 && to.cities.length > 1) return oldTokens.flat().filter((t): t is string => !!t);
  mapping.forEach((target, i) => {
    for (const corp of oldTokens[i] ?? []) if (corp) putToken(state, target, corp);
  });
  return [];
}

/** Hexes where the corporation's network reaches an edge (candidates for tile lays). */
export function layableHexes(map: MapState, corporation: string): string[] {
  const r = reachOf(map, corporation);
  return [...r.hexEdges.keys()].filter((h) => map.hexes[h]).sort();
}

type ListOptions = {
  hex?: string;
  blockedHexes?: readonly string[];
  skipConnectivity?: boolean;
  trackRestriction?: LayTileOptions['trackRestriction'];
  /** Hexes whose stubs bind no lay (LayTileOptions.ignoreStubs there). */
  stubsWaived?: readonly string[];
  /** Hexes where `trackRestriction` does not apply (1822's Cardiff and English Channel). */
  restrictionFree?: readonly string[];
};

/**
 * Tiles and rotations a corporation may lay (on one hex or all hexes it can reach). Computed once per map state
 * and options (the bot's panel and autocomplete ask again and again about one state); each call gets its own copy.
 */
export function legalTileLays(map: MapState, corporation: string | undefined, phaseColors: readonly TileColor[], opts: ListOptions = {}): TileLayOption[] {
  const key = JSON.stringify(['lays', corporation ?? null, phaseColors, opts.hex ?? null, opts.blockedHexes ?? null, !!opts.skipConnectivity, opts.trackRestriction ?? null, opts.stubsWaived ?? null, opts.restrictionFree ?? null]);
  const answers = mapAnswers(map);
  let lays = answers.get(key) as readonly TileLayOption[] | undefined;
  if (!lays) answers.set(key, (lays = computeTileLays(map, corporation, phaseColors, opts)));
  return lays.map((o) => ({ ...o, rotations: [...o.rotations] }));
}

function computeTileLays(map: MapState, corporation: string | undefined, phaseColors: readonly TileColor[], opts: ListOptions): TileLayOption[] {
  const layOpts: LayTileOptions = {
    phaseColors,
    ...(corporation !== undefined ? { corporation } : {}),
    ...(opts.blockedHexes ? { blockedHexes: opts.blockedHexes } : {}),
    ...(opts.skipConnectivity ? { skipConnectivity: true } : {}),
    ...(opts.trackRestriction ? { trackRestriction: opts.trackRestriction } : {}),
  };
  const ctx = context(map, layOpts, true);
  const hexes = opts.hex
    ? [opts.hex]
    : ctx.reach
      ? [...ctx.reach.hexEdges.keys()].filter((h) => map.hexes[h])
      : Object.keys(map.hexes);
  const out: TileLayOption[] = [];
  for (const hex of hexes.sort()) {
    const from = tileDef(map, hexState(map, hex).tile);
    let hexOpts = opts.stubsWaived?.includes(hex) ? { ...layOpts, ignoreStubs: true } : layOpts;
    if (opts.restrictionFree?.includes(hex)) hexOpts = { ...hexOpts, trackRestriction: 'permissive' };
    for (const [name, copies] of Object.entries(map.supply)) {
      if (!copies.length) continue;
      const to = tileDef(map, name);
      if (!phaseColors.includes(to.color)) continue;
      if (to.blocksLay && !opts.skipConnectivity) continue;
      // (rotations crossing different costly borders cost differently: one option per border cost)
      const byBorder = new Map<number, number[]>();
      for (let rotation = 0; rotation < 6; rotation++) {
        if (layError(map, ctx, { hex, tile: name, rotation }, hexOpts, to)) continue;
        const border = bordersCrossed(map, hex, placedPathsOf(hex, to, rotation)).reduce((n, b) => n + b.cost, 0);
        byBorder.set(border, [...(byBorder.get(border) ?? []), rotation]);
      }
      for (const [border, rotations] of byBorder) out.push({ hex, tile: name, rotations, cost: from.upgradeCost, ...(border ? { borderCost: border } : {}) });
    }
  }
  return out;
}
