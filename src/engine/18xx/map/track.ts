// Track graph of a map state: tile paths in absolute orientation, indexed by hex edge and by node.
import { tileDef } from './catalog.ts';
import { defaultAxes, hexNeighbors, invertEdge, rotateEdge } from './hex.ts';
import { getMapDef } from './registry.ts';
import type { MapDef, MapState, PathEnd, TileDef } from './types.ts';

export type NodeKind = 'city' | 'town' | 'offboard' | 'junction';

/** A node on the map: "F2:city:0". */
export type NodeKey = string;

export function nodeKey(hex: string, kind: NodeKind, index: number): NodeKey {
  return `${hex}:${kind}:${index}`;
}

export interface NodeParts {
  readonly hex: string;
  readonly kind: NodeKind;
  readonly index: number;
}

// Node keys come from a small fixed set (the map's cities, towns, offboards), so parsing is memoised.
const parsedKeys = new Map<NodeKey, NodeParts>();

export function parseNodeKey(key: NodeKey): NodeParts {
  let parts = parsedKeys.get(key);
  if (!parts) {
    const [hex, kind, index] = key.split(':');
    parts = { hex: hex!, kind: kind as NodeKind, index: Number(index) };
    parsedKeys.set(key, parts);
  }
  return parts;
}

/** One end of a placed path: an absolute edge or a node. */
export type GEnd = { edge: number; node?: undefined } | { node: NodeKey; edge?: undefined };

export interface GPath {
  id: number;
  hex: string;
  /** Index of the path in its tile's definition. */
  index: number;
  ends: [GEnd, GEnd];
  edges: number[];
  nodes: NodeKey[];
  terminal: boolean;
}

export interface Track {
  map: MapState;
  def: MapDef;
  paths: GPath[];
  byNode: Map<NodeKey, number[]>;
  /** hex → ids of the paths on it. */
  byHex: Map<string, number[]>;
  /** Hex index of each path, and the path ids touching each hex side (by hexIndex * 6 + edge). */
  pathHex: number[];
  byEdgeIndex: (number[] | undefined)[];
  grid: HexGrid;
  /** Neighbour hex across an edge, undefined if none (or an impassable border). */
  neighbor(hex: string, edge: number): string | undefined;
}

const neighborCache = new Map<string, Record<string, (string | undefined)[]>>();

/** A map definition's hexes numbered, with neighbours by hexIndex * 6 + edge (-1: none). */
export interface HexGrid {
  index: Map<string, number>;
  /** Hex ids by index. */
  ids: string[];
  neighbors: Int32Array;
}

const gridCache = new Map<string, HexGrid>();

function hexGrid(def: MapDef): HexGrid {
  let grid = gridCache.get(def.id);
  if (!grid) {
    const neighbors = mapNeighbors(def);
    const ids = Object.keys(def.hexes);
    const index = new Map(ids.map((id, i) => [id, i]));
    const nb = new Int32Array(ids.length * 6).fill(-1);
    ids.forEach((id, i) => neighbors[id]!.forEach((other, e) => other !== undefined && (nb[i * 6 + e] = index.get(other) ?? -1)));
    gridCache.set(def.id, (grid = { index, ids, neighbors: nb }));
  }
  return grid;
}

const IMPASSABLE_COLORS = new Set(['blue', 'gray', 'red']);

/**
 * Neighbours of every hex of a map definition, by edge, as 18xx.games links them: not across impassable
 * borders, and a gray/red/blue hex is a neighbour only if its own track points back at the hex.
 */
export function mapNeighbors(def: MapDef): Record<string, (string | undefined)[]> {
  let cached = neighborCache.get(def.id);
  if (!cached) {
    cached = {};
    const axes = def.axes ?? defaultAxes(def.layout);
    for (const hex of Object.keys(def.hexes)) cached[hex] = hexNeighbors(def.hexes, def.layout, hex, axes);
    for (const list of Object.values(cached)) {
      list.forEach((other, edge) => {
        if (!other) return;
        const tile = def.hexes[other]!.tile;
        if (!IMPASSABLE_COLORS.has(tile.color)) return;
        const exits = placedPaths(other, tile, 0).flatMap((p) => p.edges);
        if (!exits.includes(invertEdge(edge))) list[edge] = undefined;
      });
    }
    for (const [hex, list] of Object.entries(cached)) {
      for (const edge of def.hexes[hex]!.tile.borders ?? []) {
        const other = hexNeighbors(def.hexes, def.layout, hex, axes)[edge];
        list[edge] = undefined;
        if (other) cached[other]![invertEdge(edge)] = undefined;
      }
    }
    neighborCache.set(def.id, cached);
  }
  return cached;
}

