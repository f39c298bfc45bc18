// Track graph of a map state: tile paths in absolute orientation, indexed by hex edge and by node.
import { tileDef } from './catalog.ts';
import { defaultAxes, hexNeighbors, invertEdge, rotateEdge } from './hex.ts';
import { getMapDef } from './registry.ts';
import { hexIdsOf } from './state.ts';
import { packedMap } from '../../packed.ts';
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

/** A node's parts with its key and its number (nodeId). */
export interface NumberedNode extends NodeParts {
  readonly key: NodeKey;
  readonly id: number;
}

// Node keys come from a small fixed set (the maps' cities, towns, offboards, junctions): each is parsed once and
// numbered module-wide, so walks keep per-node marks in arrays instead of string sets and maps.
const parsedKeys = new Map<NodeKey, NumberedNode>();
const nodesById: NumberedNode[] = [];

export function parseNodeKey(key: NodeKey): NumberedNode {
  let parts = parsedKeys.get(key);
  if (!parts) {
    const [hex, kind, index] = key.split(':');
    parts = { hex: hex!, kind: kind as NodeKind, index: Number(index), key, id: nodesById.length };
    nodesById.push(parts);
    parsedKeys.set(key, parts);
  }
  return parts;
}

/** The number of a node key (the same for the key's whole process lifetime). */
export function nodeId(key: NodeKey): number {
  return parseNodeKey(key).id;
}

/** The node with this number. */
export function nodeById(id: number): NumberedNode {
  return nodesById[id]!;
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
  /** The nodes' numbers (nodeId), in the same order. */
  nodeIds: number[];
  terminal: boolean;
}

export interface Track {
  map: MapState;
  def: MapDef;
  paths: GPath[];
  byNode: Map<NodeKey, number[]>;
  /** The same by node number (nodeId). */
  byNodeId: (number[] | undefined)[];
  /** hex → ids of the paths on it. */
  byHex: Map<string, number[]>;
  /** Hex index of each path, and the path ids touching each hex side (by hexIndex * 6 + edge). */
  pathHex: number[];
  byEdgeIndex: (number[] | undefined)[];
  /** By hex index: how many times its tile changed since the graph was built (memos keyed on hexes check it). */
  hexVersion: Uint32Array;
  grid: HexGrid;
  /** Neighbour hex across an edge, undefined if none (or an impassable border). */
  neighbor(hex: string, edge: number): string | undefined;
}

const neighborCache = new Map<string, Record<string, (string | undefined)[]>>();

/** A map definition's hexes numbered, with neighbours by hexIndex * 6 + edge (-1: none). */
export interface HexGrid {
  index: Map<string, number>;
  /** Hex ids by index (state.ts hexIdsOf: the definition's order). */
  ids: readonly string[];
  neighbors: Int32Array;
  /** By hex index: the edges (bit e = edge e) that have a neighbour. */
  sides: Uint8Array;
}

const gridCache = new Map<string, HexGrid>();

