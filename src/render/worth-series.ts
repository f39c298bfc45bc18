// Each player's score (net worth in 18xx titles, cash in Chicago Express: whatever the title's `result`
// ranks by) after every move, for the chart of a game: the public's view of the game's history (one replay).
import type { GameView } from '../engine/view.ts';

export interface WorthSeries {
  players: { id: string; name: string }[];
  /** One row per point: the score of each player (in `players` order). */
  points: number[][];
  /** Indices of points where a new round began (round kind/number changed), with its short label. */
  rounds: { at: number; label: string }[];
}

function roundLabel(state: unknown): string {
  const round = state && typeof state === 'object' ? (state as Record<string, unknown>).round : undefined;
  if (round && typeof round === 'object') {
    const r = round as Record<string, unknown>;
    const turn = (state as Record<string, unknown>).turn;
    if (r.kind === 'stock') return `SR${String(turn ?? '')}`;
    if (r.kind === 'operating') return `OR${String(turn ?? '')}.${String(r.num ?? '')}`;
    return '';
  }
  return typeof round === 'number' ? `R${round}` : '';
}

export function worthSeries(game: GameView): WorthSeries {
  const players = game.players.map((p) => ({ id: String(p.id), name: p.name }));
  const points: number[][] = [];
  const rounds: WorthSeries['rounds'] = [];
  let label: string | undefined;
  for (const step of game.history()) {
    const r = step.result();
    points.push(players.map((p) => r[p.id] ?? 0));
    const now = roundLabel(step.view());
    if (label !== undefined && now && now !== label) rounds.push({ at: points.length - 1, label: now });
    label = now;
  }
  return { players, points, rounds };
}