function endOf(hex: string, end: PathEnd, rotation: number): GEnd {
  if (end.kind === 'edge') return { edge: rotateEdge(end.edge, rotation) };
  if (end.kind === 'junction') return { node: nodeKey(hex, 'junction', 0) };
  return { node: nodeKey(hex, end.kind, end.index) };
}

/** Absolute paths of a tile placed on a hex with a rotation (ids local to the list). */
export function placedPaths(hex: string, tile: TileDef, rotation: number): GPath[] {
  return tile.paths.map((p, index) => {
    const ends: [GEnd, GEnd] = [endOf(hex, p.a, rotation), endOf(hex, p.b, rotation)];
    return {
      id: index,
      hex,
      index,
      ends,
      edges: ends.filter((e) => e.edge !== undefined).map((e) => e.edge!),
      nodes: ends.filter((e) => e.node !== undefined).map((e) => e.node!),
      terminal: !!p.terminal,
    };
  });
}

let placedMemo = new WeakMap<TileDef, Map<string, (readonly GPath[])[]>>();
let placedCount = 0;
const PLACED_LIMIT = 20_000; // lists kept before starting over (a bot process serves many games)

/**
 * placedPaths, shared: the same read-only list for a tile, hex and rotation every time (tile lay checks try
 * every rotation of every candidate; the track graph keeps its own copies).
 */
export function placedPathsOf(hex: string, tile: TileDef, rotation: number): readonly GPath[] {
  let byHex = placedMemo.get(tile);
  if (!byHex) placedMemo.set(tile, (byHex = new Map()));
  let rotations = byHex.get(hex);
  if (!rotations) byHex.set(hex, (rotations = []));
  let paths = rotations[rotation];
  if (!paths) {
    if (++placedCount > PLACED_LIMIT) {
      placedMemo = new WeakMap();
      placedCount = 0;
    }
    paths = rotations[rotation] = placedPaths(hex, tile, rotation);
  }
  return paths;
}

/*
 * Memos per map object: the track graph (patched by hexTileChanged), each corporation's reach (dropped by
 * mapChanged when its hex is touched) and the token positions (per revision). Every function of this module
 * that changes a map (tile lays, token moves) calls mapChanged or hexTileChanged; a clone is a new object
 * and so starts with empty memos. Callers must treat what they get as read-only.
 */
const revisions = new WeakMap<MapState, number>();
const trackMemo = new WeakMap<MapState, Track>();
const reachMemo = new WeakMap<MapState, Map<string, Reach>>();

/**
 * Marks a map as changed (call before changing tokens, or through hexTileChanged for tiles). With the hex that
 * changes, only the memoised reaches that touch that hex are dropped: a walk that never crossed into a hex
 * cannot be changed by what happens there. Without a hex, every reach is dropped.
 */
export function mapChanged(map: MapState, hex?: string, tokenOf?: string): void {
  revisions.set(map, (revisions.get(map) ?? 0) + 1);
  const memo = reachMemo.get(map);
  if (!memo) return;
  if (hex === undefined) return memo.clear();
  // the corporation whose token moves always walks from new places
  if (tokenOf !== undefined) memo.delete(tokenOf);
  for (const [corp, r] of memo) if (r.edgeMask(hex) !== 0) memo.delete(corp);
}

/** Marks a hex's tile as changed (call after changing it): the memoised track graph is patched for that hex. */
export function hexTileChanged(map: MapState, hex: string): void {
  mapChanged(map, hex);
  const track = trackMemo.get(map);
  if (!track) return;
  const drop = (index: Map<string, number[]>, key: string, ids: Set<number>) => {
    const list = index.get(key);
    if (!list) return;
    const kept = list.filter((id) => !ids.has(id));
    if (kept.length) index.set(key, kept);
    else index.delete(key);
  };
  const old = new Set(track.byHex.get(hex) ?? []);
  const h = track.grid.index.get(hex)!;
  for (const id of old) {
    const p = track.paths[id]!;
    for (const e of p.edges) {
      const kept = track.byEdgeIndex[h * 6 + e]?.filter((q) => !old.has(q));
      track.byEdgeIndex[h * 6 + e] = kept?.length ? kept : undefined;
    }
    for (const n of p.nodes) drop(track.byNode, n, old);
  }
  track.byHex.delete(hex);
  const state = map.hexes[hex];
  if (state) addPaths(track, placedPaths(hex, tileDef(map, state.tile), state.rotation));
}

