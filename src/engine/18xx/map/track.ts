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

export function parseNodeKey(key: NodeKey): { hex: string; kind: NodeKind; index: number } {
  const [hex, kind, index] = key.split(':');
  return { hex: hex!, kind: kind as NodeKind, index: Number(index) };
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

/** Builds the track graph of the current map state. */
export function buildTrack(map: MapState): Track {
  const def = getMapDef(map.mapId);
  const neighbors = mapNeighbors(def);
  const paths: GPath[] = [];
  const byEdge = new Map<string, number[]>();
  const byNode = new Map<NodeKey, number[]>();
  for (const [hex, state] of Object.entries(map.hexes)) {
    for (const p of placedPaths(hex, tileDef(map, state.tile), state.rotation)) {
      p.id = paths.length;
      paths.push(p);
      for (const e of p.edges) {
        const key = `${hex}:${e}`;
        const list = byEdge.get(key);
        if (list) list.push(p.id);
        else byEdge.set(key, [p.id]);
      }
      for (const n of p.nodes) {
        const list = byNode.get(n);
        if (list) list.push(p.id);
        else byNode.set(n, [p.id]);
      }
    }
  }
  return { map, def, paths, byEdge, byNode, neighbor: (hex, edge) => neighbors[hex]?.[edge] };
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

/** Cities (node keys) holding a token of the corporation. */
export function tokenNodes(map: MapState, corporation: string): NodeKey[] {
  const out: NodeKey[] = [];
  for (const [hex, state] of Object.entries(map.hexes)) {
    state.tokens.forEach((slots, i) => {
      if (slots.includes(corporation)) out.push(nodeKey(hex, 'city', i));
    });
  }
  return out;
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
  const seen = new Set<string>();
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
    const key = `${pid}:${entryEdge ?? 'n'}`;
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
