// Whether a corporation may place a token, answered as 18xx.games' route graph answers it: the graph keeps its
// answer per corporation from the first time the token step asks (in that corporation's turn) until the graph is
// cleared — a tile laid or a token placed by a move (its Tracker and Tokener), or what a title clears it for
// (1828: a coal marker bought, the C&P minor removed). A home token or a blocker placed in between does not clear
// it, so a corporation that could token when it was asked keeps a token step to pass even after the last city it
// reached was filled by another corporation's home token (graph.rb can_token?, step/tokener.rb can_place_token?).
import type { Ctx } from './context.ts';
import type { GameState } from './state.ts';
import { hasKey, ownValue, setKey } from '../records.ts';

/** The token step's question: the kept answer, or the map's answer now (then kept). */
export function canTokenAsGraph(state: GameState, ctx: Ctx, corp: string): boolean {
  const kept = (state.tokenGraph ??= {});
  if (hasKey(kept, corp)) return ownValue(kept, corp)!;
  const now = ctx.map.canPlaceToken(state, corp);
  setKey(kept, corp, now);
  return now;
}

/** The graph is cleared: every corporation's answer is asked again. */
export function graphCleared(state: GameState): void {
  if (state.tokenGraph) state.tokenGraph = {};
}
