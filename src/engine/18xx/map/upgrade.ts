// Tile upgrade rules: colour order, labels, city/town counts, kept track, city mapping for tokens.
import { parseNodeKey, placedPathsOf, type GEnd, type GPath } from './track.ts';
import type { TileColor, TileDef } from './types.ts';

const COLOR_ORDER: readonly TileColor[] = ['white', 'yellow', 'green', 'brown', 'gray'];

/** Whether `to` is the next colour after `from`. */
export function nextColor(from: TileColor, to: TileColor): boolean {
  const i = COLOR_ORDER.indexOf(from);
  return i >= 0 && COLOR_ORDER.indexOf(to) === i + 1;
}

/** Same edge, or nodes of the same kind. */
function endFits(a: GEnd, b: GEnd): boolean {
  if (a.edge !== undefined) return b.edge === a.edge;
  if (b.edge !== undefined) return false;
  return parseNodeKey(a.node).kind === parseNodeKey(b.node).kind;
}

/**
 * A path's ends for the kept-track rule: a path into a junction (Lawson tiles: 80-83, 544-546, 60) ends at every
 * edge the junction's other paths reach, as 18xx.games' Path#ends reads it (so 7's curve is kept by 83).
 */
function keptEnds(path: GPath, all: readonly GPath[]): readonly GEnd[] {
  const junction = path.ends.find((e) => e.node !== undefined && parseNodeKey(e.node).kind === 'junction');
  if (!junction) return path.ends;
  const out = path.ends.filter((e) => e !== junction);
  for (const q of all) if (q !== path && q.nodes.includes(junction.node!)) out.push(...q.ends.filter((e) => e.node !== junction.node));
  return out;
}

/**
 * Old path kept by a new path: every end of the old one has a matching end on the new one (the tiles' other paths
 * are needed when a path runs into a junction).
 */
export function pathWithin(old: GPath, next: GPath, oldTile: readonly GPath[] = [old], newTile: readonly GPath[] = [next]): boolean {
  const nextEnds = keptEnds(next, newTile);
  return keptEnds(old, oldTile).every((end) => nextEnds.some((other) => endFits(end, other)));
}

export function pathsKept(oldPaths: readonly GPath[], newPaths: readonly GPath[]): boolean {
  return oldPaths.every((p) => newPaths.some((q) => pathWithin(p, q, oldPaths, newPaths)));
}

/** Edges of each city/town (those with track), in order of first appearance in the paths. */
export function cityTownEdges(paths: readonly GPath[]): number[][] {
  const byNode = new Map<string, number[]>();
  for (const p of paths) {
    for (const n of p.nodes) {
      const kind = parseNodeKey(n).kind;
      if (kind !== 'city' && kind !== 'town') continue;
      let list = byNode.get(n);
      if (!list) byNode.set(n, (list = []));
      list.push(...p.edges);
    }
  }
  return [...byNode.values()];
}

/** Exits (absolute edges) of a city given the placed paths. */
export function cityExits(paths: readonly GPath[], hex: string, city: number): number[] {
  const key = `${hex}:city:${city}`;
  return paths.filter((p) => p.nodes.includes(key)).flatMap((p) => p.edges);
}

/** Rotation-independent upgrade rules (colour, kept track under some rotation, label, city/town counts). */
export function upgradeRuleError(from: TileDef, to: TileDef, fromPaths: readonly GPath[], toPathsAt: (rotation: number) => readonly GPath[]): string | null {
  if (!nextColor(from.color, to.color)) return `${from.color} tile ${from.name} cannot be upgraded to ${to.color} ${to.name}`;
  let kept = false;
  for (let r = 0; r < 6 && !kept; r++) kept = pathsKept(fromPaths, toPathsAt(r));
  if (!kept) return `${to.name} does not keep the track of ${from.name}`;
  // a future label decides the label of tiles of its colour (18xx.games upgrades_to_correct_label?)
  const future = from.futureLabel;
  const label = future && future.color === to.color ? future.label : from.label;
  if ((label ?? '') !== (to.label ?? '')) return `${to.name} has the wrong label for ${from.name}`;
  if (from.towns.length !== to.towns.length) return `${to.name} has the wrong number of towns`;
  if (!from.label && from.cities.length !== to.cities.length) return `${to.name} has the wrong number of cities`;
  if (from.label && from.cities.length > 0 && to.cities.length === 0) return `${to.name} has no city`;
  if (from.cities.length > 1 && to.cities.length > 1) {
    const oldCt = cityTownEdges(fromPaths);
    let ok = false;
    for (let r = 0; r < 6 && !ok; r++) {
      const newCt = cityTownEdges(toPathsAt(r));
      ok = oldCt.every((c) => newCt.some((n) => c.every((e) => n.includes(e))));
    }
    if (!ok) return `${to.name} does not keep the cities of ${from.name}`;
  }
  return null;
}

function exitsError(hex: string, to: TileDef, newPaths: readonly GPath[], neighborSides: number): string | null {
  for (const p of newPaths) for (const e of p.edges) if (!(neighborSides & (1 << e))) return `${to.name} would run off the map at edge ${e} of ${hex}`;
  return null;
}

