// Which pictures go into the thread after an accepted action, so players see what changed without
// the thread filling up with a map, market and status after every click.
//
// The rule (presentation only; it reads state the renderers draw, never decides anything in the game):
//   closeup — the action (or one of its automatic follow-ups) changes the board: a tile lay, token,
//            build or development: a phone-legible crop around the change (a full map is ~2000 px wide).
//   map    — the whole board when a round or phase ends (offboard values and tile colours the map shows),
//            at the game's end, and on undo/redo (anything may have moved back).
//   market — a share price moved or a new token went onto the market: the state's market cells differ
//            (sales, pars, dividends, end-of-round price rises), or the renderer's marketKey does; titles
//            with neither fall back to the action types that move prices (sell_shares, buy_shares, par, dividend).
//   chart  — the game finished: each player's net worth over the game, with the final ranking.
//   status — a round or phase ended (stock ↔ operating, a new operating round, Chicago Express rounds),
//            a Chicago Express share auction ended (shares and cash changed hands), the game finished,
//            or every STATUS_EVERY log entries as a reminder of who holds what.
// Anything else (bids, passes, route runs, train buys that change no phase…) gets text only.
import type { GameView } from '../../engine/view.ts';
import type { Action } from '../../engine/types.ts';
import { rendererFor } from '../../render/index.ts';

export type ImageKind = 'closeup' | 'map' | 'market' | 'status' | 'chart';

/** A status picture at least this often (counted in log entries), even without a round boundary. */
export const STATUS_EVERY = 12;

const MAP_ACTIONS = new Set(['lay_tile', 'place_token', 'remove_token', 'build', 'develop']);
const MARKET_ACTIONS = new Set(['sell_shares', 'buy_shares', 'par', 'dividend']);

function types(action: Action): string[] {
  return [action.type, ...(action.auto_actions ?? []).map((a) => a.type)];
}

function field(state: unknown, key: string): unknown {
  return state && typeof state === 'object' ? (state as Record<string, unknown>)[key] : undefined;
}

/** Round identity: 18xx `round` objects (kind + number/index) or a plain round counter. */
function roundKey(state: unknown): string {
  const round = field(state, 'round');
  if (round && typeof round === 'object') {
    const r = round as Record<string, unknown>;
    return `${String(r.kind)}:${String(r.num ?? '')}`;
  }
  return String(round ?? '');
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The pictures to attach to the thread message announcing `action` (in closeup, map, market, status, chart order). */
export function imagesForAction(before: GameView | null | undefined, after: GameView | null | undefined, action: Action): ImageKind[] {
  if (!after) return [];
  const kinds = new Set<ImageKind>();
  const ts = types(action);
  const undo = action.type === 'undo' || action.type === 'redo';
  const b = before?.state;
  const a = after.state;
  const finished = after.finished;
  // Train phases are numbers (18xx); Chicago Express's 'auction' | 'turn' phase is no milestone.
  const phaseChanged = !!before && typeof field(a, 'phase') === 'number' && field(b, 'phase') !== field(a, 'phase');
  const auctionEnded = !!field(b, 'auction') && !field(a, 'auction');

  const boundary = !before || phaseChanged || auctionEnded || roundKey(b) !== roundKey(a);
  const roundEnded = !!before && (phaseChanged || roundKey(b) !== roundKey(a));
  if (undo || finished || roundEnded) kinds.add('map');
  else if (ts.some((t) => MAP_ACTIONS.has(t))) kinds.add('closeup');

  const cellsBefore = field(b, 'cells');
  const cellsAfter = field(a, 'cells');
  const marketKey = rendererFor(after)?.marketKey;
  if (marketKey) {
    if (undo || finished || !before || !same(marketKey(before), marketKey(after))) kinds.add('market');
  } else if (cellsAfter !== undefined) {
    if (undo || finished || !before || !same(cellsBefore, cellsAfter)) kinds.add('market');
  } else if (ts.some((t) => MARKET_ACTIONS.has(t))) {
    kinds.add('market');
  }

  if (undo || finished || boundary || (after.log.length > 0 && after.log.length % STATUS_EVERY === 0)) kinds.add('status');

  if (finished && !undo) kinds.add('chart');

  return (['closeup', 'map', 'market', 'status', 'chart'] as const).filter((k) => kinds.has(k));
}