/** The track graph of a map state (built once, then patched by hexTileChanged). */
export function trackOf(map: MapState): Track {
  let track = trackMemo.get(map);
  if (!track) trackMemo.set(map, (track = buildTrack(map)));
  return track;
}

/** What a corporation's network reaches from its tokens, computed once per map revision. */
export function reachOf(map: MapState, corporation: string): Reach {
  let memo = reachMemo.get(map);
  if (!memo) reachMemo.set(map, (memo = new Map()));
  let r = memo.get(corporation);
  if (!r) memo.set(corporation, (r = reach(trackOf(map), corporation)));
  return r;
}

/** Builds the track graph of the current map state (uncached: see trackOf). */
export function buildTrack(map: MapState): Track {
  const def = getMapDef(map.mapId);
  const neighbors = mapNeighbors(def);
  const track: Track = {
    map,
    def,
    paths: [],
    byNode: new Map(),
    byHex: new Map(),
    pathHex: [],
    byEdgeIndex: [],
    grid: hexGrid(def),
    neighbor: (hex, edge) => neighbors[hex]?.[edge],
  };
  for (const [hex, state] of Object.entries(map.hexes)) addPaths(track, placedPaths(hex, tileDef(map, state.tile), state.rotation));
  return track;
}

function push<K, V>(index: Map<K, V[]>, key: K, id: V): void {
  const list = index.get(key);
  if (list) list.push(id);
  else index.set(key, [id]);
}

/** Adds placed paths to a track graph, giving them ids past the existing ones. */
function addPaths(track: Track, placed: GPath[]): void {
  for (const p of placed) {
    p.id = track.paths.length;
    track.paths.push(p);
    const h = track.grid.index.get(p.hex)!;
    track.pathHex.push(h);
    push(track.byHex, p.hex, p.id);
    for (const e of p.edges) {
      (track.byEdgeIndex[h * 6 + e] ??= []).push(p.id);
    }
    for (const n of p.nodes) push(track.byNode, n, p.id);
  }
}

/** Paths in the neighbouring hex that continue a path leaving `hex` through `edge`. */
export function continuations(track: Track, hex: string, edge: number): number[] {
  const other = track.neighbor(hex, edge);
  if (!other) return [];
  return track.byEdgeIndex[track.grid.index.get(other)! * 6 + invertEdge(edge)] ?? [];
}

/** Whether a node stops a corporation passing through it (offboards always; full cities without its token). */
export function nodeBlocks(map: MapState, key: NodeKey, corporation: string | undefined): boolean {
  const { hex, kind, index } = parseNodeKey(key);
  if (kind === 'offboard') return true;
  if (kind !== 'city' || !corporation) return false;
  const tokens = map.hexes[hex]!.tokens[index] ?? [];
  if (tokens.includes(corporation)) return false;
  return !tokens.includes(null);
}

const tokenMemo = new WeakMap<MapState, { rev: number; byCorp: Map<string, NodeKey[]> }>();

/** Cities (node keys) holding a token of the corporation (read-only: shared until the map changes). */
export function tokenNodes(map: MapState, corporation: string): readonly NodeKey[] {
  const rev = revisions.get(map) ?? 0;
  let hit = tokenMemo.get(map);
  if (!hit || hit.rev !== rev) {
    const byCorp = new Map<string, NodeKey[]>();
    for (const hex of hexGrid(getMapDef(map.mapId)).ids) {
      const tokens = map.hexes[hex]!.tokens;
      for (let i = 0; i < tokens.length; i++) {
        for (const corp of tokens[i]!) if (corp) push(byCorp, corp, cityKey(hex, i));
      }
    }
    tokenMemo.set(map, (hit = { rev, byCorp }));
  }
  return hit.byCorp.get(corporation) ?? NO_NODES;
}

const NO_NODES: readonly NodeKey[] = [];
const cityKeys = new Map<string, NodeKey[]>();

/** nodeKey(hex, 'city', i), kept: the same few keys are asked for on every token change. */
function cityKey(hex: string, i: number): NodeKey {
  let keys = cityKeys.get(hex);
  if (!keys) cityKeys.set(hex, (keys = []));
  return (keys[i] ??= nodeKey(hex, 'city', i));
}

export interface Reach {
  readonly paths: Set<number>;
  nodes: Set<NodeKey>;
  /** hex → edges through which the network reaches (or leaves) the hex (computed on first use). */
  readonly hexEdges: Map<string, Set<number>>;
  /** The same for one hex as a bit mask (bit e = edge e), cheaper for a single lay check. */
  edgeMask(hex: string): number;
}

