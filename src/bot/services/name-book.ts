// How ids are shown to players: seat names for players, a title's words for companies, a hex with its name.
import type { GameView } from '../../engine/view.ts';
import { moneyOf } from '../../engine/money.ts';
import { endWordsOf } from '../../engine/end-words.ts';
import { hexName } from '../../engine/18xx/queries/operating.ts';
import type { GameState } from '../../engine/18xx/state.ts';
import type { SeatRecord } from './store.ts';
import { seatOfPlayer } from './players.ts';

/** How ids are shown to players. */
export interface NameBook {
  player(id: string): string | undefined;
  /** "F8 (Washington DC)", or "F8" where the map has no name there. */
  hex(hex: string): string;
  /** "Washington DC", or "F8" where the map has no name there (a stop on a route). */
  place(hex: string): string;
  /** A company as players call it: a corporation by symbol, a private or minor by name (the title's words). */
  entity(id: string): string;
  /** A private (an id that names a company, never a corporation of the same symbol). */
  company(id: string): string;
  /** An amount in the title's currency ("$120", 1889's "¥120"). */
  money(n: number): string;
  /** Why the game ended (an end reason), in the title's words. */
  end(reason: string): string;
}

export function nameBook(game: GameView, seats: SeatRecord[] = []): NameBook {
  const state = game.state as Partial<GameState> | undefined;
  const nameOf = (hex: string): string | undefined => {
    try {
      // the shared 18xx map knows location names; other titles name hexes by coordinate only
      return state && state.map ? hexName(state as GameState, hex) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    money: moneyOf(game.def),
    end: (reason) => endWordsOf(game.def, reason),
    player: (id) => seatOfPlayer(seats, id)?.name ?? game.players.find((p) => String(p.id) === id)?.name,
    hex: (hex) => {
      const name = nameOf(hex);
      return name ? `${hex} (${name})` : hex;
    },
    place: (hex) => nameOf(hex) ?? hex,
    entity: (id) => {
      try {
        return game.def.entityName?.(game.state, id) ?? id;
      } catch {
        return id;
      }
    },
    company: (id) => {
      try {
        return game.def.entityName?.(game.state, id, 'company') ?? id;
      } catch {
        return id;
      }
    },
  };
}
