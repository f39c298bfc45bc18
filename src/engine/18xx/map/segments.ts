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

