// The shape of one slash command module (one file in commands/).
import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  ModalSubmitInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { BotContext } from './context.ts';
import type { CustomId } from './customId.ts';

export type ComponentHandler = (
  interaction: ButtonInteraction | ModalSubmitInteraction,
  id: CustomId,
  ctx: BotContext,
) => Promise<void>;

export interface CommandModule {
  /** The command's definition, e.g. `new SlashCommandBuilder()...toJSON()`. */
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, ctx: BotContext): Promise<void>;
  /** Buttons/modals this command owns, by custom id prefix (see customId.ts). */
  components?: Record<string, ComponentHandler>;
}