// Scratch arrays for reach (it is not re-entrant): a path is visited in the current walk when its mark equals
// the walk's generation; crossing counts are balanced by the walk, so they are all zero between walks.
let pathWalkMarks = new Uint32Array(1 << 10);
let pathSeenMarks = new Uint32Array(1 << 10);
let crossing = new Int32Array(1 << 10);
let generation = 0;

function nextGeneration(): number {
  if (++generation === 0xffffffff) {
    pathWalkMarks.fill(0);
    pathSeenMarks.fill(0);
    generation = 1;
  }
  return generation;
}

/** One reach computation's walk state (module level functions walk it: no closures per call). */
interface ReachWalk {
  track: Track;
  corporation: string;
  nodes: Set<NodeKey>;
  /** Paths recorded by any walk of this reach, in order. */
  visited: number[];
  /** Nodes visited by the current start's walk. */
  visitedNodes: Set<NodeKey>;
  blocks: Map<NodeKey, boolean>;
  /** Generation of the current start's walk, and of the whole reach. */
  walk: number;
  seen: number;
  /** Stop as soon as the network reaches one of these sides (bits) of this hex (index; -1: walk it all). */
  target: number;
  targetSides: number;
  hit: boolean;
}

/** Does a newly walked path reach one of the target's sides (its own edges there, or an edge facing it)? */
function reachesTarget(w: ReachWalk, pid: number): boolean {
  const { track } = w;
  const h = track.pathHex[pid]!;
  const nb = track.grid.neighbors;
  for (const e of track.paths[pid]!.edges) {
    if (h === w.target && w.targetSides & (1 << e)) return true;
    if (nb[h * 6 + e] === w.target && w.targetSides & (1 << ((e + 3) % 6))) return true;
  }
  return false;
}

function blockedFor(w: ReachWalk, n: NodeKey): boolean {
  let b = w.blocks.get(n);
  if (b === undefined) w.blocks.set(n, (b = nodeBlocks(w.track.map, n, w.corporation)));
  return b;
}

function walkPath(w: ReachWalk, pid: number, skip: number, converging: boolean, from: NodeKey): void {
  if (pathWalkMarks[pid] === w.walk) return;
  const { track } = w;
  const path = track.paths[pid]!;
  const h = track.pathHex[pid]!;
  for (const e of path.edges) if (crossing[h * 6 + e]) return;
  pathWalkMarks[pid] = w.walk;
  if (pathSeenMarks[pid] !== w.seen) {
    pathSeenMarks[pid] = w.seen;
    w.visited.push(pid);
    if (w.target >= 0 && reachesTarget(w, pid)) {
      w.hit = true;
      return;
    }
  }
  for (const n of path.nodes) w.nodes.add(n);
  if (!path.terminal) {
    for (const n of path.nodes) {
      if (n !== from && !blockedFor(w, n)) walkNode(w, n, converging);
      if (w.hit) return;
    }
  }
  const nb = track.grid.neighbors;
  for (const e of path.edges) {
    if (e === skip) continue;
    const key = h * 6 + e;
    const other = nb[key]!;
    if (other < 0) continue;
    const inEdge = (e + 3) % 6;
    const next = track.byEdgeIndex[other * 6 + inEdge];
    if (!next) continue;
    // a hex side shared by several paths of the tile is a converging exit (18xx.games converging_exit?)
    const conv = converging || (track.byEdgeIndex[key]?.length ?? 0) > 1;
    crossing[key]!++;
    for (const q of next) {
      walkPath(w, q, inEdge, conv, from);
      if (w.hit) break;
    }
    crossing[key]!--; // (balanced even when a target was hit: the scratch counts stay zero between walks)
    if (w.hit) return;
  }
  if (converging) pathWalkMarks[pid] = 0;
}

function walkNode(w: ReachWalk, node: NodeKey, convergingPath: boolean): void {
  if (w.visitedNodes.has(node)) return;
  w.visitedNodes.add(node);
  const ids = w.track.byNode.get(node);
  if (ids) {
    for (const pid of ids) {
      walkPath(w, pid, -1, convergingPath, node);
      if (w.hit) return;
    }
  }
  if (convergingPath) w.visitedNodes.delete(node);
}

