// Words for events, open to titles: the shared events' words (shared-words.ts) and each title's own, which
// its bot pieces bring (TitleBot.eventWords, registered with the title's bot). An event is told by the words
// registered for its type; the kit gives every one the same helpers (names, money, lists).
import type { GameEvent, Holder, SharedEventType, TitleEvents } from '../../engine/events.ts';
import type { NameBook } from './name-book.ts';

/** The helpers every event's words use: players' and companies' names as players see them, money, lists. */
export interface WordsKit {
  names: NameBook;
  /** A player's name ("nobody" for none). */
  who(id: string | null | undefined): string;
  /** Where money or a certificate came from or went: a player, a company, "the bank", "the IPO", "the market". */
  holder(h: Holder): string;
  /** A holder starting a sentence: a player's name as it is, anything else capitalized ("The bank"). */
  Holder(h: Holder): string;
  /** A company as its title calls it (18xx: a corporation by symbol, a private or minor by name; 1871: all by name). */
  co(id: string): string;
  /** A private (an id that names a company, never a corporation of the same symbol). */
  pv(id: string): string;
  money(n: number): string;
  /** ["a", "b", "c"] → "a, b and c". */
  list(words: string[]): string;
  cap(s: string): string;
}

/** Words for one event type: a line, or null when it is not worth telling. */
export type WordsOf<E> = (e: E, w: WordsKit) => string | null;

/** A title's words for its own events, one per kind it declared (`M`: its kind → payload map). */
export type EventWords<M = TitleEvents> = { [K in keyof M & string]: WordsOf<{ type: K } & M[K]> };

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export function list(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export function wordsKit(names: NameBook): WordsKit {
  const holder = (h: Holder) => {
    if (h === 'bank' || h === 'depot') return 'the bank';
    if (h === 'ipo' || h.startsWith('ipo:')) return 'the IPO';
    if (h === 'pool' || h === 'market') return 'the market';
    return names.player(h) ?? names.entity(h);
  };
  return {
    names,
    who: (id) => (id ? (names.player(id) ?? id) : 'nobody'),
    holder,
    Holder: (h) => names.player(h) ?? cap(holder(h)),
    co: (id) => names.entity(id),
    pv: (id) => names.company(id),
    money: names.money,
    list,
    cap,
  };
}

type AnyWords = WordsOf<GameEvent>;

/** Titles' words by event type (a type is one title's, or shared by the titles of one bot family). */
const titleWords = new Map<string, AnyWords>();

/**
 * Registers a title's words for its own events (called with its bot pieces). A shared event's type is refused
 * (its words are the shared ones), and so is a type another title already tells differently.
 */
export function registerEventWords(words: Partial<EventWords>, shared: ReadonlySet<SharedEventType | string>): void {
  for (const [type, fn] of Object.entries(words) as [string, AnyWords | undefined][]) {
    if (!fn) continue;
    if (shared.has(type)) throw new Error(`"${type}" is a shared event: its words are the shared ones`);
    const had = titleWords.get(type);
    if (had && had !== fn) throw new Error(`two titles give words for the event "${type}"`);
    titleWords.set(type, fn);
  }
}

/** A title's words for an event type (undefined: no title registered any). */
export function titleWordsFor(type: string): AnyWords | undefined {
  return titleWords.get(type);
}
