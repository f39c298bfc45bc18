// Seating order helpers (18xx.games rotates its player list so the priority holder comes first).
import type { GameState } from './state.ts';

export function rotateOrderTo(state: GameState, index: number): void {
  const active = state.order.filter((p) => !state.players.find((x) => x.id === p)?.bankrupt);
  const who = active[index % active.length]!;
  const i = state.order.indexOf(who);
  state.order = [...state.order.slice(i), ...state.order.slice(0, i)];
}
