// The bot pieces each title registered (src/titles.ts): its slash commands and the components its game
// messages carry. The bot core asks here instead of naming titles.
import type { ActionRowData, MessageActionRowComponentData } from 'discord.js';
import type { CommandModule } from '../command.ts';
import type { LiveGame } from '../services/games.ts';
import type { GameView } from '../../engine/view.ts';
import type { Action, TitleDefinition } from '../../engine/types.ts';

export interface TitleBot {
  /** Slash commands for this title's games (shared by a family, e.g. /tile for every 18xx title). */
  commands: CommandModule[];
  /** A readable summary of an action about to be applied to `game` (null: the engine's label). */
  summary?(game: GameView, action: Action): string | null;
  /** Components a game message carries now (e.g. Chicago Express's bid buttons); none by default. */
  messageComponents?(live: LiveGame): ActionRowData<MessageActionRowComponentData>[];
}

const bots = new Map<string, TitleBot>();

export function registerTitleBot(titleId: string, bot: TitleBot): void {
  bots.set(titleId, bot);
}

export function titleBotOf(def: TitleDefinition | undefined): TitleBot | undefined {
  return def ? bots.get(def.id) : undefined;
}

/** Every title's commands, each once. */
export function titleCommands(): CommandModule[] {
  return [...new Set([...bots.values()].flatMap((b) => b.commands))];
}

/** The components of a game message for this game's title. */
export function messageComponents(live: LiveGame): ActionRowData<MessageActionRowComponentData>[] {
  return titleBotOf(live.game?.def)?.messageComponents?.(live) ?? [];
}
