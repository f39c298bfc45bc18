// The bot pieces each title registered (src/titles.ts): its slash commands and the components its game
// messages carry. The bot core asks here instead of naming titles.
import type { ActionRowData, MessageActionRowComponentData } from 'discord.js';
import type { CommandModule } from '../command.ts';
import type { LiveGame } from '../services/games.ts';
import type { GameView } from '../../engine/view.ts';
import type { Action, TitleDefinition } from '../../engine/types.ts';
import { threadPanelRows } from '../panel/build.ts';
import type { PanelRefinement } from '../panel/refinement.ts';
import { registerEventWords, type EventWords } from '../services/event-words.ts';
import { SHARED_TYPES } from '../services/shared-words.ts';

export interface TitleBot {
  /** Slash commands for this title's games (shared by a family, e.g. /tile for every 18xx title). */
  commands: CommandModule[];
  /** A readable summary of an action about to be applied to `game` (null: the engine's label). */
  summary?(game: GameView, action: Action): string | null;
  /** Components a game message carries now (e.g. Chicago Express's bid buttons); none by default. */
  messageComponents?(live: LiveGame): ActionRowData<MessageActionRowComponentData>[];
  /** The family's additions to the generic turn panel (src/bot/panel): words, field order, pictures, chained moves. */
  panel?: PanelRefinement;
  /**
   * Words for the title's own events (those it declared by augmenting TitleEvents in its engine folder), one per
   * kind: `EventWords<ItsEvents>`. The shared events' words are the bot's (services/shared-words.ts).
   */
  eventWords?: Partial<EventWords>;
}

const bots = new Map<string, TitleBot>();

export function registerTitleBot(titleId: string, bot: TitleBot): void {
  if (bot.eventWords) registerEventWords(bot.eventWords, SHARED_TYPES);
  bots.set(titleId, bot);
}

export function titleBotOf(def: TitleDefinition | undefined): TitleBot | undefined {
  return def ? bots.get(def.id) : undefined;
}

/** Every title's commands, each once. */
export function titleCommands(): CommandModule[] {
  return [...new Set([...bots.values()].flatMap((b) => b.commands))];
}

/**
 * The components of a game message: the title's own for this moment (e.g. Chicago Express's bid buttons) if it
 * has some, else the turn panel of the player the game waits on (src/bot/panel), built from the legal moves.
 */
export function messageComponents(live: LiveGame): ActionRowData<MessageActionRowComponentData>[] {
  const bot = titleBotOf(live.game?.def);
  const own = bot?.messageComponents?.(live) ?? [];
  if (own.length || !live.game || live.record.status !== 'active') return own;
  return threadPanelRows(live.record.id, live.game, bot?.panel ?? {});
}