/** A computed reach; the per-hex views are built on first use. */
class WalkedReach implements Reach {
  private masks: Uint8Array | undefined;
  private pathSet: Set<number> | undefined;
  private edgesByHex: Map<string, Set<number>> | undefined;

  constructor(
    private readonly track: Track,
    private readonly starts: readonly NodeKey[],
    private readonly visited: readonly number[],
    readonly nodes: Set<NodeKey>,
  ) {}

  private computeMasks(): Uint8Array {
    const { track } = this;
    const nb = track.grid.neighbors;
    const out = new Uint8Array(nb.length / 6);
    for (const s of this.starts) {
      const h = track.grid.index.get(parseNodeKey(s).hex)!;
      for (let e = 0; e < 6; e++) if (nb[h * 6 + e]! >= 0) out[h]! |= 1 << e;
    }
    for (const pid of this.visited) {
      const h = track.pathHex[pid]!;
      for (const e of track.paths[pid]!.edges) {
        out[h]! |= 1 << e;
        const other = nb[h * 6 + e]!;
        if (other >= 0) out[other]! |= 1 << ((e + 3) % 6);
      }
    }
    return out;
  }

  edgeMask(hex: string): number {
    const h = this.track.grid.index.get(hex);
    return h === undefined ? 0 : (this.masks ??= this.computeMasks())[h]!;
  }

  get paths(): Set<number> {
    return (this.pathSet ??= new Set(this.visited));
  }

  get hexEdges(): Map<string, Set<number>> {
    if (!this.edgesByHex) {
      const m = (this.masks ??= this.computeMasks());
      const out = new Map<string, Set<number>>();
      for (const [hex, h] of this.track.grid.index) {
        if (!m[h]) continue;
        const edges = new Set<number>();
        for (let e = 0; e < 6; e++) if (m[h]! & (1 << e)) edges.add(e);
        out.set(hex, edges);
      }
      this.edgesByHex = out;
    }
    return this.edgesByHex;
  }
}

/**
 * Everything a corporation's network reaches from its tokens, walked the way 18xx.games' graph does it:
 * a depth-first walk from each token city (the other token cities count as visited), never walking a path
 * twice, never leaving a hex through a side the walk is already crossing (so no turning back through a
 * town or city onto the track just used), nodes visited once per walk, and through no node that blocks the
 * corporation. Paths reached over a converging exit (two paths sharing a hex side) may be walked again from
 * another side, as in 18xx.games.
 */
export function reach(track: Track, corporation: string): Reach {
  const w = walkReach(track, corporation, -1, 0);
  return new WalkedReach(track, tokenNodes(track.map, corporation), w.visited, w.nodes);
}

/**
 * Whether the corporation's network reaches one of these sides (bit e = edge e) of a hex: reach's walk, stopped
 * at the first path that does (a tile lay's connection check when no memoised reach is at hand).
 */
export function reachesHexSides(map: MapState, corporation: string, hex: string, sides: number): boolean {
  const memo = reachMemo.get(map)?.get(corporation);
  if (memo) return (memo.edgeMask(hex) & sides) !== 0;
  const track = trackOf(map);
  const h = track.grid.index.get(hex);
  if (h === undefined) return false;
  return walkReach(track, corporation, h, sides).hit;
}

function walkReach(track: Track, corporation: string, target: number, targetSides: number): ReachWalk {
  const starts = tokenNodes(track.map, corporation);
  if (pathWalkMarks.length < track.paths.length) {
    pathWalkMarks = new Uint32Array(track.paths.length * 2);
    pathSeenMarks = new Uint32Array(track.paths.length * 2);
  }
  if (crossing.length < track.grid.neighbors.length) crossing = new Int32Array(track.grid.neighbors.length);
  const w: ReachWalk = {
    track,
    corporation,
    nodes: new Set(starts),
    visited: [],
    visitedNodes: new Set(),
    blocks: new Map(),
    walk: 0,
    seen: nextGeneration(),
    target,
    targetSides,
    hit: false,
  };
  if (target >= 0) {
    // a token on the hex reaches every side that has a neighbour
    const nb = track.grid.neighbors;
    for (const s of starts) {
      if (track.grid.index.get(parseNodeKey(s).hex) !== target) continue;
      for (let e = 0; e < 6; e++) if (nb[target * 6 + e]! >= 0 && targetSides & (1 << e)) w.hit = true;
    }
  }
  for (const start of starts) {
    if (w.hit) break;
    w.walk = nextGeneration();
    w.visitedNodes = new Set(starts);
    w.visitedNodes.delete(start);
    walkNode(w, start, false);
  }
  return w;
}