/** The rotation's rules on the two tiles' track alone (kept track, cities neither moved nor merged). */
function keptError(from: TileDef, to: TileDef, oldPaths: readonly GPath[], newPaths: readonly GPath[]): string | null {
  if (!pathsKept(oldPaths, newPaths)) return `${to.name} in this rotation does not keep the existing track`;
  const oldCt = cityTownEdges(oldPaths);
  const newCt = cityTownEdges(newPaths);
  const added = Math.max(0, newCt.length - oldCt.length);
  const fresh = newCt.filter((n) => oldCt.every((o) => !o.some((e) => n.includes(e)))).length;
  if (fresh > added) return `${to.name} in this rotation moves a city or town`;
  if (to.cities.length > 1 && from.cities.length > 1) {
    const ok = oldCt.every((o) => newCt.filter((n) => o.every((e) => n.includes(e))).length === 1);
    if (!ok) return `${to.name} in this rotation does not keep the cities apart`;
  }
  return null;
}

/*
 * The tile rules answer the same for a pair of tiles wherever they lie (placed paths name their hex, but the
 * rules compare only edges and node kinds), so each answer is kept per (old tile, its rotation, new tile[, its
 * rotation]): listing lays asks them for every tile and rotation on every reachable hex, replays on every lay.
 */
interface PairRules {
  upgrade?: string | null;
  /** keptError by the new tile's rotation. */
  kept: (string | null | undefined)[];
  /** cityMap by the new tile's rotation. */
  cities: (readonly number[] | undefined)[];
}
const pairMemo = new WeakMap<TileDef, Map<TileDef, PairRules>[]>();

function pairRules(from: TileDef, fromRotation: number, to: TileDef): PairRules {
  let byRotation = pairMemo.get(from);
  if (!byRotation) pairMemo.set(from, (byRotation = []));
  const byTo = (byRotation[fromRotation] ??= new Map());
  let rules = byTo.get(to);
  if (!rules) byTo.set(to, (rules = { kept: [], cities: [] }));
  return rules;
}

/** upgradeRuleError for `from` lying in `fromRotation` (remembered per pair of tiles). */
export function upgradeError(from: TileDef, fromRotation: number, to: TileDef, fromPaths: readonly GPath[], hex: string): string | null {
  const rules = pairRules(from, fromRotation, to);
  if (rules.upgrade === undefined) rules.upgrade = upgradeRuleError(from, to, fromPaths, (r) => placedPathsOf(hex, to, r));
  return rules.upgrade;
}

/** Placement rules for one rotation (neighbours exist, track kept, cities added/mapped properly); the tile-only part is remembered. */
export function placementError(
  hex: string,
  from: TileDef,
  fromRotation: number,
  to: TileDef,
  toRotation: number,
  oldPaths: readonly GPath[],
  newPaths: readonly GPath[],
  /** The hex's edges that have a neighbour (bit e = edge e). */
  neighborSides: number,
): string | null {
  const exits = exitsError(hex, to, newPaths, neighborSides);
  if (exits) return exits;
  const rules = pairRules(from, fromRotation, to);
  let kept = rules.kept[toRotation];
  if (kept === undefined) kept = rules.kept[toRotation] = keptError(from, to, oldPaths, newPaths);
  return kept;
}

/** cityMap for `from` lying in `fromRotation` and `to` laid in `toRotation` (remembered per pair and rotations: read-only). */
export function cityMapOf(
  hex: string,
  from: TileDef,
  fromRotation: number,
  to: TileDef,
  toRotation: number,
  oldPaths: readonly GPath[],
  newPaths: readonly GPath[],
): readonly number[] {
  const rules = pairRules(from, fromRotation, to);
  return (rules.cities[toRotation] ??= cityMap(hex, from, to, oldPaths, newPaths));
}

/** Which new city each old city's tokens go to (18xx.games' rules: by exits, else by index). */
export function cityMap(hex: string, from: TileDef, to: TileDef, oldPaths: readonly GPath[], newPaths: readonly GPath[]): number[] {
  const oldExits = from.cities.map((_, i) => cityExits(oldPaths, hex, i));
  const newExits = to.cities.map((_, i) => cityExits(newPaths, hex, i));
  const out: (number | undefined)[] = [];
  if (oldExits.every((e) => e.length === 0) && from.cities.length === to.cities.length) {
    return from.cities.map((_, i) => i);
  }
  oldExits.forEach((exits, i) => {
    const found = newExits.findIndex((n) => exits.length > 0 && exits.every((e) => n.includes(e)));
    out[i] = found < 0 ? undefined : found;
  });
  const used = out.filter((x): x is number => x !== undefined);
  from.cities.forEach((_, i) => {
    if (out[i] !== undefined) return;
    let target: number | undefined = i < to.cities.length ? i : undefined;
    if (target === undefined || used.includes(target)) {
      const free = to.cities.findIndex((_, j) => !used.includes(j));
      target = free < 0 ? undefined : free;
    }
    out[i] = target;
    if (target !== undefined) used.push(target);
  });
  return out.map((x) => x ?? 0);
}
