// Node-to-node stretches of track (segments), the pieces routes are assembled from.
import { invertEdge } from './hex.ts';
import { chainEdges, type Chain } from './routes.ts';
import { continuations, type NodeKey, type Track } from './track.ts';

export interface Segment extends Chain {
  edges: string[];
}

/** All node-to-node stretches of track starting at a node (no node passed on the way). */
export function segmentsFrom(track: Track, start: NodeKey): Segment[] {
  const out: Segment[] = [];
  for (const pid of track.byNode.get(start) ?? []) {
    const first = track.paths[pid]!;
    const other = first.nodes.find((n) => n !== start);
    if (other) {
      out.push({ a: start, b: other, paths: [pid], edges: chainEdges(track, [pid]) });
      continue;
    }
    const walk = (id: number, entry: number | null, trail: number[], used: Set<string>) => {
      const path = track.paths[id]!;
      for (const e of path.edges) {
        if (e === entry) continue;
        for (const qid of continuations(track, path.hex, e)) {
          const q = track.paths[qid]!;
          const inEdge = invertEdge(e);
          const keys = [`${path.hex}:${e}`, `${q.hex}:${inEdge}`];
          if (keys.some((k) => used.has(k))) continue;
          const nextUsed = new Set([...used, ...keys]);
          if (q.nodes.length) {
            for (const end of q.nodes) {
              if (end !== start) out.push({ a: start, b: end, paths: [...trail, qid], edges: chainEdges(track, [...trail, qid]) });
            }
          } else {
            walk(qid, inEdge, [...trail, qid], nextUsed);
          }
        }
      }
    };
    walk(pid, null, [pid], new Set());
  }
  return out;
}


/** Hex sides of a chain's paths as hexIndex * 6 + edge, one per path end on an edge. */
export function segmentSides(track: Track, ids: readonly number[]): number[] {
  const out: number[] = [];
  for (const id of ids) for (const e of track.paths[id]!.edges) out.push(track.pathHex[id]! * 6 + e);
  return out;
}

/** State of one walkSegments walk (one object, so the recursive walk needs no closure). */
interface SegmentWalk {
  track: Track;
  start: NodeKey;
  trail: number[];
  /** Hex sides crossed so far, both sides of each crossing. */
  crossed: number[];
  found: (chain: Chain) => boolean | void;
  stop: boolean;
}

function walkOn(w: SegmentWalk, id: number, entry: number): void {
  const { track } = w;
  const path = track.paths[id]!;
  const h = track.pathHex[id]!;
  const nb = track.grid.neighbors;
  for (const e of path.edges) {
    if (e === entry) continue;
    const out = h * 6 + e;
    const other = nb[out]!;
    if (other < 0) continue;
    const inEdge = (e + 3) % 6;
    const into = other * 6 + inEdge;
    if (w.crossed.includes(out) || w.crossed.includes(into)) continue;
    for (const qid of track.byEdgeIndex[into] ?? []) {
      const q = track.paths[qid]!;
      w.trail.push(qid);
      if (q.nodes.length) {
        for (const end of q.nodes) {
          if (end !== w.start && w.found({ a: w.start, b: end, paths: w.trail.slice() })) {
            w.stop = true;
            break;
          }
        }
      } else {
        w.crossed.push(out, into);
        walkOn(w, qid, inEdge);
        w.crossed.length -= 2;
      }
      w.trail.pop();
      if (w.stop) return;
    }
  }
}

/**
 * Every node-to-node stretch of track out of `start` (segmentsFrom with numbers, no edge names), in the same
 * order; stops as soon as `found` returns true (and then returns true).
 */
export function walkSegments(track: Track, start: NodeKey, found: (chain: Chain) => boolean | void): boolean {
  const w: SegmentWalk = { track, start, trail: [], crossed: [], found, stop: false };
  for (const pid of track.byNode.get(start) ?? []) {
    const first = track.paths[pid]!;
    const other = first.nodes.find((n) => n !== start);
    if (other) {
      if (found({ a: start, b: other, paths: [pid] })) return true;
      continue;
    }
    w.trail.push(pid);
    walkOn(w, pid, -1);
    w.trail.pop();
    if (w.stop) return true;
  }
  return false;
}