function hexGrid(def: MapDef): HexGrid {
  let grid = gridCache.get(def.id);
  if (!grid) {
    const neighbors = mapNeighbors(def);
    const ids = hexIdsOf(def.id);
    const index = new Map(ids.map((id, i) => [id, i]));
    const nb = new Int32Array(ids.length * 6).fill(-1);
    ids.forEach((id, i) => neighbors[id]!.forEach((other, e) => other !== undefined && (nb[i * 6 + e] = index.get(other) ?? -1)));
    const sides = new Uint8Array(ids.length);
    for (let i = 0; i < nb.length; i++) if (nb[i]! >= 0) sides[i / 6 | 0]! |= 1 << i % 6;
    gridCache.set(def.id, (grid = { index, ids, neighbors: nb, sides }));
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
        const exits = placedPathsOf(other, tile, 0).flatMap((p) => p.edges);
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
  // (packedMap and pushes: the graph's walks read these arrays; see packed.ts)
  return packedMap(tile.paths, (p, index) => {
    const ends: [GEnd, GEnd] = [endOf(hex, p.a, rotation), endOf(hex, p.b, rotation)];
    const edges: number[] = [];
    const nodes: NodeKey[] = [];
    const nodeIds: number[] = [];
    for (const e of ends) {
      if (e.edge !== undefined) edges.push(e.edge);
      else {
        nodes.push(e.node);
        nodeIds.push(nodeId(e.node));
      }
    }
    return { id: index, hex, index, ends, edges, nodes, nodeIds, terminal: !!p.terminal };
  });
}

/**
 * A path copied field by field, as placedPaths writes it: the copy is an object of the same shape (a spread copy
 * is not, and the walks over the graph would meet two shapes of path).
 */
function copyPath(p: GPath): GPath {
  return { id: p.id, hex: p.hex, index: p.index, ends: p.ends, edges: p.edges, nodes: p.nodes, nodeIds: p.nodeIds, terminal: p.terminal };
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
 * mapChanged when its hex is touched), the token positions (re-read for the hexes mapChanged names) and other
 * answers (mapAnswers, all dropped by any change). Every
 * function of this module that changes a map (tile lays, token moves) calls mapChanged or hexTileChanged; a
 * clone is a new object and so starts with empty memos. Callers must treat what they get as read-only.
 */
const trackMemo = new WeakMap<MapState, Track>();
const reachMemo = new WeakMap<MapState, Map<string, Reach>>();
const answerMemo = new WeakMap<MapState, Map<string, unknown>>();

/**
 * Answers computed from a map state alone (e.g. the legal tile lays for given options), by key; emptied by every
 * change (mapChanged, hexTileChanged). Callers must treat what they store and get as read-only.
 */
export function mapAnswers(map: MapState): Map<string, unknown> {
  let answers = answerMemo.get(map);
  if (!answers) answerMemo.set(map, (answers = new Map()));
  return answers;
}

/**
 * Marks a map as changed (call before changing tokens, or through hexTileChanged for tiles). With the hex that
 * changes, only the memoised reaches that touch that hex are dropped: a walk that never crossed into a hex
 * cannot be changed by what happens there. Without a hex, every reach is dropped.
 */
export function mapChanged(map: MapState, hex?: string, tokenOf?: string): void {
  answerMemo.delete(map);
  const tokens = tokenMemo.get(map);
  if (tokens) {
    if (hex === undefined) tokenMemo.delete(map);
    else tokens.dirty.add(hex);
  }
  const memo = reachMemo.get(map);
  if (!memo) return;
  if (hex === undefined) return memo.clear();
  // the corporation whose token moves always walks from new places
  if (tokenOf !== undefined) memo.delete(tokenOf);
  for (const [corp, r] of memo) if (r.edgeMask(hex) !== 0) memo.delete(corp);
}

/** Drops paths from one entry of a path index. (Module functions here and below, not closures: esbuild's
 * keepNames, which tsx turns on, names every closure on creation, a cost in functions run on every action.) */
function dropPaths(index: Map<string, number[]>, key: string, ids: Set<number>): void {
  const list = index.get(key);
  if (!list) return;
  const kept = list.filter((id) => !ids.has(id));
  if (kept.length) index.set(key, kept);
  else index.delete(key);
}

/** Marks a hex's tile as changed (call after changing it): the memoised track graph is patched for that hex. */
export function hexTileChanged(map: MapState, hex: string): void {
  mapChanged(map, hex);
  const track = trackMemo.get(map);
  if (!track) return;
  const old = new Set(track.byHex.get(hex) ?? []);
  const h = track.grid.index.get(hex)!;
  track.hexVersion[h]!++;
  for (const id of old) {
    const p = track.paths[id]!;
    for (const e of p.edges) {
      const kept = track.byEdgeIndex[h * 6 + e]?.filter((q) => !old.has(q));
      track.byEdgeIndex[h * 6 + e] = kept?.length ? kept : undefined;
    }
    for (const n of p.nodes) dropPaths(track.byNode, n, old);
    for (const n of p.nodeIds) {
      const kept = track.byNodeId[n]?.filter((q) => !old.has(q));
      track.byNodeId[n] = kept?.length ? kept : undefined;
    }
  }
  track.byHex.delete(hex);
  const state = map.hexes[hex];
  // the graph's own copies (addPaths numbers them) of the shared placed paths
  if (state) addPaths(track, packedMap(placedPathsOf(hex, tileDef(map, state.tile), state.rotation), copyPath));
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
  const grid = hexGrid(def);
  const track: Track = {
    map,
    def,
    paths: [],
    byNode: new Map(),
    byNodeId: [],
    byHex: new Map(),
    pathHex: [],
    // filled up front: written out of order, a growing array would turn into a slow dictionary
    byEdgeIndex: new Array<number[] | undefined>(grid.neighbors.length).fill(undefined),
    hexVersion: new Uint32Array(grid.ids.length),
    grid,
    neighbor: (hex, edge) => neighbors[hex]?.[edge],
  };
  for (const hex of grid.ids) {
    const state = map.hexes[hex]!;
    addPaths(track, placedPaths(hex, tileDef(map, state.tile), state.rotation));
  }
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
    for (const n of p.nodeIds) {
      while (track.byNodeId.length <= n) track.byNodeId.push(undefined);
      (track.byNodeId[n] ??= []).push(p.id);
    }
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
  return partsBlock(map, parseNodeKey(key), corporation);
}

function partsBlock(map: MapState, node: NumberedNode, corporation: string | undefined): boolean {
  const { hex, kind, index, key } = node;
  if (kind === 'offboard') return true;
  if (kind !== 'city' || !corporation) return false;
  const closed = map.closedCities?.[key];
  if (closed && !closed.includes(corporation)) return true;
  const tokens = map.hexes[hex]!.tokens[index] ?? [];
  if (tokens.includes(corporation)) return false;
  return !tokens.includes(null);
}

/** Token cities by corporation, in map order (hex, then city); `dirty`: hexes changed since (re-read on the next ask). */
interface TokenIndex {
  byCorp: Map<string, NodeKey[]>;
  dirty: Set<string>;
  /** Hexes with a token in byCorp (a changed hex outside it has none to drop: most tile lays). */
  tokened: Set<string>;
}

const tokenMemo = new WeakMap<MapState, TokenIndex>();

/** Cities (node keys) holding a token of the corporation, in map order (read-only: shared until they change). */
export function tokenNodes(map: MapState, corporation: string): readonly NodeKey[] {
  let index = tokenMemo.get(map);
  if (!index) {
    const byCorp = new Map<string, NodeKey[]>();
    const tokened = new Set<string>();
    for (const hex of hexGrid(getMapDef(map.mapId)).ids) {
      const tokens = map.hexes[hex]!.tokens;
      for (let i = 0; i < tokens.length; i++) {
        for (const corp of tokens[i]!) {
          if (!corp) continue;
          push(byCorp, corp, cityKey(hex, i));
          tokened.add(hex);
        }
      }
    }
    tokenMemo.set(map, (index = { byCorp, dirty: new Set(), tokened }));
  } else if (index.dirty.size) {
    rereadTokens(map, index);
  }
  return index.byCorp.get(corporation) ?? NO_NODES;
}

/** A token city's place in the map's order (hex, then city). */
function cityOrder(grid: { index: Map<string, number> }, key: NodeKey): number {
  const { hex, index: city } = parseNodeKey(key);
  return grid.index.get(hex)! * 64 + city;
}

/**
 * Re-reads the token cities of the changed hexes. A list that changes is replaced, never edited: lists handed
 * out earlier (a memoised reach's starts) stay as they were.
 */
function rereadTokens(map: MapState, index: TokenIndex): void {
  const grid = hexGrid(getMapDef(map.mapId));
  for (const hex of index.dirty) {
    if (index.tokened.delete(hex)) {
      for (const [corp, list] of index.byCorp) {
        if (!list.some((k) => parseNodeKey(k).hex === hex)) continue;
        const kept = list.filter((k) => parseNodeKey(k).hex !== hex);
        if (kept.length) index.byCorp.set(corp, kept);
        else index.byCorp.delete(corp);
      }
    }
    const tokens = map.hexes[hex]!.tokens;
    for (let i = 0; i < tokens.length; i++) {
      for (const corp of tokens[i]!) {
        if (!corp) continue;
        index.tokened.add(hex);
        const key = cityKey(hex, i);
        const at = cityOrder(grid, key);
        const list = (index.byCorp.get(corp) ?? []).slice();
        let pos = list.length;
        while (pos > 0 && cityOrder(grid, list[pos - 1]!) > at) pos--;
        list.splice(pos, 0, key);
        index.byCorp.set(corp, list);
      }
    }
  }
  index.dirty.clear();
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
  readonly nodes: Set<NodeKey>;
  /** hex → edges through which the network reaches (or leaves) the hex (computed on first use). */
  readonly hexEdges: Map<string, Set<number>>;
  /** The same for one hex as a bit mask (bit e = edge e), cheaper for a single lay check. */
  edgeMask(hex: string): number;
}

// Scratch arrays for reach (it is not re-entrant): a path or node is marked for the current start's walk, or for
// the whole reach, when its mark equals that walk's generation; crossing counts are balanced by the walk, so they
// are all zero between walks. Node arrays are indexed by nodeId.
let pathWalkMarks = new Uint32Array(1 << 10);
let pathSeenMarks = new Uint32Array(1 << 10);
let nodeWalkMarks = new Uint32Array(1 << 10);
let nodeSeenMarks = new Uint32Array(1 << 10);
let blockMarks = new Uint32Array(1 << 10);
let blockValues = new Uint8Array(1 << 10);
let crossing = new Int32Array(1 << 10);
let generation = 0;

function nextGeneration(): number {
  if (++generation === 0xffffffff) {
    for (const marks of [pathWalkMarks, pathSeenMarks, nodeWalkMarks, nodeSeenMarks, blockMarks]) marks.fill(0);
    generation = 1;
  }
  return generation;
}

/** Stops a reach walk at the first node it reaches that answers true. */
export type NodeWanted = (node: NumberedNode) => boolean;

/** One reach computation's walk state (module level functions walk it: no closures per call). */
interface ReachWalk {
  track: Track;
  corporation: string;
  /** Nodes reached (nodeId), in the order first reached; paths recorded by any walk of this reach, in order. */
  nodes: number[];
  visited: number[];
  /** Generation of the current start's walk, and of the whole reach. */
  walk: number;
  seen: number;
  /** Stop as soon as the network reaches one of these sides (bits) of this hex (index; -1: walk it all). */
  target: number;
  targetSides: number;
  /** Or stop at the first node reached that this answers true for. */
  wanted: NodeWanted | undefined;
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

/** Records a node as reached (once per reach); a wanted node ends the walk. */
function reachNode(w: ReachWalk, n: number): void {
  if (nodeSeenMarks[n] === w.seen) return;
  nodeSeenMarks[n] = w.seen;
  w.nodes.push(n);
  if (w.wanted && w.wanted(nodesById[n]!)) w.hit = true;
}

function blockedFor(w: ReachWalk, n: number): boolean {
  if (blockMarks[n] !== w.seen) {
    blockMarks[n] = w.seen;
    blockValues[n] = partsBlock(w.track.map, nodesById[n]!, w.corporation) ? 1 : 0;
  }
  return blockValues[n] === 1;
}

function walkPath(w: ReachWalk, pid: number, skip: number, converging: boolean, from: number): void {
  if (pathWalkMarks[pid] === w.walk) return;
  const { track } = w;
  const path = track.paths[pid]!;
  const h = track.pathHex[pid]!;
  const edges = path.edges;
  for (let i = 0; i < edges.length; i++) if (crossing[h * 6 + edges[i]!]) return;
  pathWalkMarks[pid] = w.walk;
  if (pathSeenMarks[pid] !== w.seen) {
    pathSeenMarks[pid] = w.seen;
    w.visited.push(pid);
    if (w.target >= 0 && reachesTarget(w, pid)) {
      w.hit = true;
      return;
    }
  }
  const nodes = path.nodeIds;
  for (let i = 0; i < nodes.length; i++) {
    reachNode(w, nodes[i]!);
    if (w.hit) return;
  }
  if (!path.terminal) {
    for (let i = 0; i < nodes.length; i++) {
      const n = nodes[i]!;
      if (n !== from && !blockedFor(w, n)) walkNode(w, n, converging);
      if (w.hit) return;
    }
  }
  const nb = track.grid.neighbors;
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i]!;
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
    for (let j = 0; j < next.length; j++) {
      walkPath(w, next[j]!, inEdge, conv, from);
      if (w.hit) break;
    }
    crossing[key]!--; // (balanced even when the walk stopped: the scratch counts stay zero between walks)
    if (w.hit) return;
  }
  if (converging) pathWalkMarks[pid] = 0;
}

