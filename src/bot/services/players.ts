// Mapping between Discord users, seats and engine player ids.
import type { LoadedGame } from '../../engine/game.ts';
import type { PlayerId, PlayerInfo } from '../../engine/types.ts';
import type { GameRecord, SeatRecord } from './store.ts';

export const sameId = (a: unknown, b: unknown): boolean => String(a) === String(b);

/**
 * The engine's player list: seat order, with original ids for imported games. A claimed imported seat goes by
 * its player's Discord name in every text and picture, and keeps the log's name as `logName`: 18xx.games logs
 * a few choices by player name (1828's merger partner), so those and the export stay in the log's names.
 */
export function envelopePlayers(record: GameRecord, seats: SeatRecord[]): PlayerInfo[] {
  const imported = record.options.importedPlayers as PlayerInfo[] | undefined;
  if (imported) {
    return imported.map((p) => {
      const seat = seatOfPlayer(seats, p.id);
      return seat?.userId && seat.name && seat.name !== p.name ? { id: p.id, name: seat.name, logName: p.name } : p;
    });
  }
  return [...seats].sort((a, b) => a.position - b.position).map((s) => ({ id: s.playerId, name: s.name }));
}

export function seatOfUser(seats: SeatRecord[], userId: string): SeatRecord | undefined {
  return seats.find((s) => s.userId === userId);
}

export function seatOfPlayer(seats: SeatRecord[], player: PlayerId): SeatRecord | undefined {
  return seats.find((s) => sameId(s.playerId, player));
}

/** The engine's id (with its original type) for a Discord user, if seated. */
export function playerIdOf(game: LoadedGame, seats: SeatRecord[], userId: string): PlayerId | undefined {
  const seat = seatOfUser(seats, userId);
  if (!seat) return undefined;
  return game.players.find((p) => sameId(p.id, seat.playerId))?.id ?? seat.playerId;
}

/** "<@id>" for claimed seats, the bare name otherwise. */
export function mentionPlayer(seats: SeatRecord[], player: PlayerId, fallbackName?: string): string {
  const seat = seatOfPlayer(seats, player);
  if (seat?.userId) return `<@${seat.userId}>`;
  return seat?.name ?? fallbackName ?? String(player);
}
