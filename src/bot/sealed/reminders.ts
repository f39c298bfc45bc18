// What a reminder says to a player whose bid sheet is missing: nudge by DM (where the sheet is).
import type { WaitDescription } from '../../jobs/pg-reminder-source.ts';
import type { GameService } from '../services/games.ts';
import { sameId } from '../services/players.ts';
import { sheetOfUser } from './rounds.ts';

export async function sealedWait(games: GameService, gameId: string, userId: string): Promise<WaitDescription | null> {
  try {
    const mine = sheetOfUser(await games.load(gameId), userId);
    if (!mine || mine.sheet.submitted.some((p) => sameId(p, mine.player))) return null;
    return { task: 'to place your sealed bids (your bid sheet is in your DMs, or use /bid in the game thread)', via: 'dm' };
  } catch {
    return null; // a game that cannot be loaded gets the default words
  }
}
