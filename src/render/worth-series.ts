// Each player's score (net worth in 18xx titles, cash in Chicago Express: whatever the title's `result`
// ranks by) after every move, for the chart of a game. Replays the log once, reading the title's own result.
import { newGame, type LoadedGame } from '../engine/game.ts';
import { effectiveActions } from '../engine/log.ts';

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

export function worthSeries(game: LoadedGame): WorthSeries {
  const players = game.players.map((p) => ({ id: String(p.id), name: p.name }));
  const { def, state } = newGame(game.envelopeTitle, game.players, game.settings);
  const score = () => {
    const r = def.result(state);
    return players.map((p) => r[p.id] ?? 0);
  };
  const points = [score()];
  const rounds: WorthSeries['rounds'] = [];
  let label = roundLabel(state);
  for (const action of effectiveActions(game.log)) {
    if (action.type === 'message') continue;
    // in place, as a stored log is replayed (not live): one state, no copy per move
    def.process(state, action);
    for (const auto of action.auto_actions ?? []) def.process(state, auto);
    points.push(score());
    const now = roundLabel(state);
    if (now && now !== label) rounds.push({ at: points.length - 1, label: now });
    label = now;
  }
  return { players, points, rounds };
}
