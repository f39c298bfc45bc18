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
  /** "hex:edge" → path ids touching that edge. */
  byEdge: Map<string, number[]>;
  byNode: Map<NodeKey, number[]>;
  /** hex → ids of the paths on it. */
  byHex: Map<string, number[]>;
  /** Neighbour hex across an edge, undefined if none (or an impassable border). */
  neighbor(hex: string, edge: number): string | undefined;
}

const neighborCache = new Map<string, Record<string, (string | undefined)[]>>();

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

/*
 * Memo of the track graph and of each corporation's reach, per map object and revision. Every function of
 * this module that changes a map (tile lays, token moves) calls mapChanged first; a clone is a new object
 * and so starts with an empty memo. Callers must treat what they get as read-only.
 */
const revisions = new WeakMap<MapState, number>();
const trackMemo = new WeakMap<MapState, Track>();
const reachMemo = new WeakMap<MapState, { rev: number; byCorp: Map<string, Reach> }>();

/** Marks a map's tokens as changed: memoised reaches of it are dropped. */
export function mapChanged(map: MapState): void {
  revisions.set(map, (revisions.get(map) ?? 0) + 1);
}

/** Marks a hex's tile as changed (call after changing it): the memoised track graph is patched for that hex. */
export function hexTileChanged(map: MapState, hex: string): void {
  mapChanged(map);
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
  for (const id of old) {
    const p = track.paths[id]!;
    for (const e of p.edges) drop(track.byEdge, `${hex}:${e}`, old);
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
  const rev = revisions.get(map) ?? 0;
  let hit = reachMemo.get(map);
  if (!hit || hit.rev !== rev) reachMemo.set(map, (hit = { rev, byCorp: new Map() }));
  let r = hit.byCorp.get(corporation);
  if (!r) hit.byCorp.set(corporation, (r = reach(trackOf(map), corporation)));
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
    byEdge: new Map(),
    byNode: new Map(),
    byHex: new Map(),
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
    push(track.byHex, p.hex, p.id);
    for (const e of p.edges) push(track.byEdge, `${p.hex}:${e}`, p.id);
    for (const n of p.nodes) push(track.byNode, n, p.id);
  }
}

/** Paths in the neighbouring hex that continue a path leaving `hex` through `edge`. */
export function continuations(track: Track, hex: string, edge: number): number[] {
  const other = track.neighbor(hex, edge);
  if (!other) return [];
  return track.byEdge.get(`${other}:${invertEdge(edge)}`) ?? [];
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

/** Cities (node keys) holding a token of the corporation (a fresh array). */
export function tokenNodes(map: MapState, corporation: string): NodeKey[] {
  const rev = revisions.get(map) ?? 0;
  let hit = tokenMemo.get(map);
  if (!hit || hit.rev !== rev) {
    const byCorp = new Map<string, NodeKey[]>();
    for (const [hex, state] of Object.entries(map.hexes)) {
      state.tokens.forEach((slots, i) => {
        for (const corp of slots) if (corp) push(byCorp, corp, nodeKey(hex, 'city', i));
      });
    }
    tokenMemo.set(map, (hit = { rev, byCorp }));
  }
  return [...(hit.byCorp.get(corporation) ?? [])];
}

export interface Reach {
  paths: Set<number>;
  nodes: Set<NodeKey>;
  /** hex → edges through which the network reaches (or leaves) the hex. */
  hexEdges: Map<string, Set<number>>;
}

/**
 * Everything a corporation's network reaches from its tokens (plus extra start hexes, e.g. teleports):
 * walking track through edges and through nodes that do not block it.
 */
export function reach(track: Track, corporation: string, extraHexes: readonly string[] = []): Reach {
  const { map } = track;
  const paths = new Set<number>();
  const nodes = new Set<NodeKey>();
  const hexEdges = new Map<string, Set<number>>();
  const addEdge = (hex: string, edge: number) => {
    let set = hexEdges.get(hex);
    if (!set) hexEdges.set(hex, (set = new Set()));
    set.add(edge);
  };
  const starts = tokenNodes(map, corporation);
  for (const hex of extraHexes) {
    map.hexes[hex]?.tokens.forEach((_, i) => starts.push(nodeKey(hex, 'city', i)));
  }
  for (const start of starts) {
    const hex = parseNodeKey(start).hex;
    for (let e = 0; e < 6; e++) if (track.neighbor(hex, e)) addEdge(hex, e);
  }
  for (const hex of extraHexes) for (let e = 0; e < 6; e++) if (track.neighbor(hex, e)) addEdge(hex, e);

  // states: path id + entry ("n" from a node, or the entry edge)
  const seen = new Set<number>();
  const nodeQueue: NodeKey[] = [...starts];
  const pathQueue: [number, number | null, NodeKey | null][] = [];
  const walkedNodes = new Set<NodeKey>();
  for (const s of starts) nodes.add(s);
  while (nodeQueue.length || pathQueue.length) {
    if (!pathQueue.length) {
      const n = nodeQueue.shift()!;
      if (walkedNodes.has(n)) continue;
      walkedNodes.add(n);
      for (const pid of track.byNode.get(n) ?? []) pathQueue.push([pid, null, n]);
      continue;
    }
    const [pid, entryEdge, fromNode] = pathQueue.pop()!;
    const key = pid * 8 + (entryEdge ?? 7);
    if (seen.has(key)) continue;
    seen.add(key);
    const path = track.paths[pid]!;
    paths.add(pid);
    for (const e of path.edges) {
      addEdge(path.hex, e);
      const other = track.neighbor(path.hex, e);
      if (other) addEdge(other, invertEdge(e));
    }
    for (const n of path.nodes) {
      if (n === fromNode) continue;
      nodes.add(n);
      if (!path.terminal && !nodeBlocks(map, n, corporation) && !walkedNodes.has(n)) nodeQueue.push(n);
    }
    for (const e of path.edges) {
      if (e === entryEdge) continue;
      const other = track.neighbor(path.hex, e);
      if (!other) continue;
      for (const next of continuations(track, path.hex, e)) pathQueue.push([next, invertEdge(e), null]);
    }
  }
  return { paths, nodes, hexEdges };
}