function walkNode(w: ReachWalk, node: number, convergingPath: boolean): void {
  if (nodeWalkMarks[node] === w.walk) return;
  nodeWalkMarks[node] = w.walk;
  const ids = w.track.byNodeId[node];
  if (ids) {
    for (let i = 0; i < ids.length; i++) {
      walkPath(w, ids[i]!, -1, convergingPath, node);
      if (w.hit) return;
    }
  }
  if (convergingPath) nodeWalkMarks[node] = 0;
}

/** A computed reach; the per-hex views are built on first use. */
class WalkedReach implements Reach {
  private masks: Uint8Array | undefined;
  private pathSet: Set<number> | undefined;
  private nodeSet: Set<NodeKey> | undefined;
  private edgesByHex: Map<string, Set<number>> | undefined;

  constructor(
    private readonly track: Track,
    private readonly starts: readonly NodeKey[],
    private readonly visited: readonly number[],
    private readonly nodeIds: readonly number[],
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

  get nodes(): Set<NodeKey> {
    return (this.nodeSet ??= new Set(this.nodeIds.map((n) => nodesById[n]!.key)));
  }

  /** Whether a node this reach reaches answers true (in the order the walk reached them). */
  some(wanted: NodeWanted): boolean {
    for (const n of this.nodeIds) if (wanted(nodesById[n]!)) return true;
    return false;
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
  return walkedReach(walkReach(track, corporation, -1, 0, undefined));
}

function walkedReach(w: ReachWalk): WalkedReach {
  return new WalkedReach(w.track, tokenNodes(w.track.map, w.corporation), w.visited, w.nodes);
}

/**
 * reach's walk stopped at the first path that meets the target or node that is wanted. A walk that did not stop
 * walked everything: it is kept as the corporation's memoised reach.
 */
function searchReach(map: MapState, corporation: string, target: number, sides: number, wanted: NodeWanted | undefined): boolean {
  const w = walkReach(trackOf(map), corporation, target, sides, wanted);
  if (!w.hit) {
    let memo = reachMemo.get(map);
    if (!memo) reachMemo.set(map, (memo = new Map()));
    memo.set(corporation, walkedReach(w));
  }
  return w.hit;
}

/**
 * Whether the corporation's network reaches one of these sides (bit e = edge e) of a hex: reach's walk, stopped
 * at the first path that does (a tile lay's connection check when no memoised reach is at hand).
 */
export function reachesHexSides(map: MapState, corporation: string, hex: string, sides: number): boolean {
  const memo = reachMemo.get(map)?.get(corporation);
  if (memo) return (memo.edgeMask(hex) & sides) !== 0;
  const h = trackOf(map).grid.index.get(hex);
  if (h === undefined) return false;
  return searchReach(map, corporation, h, sides, undefined);
}

/**
 * Whether the corporation's network reaches a node `wanted` answers true for (its token cities included):
 * reach's walk, stopped at the first such node, when no memoised reach is at hand.
 */
export function reachesNode(map: MapState, corporation: string, wanted: NodeWanted): boolean {
  const memo = reachMemo.get(map)?.get(corporation);
  if (memo) return (memo as WalkedReach).some(wanted);
  return searchReach(map, corporation, -1, 0, wanted);
}

/**
 * Whether a walk from the nodes `from` alone (not every token city of the corporation; its blocking as reach's)
 * reaches a node `wanted` answers true for (1822's destination token: connected to the home token's city).
 */
export function reachesNodeFrom(map: MapState, corporation: string, from: readonly NodeKey[], wanted: NodeWanted): boolean {
  return walkReach(trackOf(map), corporation, -1, 0, wanted, from).hit;
}

function walkReach(track: Track, corporation: string, target: number, targetSides: number, wanted: NodeWanted | undefined, from?: readonly NodeKey[]): ReachWalk {
  const starts = from ?? tokenNodes(track.map, corporation);
  if (pathWalkMarks.length < track.paths.length) {
    pathWalkMarks = new Uint32Array(track.paths.length * 2);
    pathSeenMarks = new Uint32Array(track.paths.length * 2);
  }
  if (nodeWalkMarks.length < nodesById.length) {
    nodeWalkMarks = new Uint32Array(nodesById.length * 2);
    nodeSeenMarks = new Uint32Array(nodesById.length * 2);
    blockMarks = new Uint32Array(nodesById.length * 2);
    blockValues = new Uint8Array(nodesById.length * 2);
  }
  if (crossing.length < track.grid.neighbors.length) crossing = new Int32Array(track.grid.neighbors.length);
  const w: ReachWalk = {
    track,
    corporation,
    nodes: [],
    visited: [],
    walk: 0,
    seen: nextGeneration(),
    target,
    targetSides,
    wanted,
    hit: false,
  };
  const startIds = starts.map(nodeId);
  for (const s of startIds) {
    reachNode(w, s);
    if (w.hit) return w;
  }
  if (target >= 0) {
    // a token on the hex reaches every side that has a neighbour
    const nb = track.grid.neighbors;
    for (const s of starts) {
      if (track.grid.index.get(parseNodeKey(s).hex) !== target) continue;
      for (let e = 0; e < 6; e++) if (nb[target * 6 + e]! >= 0 && targetSides & (1 << e)) w.hit = true;
    }
  }
  for (const start of startIds) {
    if (w.hit) break;
    w.walk = nextGeneration();
    // the other token cities count as visited
    for (const s of startIds) nodeWalkMarks[s] = w.walk;
    nodeWalkMarks[start] = 0;
    walkNode(w, start, false);
  }
  return w;
}
