// Which pictures go into the thread after an accepted action, so players see what changed without the
// thread filling up: a whole 600-move 18xx game posts under 30 MB (bench/thread-pictures.bench.ts).
//
// The rule (presentation only; it reads state the renderers draw, never decides anything in the game):
//   closeup — once per turn that changed the board (tile lays, tokens, builds, developments), when its
//            changes are done: the acting player got past the steps that lay or place (runs trains, buys
//            trains…), or the turn ended. One phone-legible crop around all of them (two lays and a token:
//            one picture).
//   map    — the whole board when a round that can change it ends (not a stock round or a private
//            auction: nothing moves on the map there), and at the game's end.
//   market — a round ended (share prices move in both kinds: sales and sold-out rises, dividends), for
//            titles with a stock market; at the end.
//   status — a round ended, a share auction ended (Chicago Express: shares and cash changed hands),
//            at the end. The text message says what changed after every move.
//   undo/redo — one picture, of what the move taken back (or made again) changed: a close-up around its
//            hex if it changed the board ('undone' after an undo: the hex as it is again), else the market
//            if it moved share prices, else the status.
//   chart  — the game finished: each player's net worth over the game, with the final ranking.
// /map, /market, /status and /game status post any of them on demand.
import type { GameView } from '../../engine/view.ts';
import type { Action, PlayerId } from '../../engine/types.ts';
import { effectiveActions } from '../../engine/log.ts';
import { rendererFor } from '../../render/index.ts';

export type ImageKind = 'closeup' | 'undone' | 'map' | 'market' | 'status' | 'chart';

const MAP_ACTIONS = new Set(['lay_tile', 'place_token', 'remove_token', 'build', 'develop']);
/** Moves that move share prices (a sale, a dividend paid or withheld, a par). */
const MARKET_ACTIONS = new Set(['sell_shares', 'dividend', 'par']);
/** Rounds in which nothing on the board can change. */
const OFF_BOARD_ROUNDS = new Set(['stock', 'auction']);

function types(action: Action): string[] {
  return [action.type, ...(action.auto_actions ?? []).map((a) => a.type)];
}

const changesBoard = (action: Action) => types(action).some((t) => MAP_ACTIONS.has(t));

function field(state: unknown, key: string): unknown {
  return state && typeof state === 'object' ? (state as Record<string, unknown>)[key] : undefined;
}

/** Round identity: 18xx `round` objects (kind + number, or set.number) or a plain round counter. */
function roundKey(state: unknown): string {
  const round = field(state, 'round');
  if (round && typeof round === 'object') {
    const r = round as Record<string, unknown>;
    return `${String(r.kind)}:${String(r.num ?? '')}:${String(r.set ?? '')}.${String(r.number ?? '')}`;
  }
  return String(round ?? '');
}

/** The kind of round (undefined for titles that only count rounds). */
function roundKind(state: unknown): string | undefined {
  const kind = field(field(state, 'round'), 'kind');
  return typeof kind === 'string' ? kind : undefined;
}

/** Whose turn within the round (the operating company's index, where the round keeps one). */
function turnKey(state: unknown): string {
  const round = field(state, 'round');
  return `${roundKey(state)}#${String(field(round, 'index') ?? field(field(round, 'turn'), 'index') ?? '')}`;
}

/**
 * Are `players` past the board steps of their turn: they may do something now, but lay or place nothing
 * (e.g. run trains, buy trains) or nothing at all (no longer their turn)? Only a pass is undecided: passing
 * a second lay may lead to the token step.
 */
function pastBoardSteps(game: GameView, players: readonly PlayerId[]): boolean {
  const kinds = new Set(players.flatMap((p) => game.moveKinds(p)));
  // (a title's own kind of a board move, "lay_tile:private", is one too)
  if ([...kinds].some((k) => MAP_ACTIONS.has(k.split(':')[0]!))) return false;
  return kinds.size === 0 || [...kinds].some((k) => k !== 'pass');
}

/**
 * Whether `action` completes a turn's board changes: the turn changed the board (this action, or the same
 * entity's moves just before it), and with this action the acting player got past the steps that change
 * the board (or the turn ended) — so a turn gets one close-up, after its last change.
 */
function closesBoardTurn(before: GameView, after: GameView, action: Action): boolean {
  // this action, then the same entity's moves before it (the log's last entry is this action); a
  // private's moves (its special lays, made in its owner's turn) belong to the turn they were made in
  let entity = action.entity_type === 'company' ? undefined : String(action.entity ?? '');
  let changed = changesBoard(action);
  for (let i = after.log.length - 2; i >= 0 && !changed; i--) {
    const a = after.log[i]!;
    if (a.type === 'undo' || a.type === 'redo') break;
    if (a.entity_type !== 'company') {
      if (entity !== undefined && String(a.entity ?? '') !== entity) break;
      entity = String(a.entity ?? '');
    }
    changed = changesBoard(a);
  }
  if (!changed) return false;
  const actors = before.active;
  const past = turnKey(before.state) !== turnKey(after.state) || pastBoardSteps(after, actors);
  return past && (changesBoard(action) || !pastBoardSteps(before, actors));
}

/** The last move that stands in a log (messages aside). */
function lastMove(log: readonly Action[]): Action | undefined {
  return effectiveActions(log).filter((a) => a.type !== 'message').at(-1);
}

/** The one picture of what an undo took back or a redo made again. */
function undoPicture(before: GameView | null | undefined, after: GameView, action: Action): ImageKind[] {
  const move = action.type === 'undo' ? before && lastMove(before.log) : lastMove(after.log);
  if (!move) return [];
  if (changesBoard(move)) return [action.type === 'undo' ? 'undone' : 'closeup'];
  if (MARKET_ACTIONS.has(move.type) && rendererFor(after)?.market) return ['market'];
  return ['status'];
}

/** The pictures to attach to the thread message announcing `action` (in closeup, map, market, status, chart order). */
export function imagesForAction(before: GameView | null | undefined, after: GameView | null | undefined, action: Action): ImageKind[] {
  if (!after) return [];
  if (action.type === 'undo' || action.type === 'redo') return undoPicture(before, after, action);
  const kinds = new Set<ImageKind>();
  const b = before?.state;
  const a = after.state;
  const finished = after.finished;
  const roundEnded = !!before && roundKey(b) !== roundKey(a);
  const auctionEnded = !!field(b, 'auction') && !field(a, 'auction');
  const everything = finished || !before;

  if (everything || (roundEnded && !OFF_BOARD_ROUNDS.has(roundKind(b) ?? ''))) kinds.add('map');
  else if (before && closesBoardTurn(before, after, action)) kinds.add('closeup');

  const hasMarket = !!rendererFor(after)?.market;
  if (hasMarket && (everything || roundEnded)) kinds.add('market');

  if (everything || roundEnded || auctionEnded) kinds.add('status');

  if (finished) kinds.add('chart');

  return (['closeup', 'undone', 'map', 'market', 'status', 'chart'] as const).filter((k) => kinds.has(k));
}
