// The caller's position in a 1828 game for the 1828 commands: the engine's listings (legal actions, and the
// title's read-only merger and M&H queries) as autocomplete choices, and submitting one of them (the shared
// listed-command pieces in src/bot/listed.ts, with the game's state beside the listings).
import type { AutocompleteInteraction } from 'discord.js';
import type { LoadedGame } from '../../../engine/game.ts';
import type { GameState } from '../../../engine/18xx/face.ts';
import type { PlayerId } from '../../../engine/types.ts';
import type { BotContext } from '../../context.ts';
import type { Choice } from '../../choices.ts';
import { autocompleteListed, listedMoves, type ListedMoves } from '../../listed.ts';

export { asChoices, notThisTitle, pickListed, titleHas } from '../../listed.ts';

export interface Moves1828 extends ListedMoves {
  state: GameState;
}

export function moves1828(game: LoadedGame, player: PlayerId): Moves1828 {
  return { ...listedMoves(game, player), state: game.state as GameState };
}

/** Autocomplete for a 1828 command: `game` lists games, other options their listing over the caller's moves. */
export function autocomplete1828(i: AutocompleteInteraction, ctx: BotContext, providers: Record<string, (m: Moves1828, i: AutocompleteInteraction) => Choice[]>, empty: Record<string, string> = {}): Promise<void> {
  return autocompleteListed(i, ctx, moves1828, providers, empty);
}
