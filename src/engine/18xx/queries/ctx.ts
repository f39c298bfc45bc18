// The rule context (title data + map) of a running 18xx game, for read-only queries from the edges.
import type { Ctx } from '../context.ts';
import type { GameState } from '../state.ts';
import { ctxOf as chesapeakeCtx } from '../../titles/18chesapeake/index.ts';

const TITLES: Record<string, (state: GameState) => Ctx> = {
  '18chesapeake': chesapeakeCtx,
};

/** Ids of the titles these queries know. */
export function queryTitles(): string[] {
  return Object.keys(TITLES);
}

/** The context for a game of title `titleId`, or null when the title is not an 18xx one known here. */
export function ctxOfGame(titleId: string, state: unknown): Ctx | null {
  const make = TITLES[titleId];
  return make ? make(state as GameState) : null;
}
