// The shape of one slash command module (one file in commands/).
import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  ModalSubmitInteraction,
  StringSelectMenuInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { BotContext } from './context.ts';
import type { CustomId } from './customId.ts';

export type ComponentHandler = (
  interaction: ButtonInteraction | ModalSubmitInteraction,
  id: CustomId,
  ctx: BotContext,
) => Promise<void>;

/**
 * How the router acknowledges an interaction before handling it (Discord's 3 seconds, never waiting on
 * the database): a private or a public "thinking…" reply, or (components) an update of the clicked
 * message. Handlers then answer with the helpers of respond.ts (editReply / followUp).
 */
export type Deferral = 'ephemeral' | 'public' | 'update';

export interface CommandModule {
  /** How this command is acknowledged (default 'ephemeral'); may depend on the subcommand. */
  defer?: Deferral | ((interaction: ChatInputCommandInteraction) => Deferral);
  /** How each component prefix's interactions are acknowledged (default 'ephemeral'). */
  componentDefer?: Record<string, Deferral | ((id: CustomId, interaction: ButtonInteraction | ModalSubmitInteraction | StringSelectMenuInteraction) => Deferral)>;
  /** The command's definition, e.g. `new SlashCommandBuilder()...toJSON()`. */
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, ctx: BotContext): Promise<void>;
  /** Buttons/modals this command owns, by custom id prefix (see customId.ts). */
  components?: Record<string, ComponentHandler>;
}
