// The story of a game in players' words: what the engine's events say happened, with names and $ amounts
// (after 18xx.games' own game log, line for line where it has one). Ids become what players see: seat
// names for players, "3-train" for train "3-1", "tile 57" for "57-0", "F8 (Washington DC)" for a hex.
import type { GameEvent, SharedEventType } from '../../engine/events.ts';
import type { Action } from '../../engine/types.ts';
import type { GameView } from '../../engine/view.ts';
import type { SeatRecord } from './store.ts';
import { nameBook, type NameBook } from './name-book.ts';
import { cap, titleWordsFor, wordsKit, type WordsOf } from './event-words.ts';
import { SHARED_TYPES, SHARED_WORDS } from './shared-words.ts';

export { nameBook, type NameBook } from './name-book.ts';
export { trainName } from './shared-words.ts';

/** One event in words (null: nothing worth telling, or no words registered for its type). */
export function eventWords(e: GameEvent, names: NameBook): string | null {
  const words = (SHARED_WORDS[e.type as SharedEventType] ?? titleWordsFor(e.type)) as WordsOf<GameEvent> | undefined;
  return words ? words(e, wordsKit(names)) : null;
}

/** Whether an event has words: shared, or registered by a title's bot pieces. */
const told = (e: GameEvent) => SHARED_TYPES.has(e.type) || titleWordsFor(e.type) !== undefined;

/** Events that frame a move rather than tell it (shown, but never alone as a move's story). */
const FRAMING = new Set(['operating', 'priority_deal']);

/** The words for one move's events. */
export function storyOf(events: readonly GameEvent[], names: NameBook): string[] {
  // a new round's heading goes before who holds its priority deal
  const ordered = [...events];
  for (let i = 0; i + 1 < ordered.length; i++) {
    if (ordered[i]!.type === 'priority_deal' && ordered[i + 1]!.type === 'round_started') [ordered[i], ordered[i + 1]] = [ordered[i + 1]!, ordered[i]!];
  }
  return ordered.map((e) => eventWords(e, names)).filter((l): l is string => !!l);
}

/** Whether the events tell the move itself (not only framing such as whose turn it is now, nor events without words). */
export function tellsTheMove(events: readonly GameEvent[]): boolean {
  return events.some((e) => !FRAMING.has(e.type) && told(e));
}

/** A move without events in words, from the action alone (a pass, or a title without events). */
export function actionWords(action: Action, actor: string): string {
  if (action.type === 'pass') return `${actor} passes`;
  if (action.type === 'undo') return `${actor} takes back their last action`;
  if (action.type === 'redo') return `${actor} redoes an action`;
  // a merger names its partner (1828: "GT merges with CPR"; the merger's exchange is told by its events)
  if (action.type === 'merge' && typeof action.corporation === 'string') return `${actor} merges with ${action.corporation}`;
  return `${actor} ${ACTION_WORDS[action.type] ?? 'makes a move'}`;
}

/** Moves told from the action alone (18xx.games' programmed moves among them), never by their engine names. */
const ACTION_WORDS: Record<string, string> = {
  program_share_pass: 'sets an automatic pass in stock rounds',
  program_buy_shares: 'sets automatic share buying',
  program_merger_pass: 'sets an automatic pass in mergers',
  program_disable: 'stops their automatic moves',
  program_auction_bid: 'sets an automatic bid',
  program_close_pass: 'sets an automatic pass',
  // moves the shared events do not tell (1828's own)
  choose: 'makes a choice',
  swap_train: 'moves a train to its other shell',
  special_buy: 'makes a special purchase',
};

/** Words for a move when nothing else tells it. */
export function moveWords(action: Action): string {
  return ACTION_WORDS[action.type] ?? (action.type === 'pass' ? 'passes' : 'makes a move');
}

/** Who made a move, as players see it: the seat name for a player, the symbol for a company. */
export function actorOf(action: Action, names: NameBook): string {
  const id = String(action.entity ?? '');
  return names.player(id) ?? cap(names.entity(id));
}

/**
 * The story of the last `count` moves of a game, oldest first: one block per move (the events' words, or
 * the move itself when it had none), from the game's history as its viewer sees it (one replay).
 */
export function recentStory(game: GameView, seats: SeatRecord[], count: number): string[] {
  const names = nameBook(game, seats);
  const moves: { action: Action; events: GameEvent[] }[] = [];
  for (const step of game.history()) {
    if (!step.action) continue;
    moves.push({ action: step.action, events: step.events });
    if (moves.length > count) moves.shift();
  }
  const out: string[] = [];
  for (const { action, events } of moves) {
    const words = storyOf(events, names);
    if (!tellsTheMove(events) || (action.type === 'pass' && !events.some((e) => e.type === 'auction_pass'))) words.unshift(actionWords(action, actorOf(action, names)));
    out.push(...words);
  }
  return out;
}

/**
 * What a move did, for its thread message: the engine's events in words; when they do not tell the move
 * itself (a pass, a title without events), the move's summary by `actorName` first, then the title's own
 * narration if it has one.
 */
export function moveStory(before: GameView | null, after: GameView, action: Action, summary: string, actorName: string, seats: SeatRecord[]): string[] {
  // (a player's own pass in a sentence, "alice passes", as /game log tells it; another move by its summary, which
  // names the company a pass is for: "SRR: lay no track")
  const head = [action.type === 'pass' && action.entity_type === 'player' ? actionWords(action, actorName) : `**${actorName}**: ${summary}`];
  // A title that narrates itself (Chicago Express: its Chicago bonus, Wabash, share counts) keeps its own
  // words, which say more than its events do; the others are told from their events.
  if (after.def.narrate) return before ? [...head, ...after.def.narrate(before.state, after.state, action)] : head;
  const events = after.events;
  const names = nameBook(after, seats);
  const lines = storyOf(events, names);
  // a pass that ended something (a round, a turn) is told first, as 18xx.games does ("Player 3 passes")
  if (tellsTheMove(events)) return action.type === 'pass' && !events.some((e) => e.type === 'auction_pass') ? [actionWords(action, actorOf(action, names)), ...lines] : lines;
  return [...head, ...lines];
}
