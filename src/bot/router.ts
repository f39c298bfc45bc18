// Routes interactions: slash commands and autocomplete by command name, buttons and modals by the
// prefix of their custom id. Refusals become ephemeral messages; anything else is logged and the
// user gets a short ephemeral apology.
import { MessageFlags } from 'discord.js';
import type { ButtonInteraction, ChatInputCommandInteraction, Interaction, ModalSubmitInteraction, RepliableInteraction, StringSelectMenuInteraction } from 'discord.js';
import { AckGate } from './ack-gate.ts';
import type { CommandModule, ComponentHandler, Deferral } from './command.ts';
import { SEALED } from './sealed/sheet-view.ts';
import type { BotContext } from './context.ts';
import { componentInScope, gameIdOf, parseCustomId, type CustomId } from './customId.ts';
import { checkOptions } from './options.ts';
import { deferAs, replyEphemeral } from './respond.ts';
import { Refusal } from './services/refusal.ts';

export class Router {
  readonly commands = new Map<string, CommandModule>();
  readonly components = new Map<string, ComponentHandler>();
  private readonly componentDefers = new Map<string, NonNullable<CommandModule['componentDefer']>[string]>();
  /** This process's acknowledgements in flight: a handler's work waits for them (ack-gate.ts). */
  private readonly acks = new AckGate();

  constructor(modules: CommandModule[]) {
    for (const m of modules) {
      if (this.commands.has(m.data.name)) throw new Error(`duplicate command /${m.data.name}`);
      this.commands.set(m.data.name, m);
      for (const [prefix, handler] of Object.entries(m.components ?? {})) {
        if (this.components.has(prefix)) throw new Error(`duplicate component prefix "${prefix}"`);
        this.components.set(prefix, handler);
        const defer = m.componentDefer?.[prefix];
        if (defer) this.componentDefers.set(prefix, defer);
      }
    }
  }

  /** Which handler a custom id goes to (exported for tests). */
  componentFor(customId: string): ComponentHandler | undefined {
    const id = parseCustomId(customId);
    return id ? this.components.get(id.prefix) : undefined;
  }

  /**
   * One interaction, in this order: (1) acknowledged at once, as its command or component says
   * (deferReply / deferUpdate), before any database access, so a busy database or game never makes it
   * late; (2) claimed by its id in the database, so that delivered twice (to this process or to
   * another) it takes effect once; (3) handled, once the interactions received meanwhile have sent their
   * acknowledgements (a handler's work may hold the thread for seconds: ack-gate.ts). A failed deferral (answered already by another process
   * or an earlier delivery, or too late) and a lost claim end here without anything visible.
   * Autocomplete cannot be deferred and changes nothing: it is answered straight away (after the others'
   * acknowledgements in flight, as its listing may be long).
   */
  async handle(interaction: Interaction, ctx: BotContext): Promise<void> {
    if (interaction.isAutocomplete()) {
      try {
        const cmd = this.commands.get(interaction.commandName);
        await this.acks.clear();
        if (cmd?.autocomplete) await cmd.autocomplete(interaction, ctx);
        else await interaction.respond([]);
      } catch (err) {
        await this.fail(interaction, err, ctx);
      }
      return;
    }
    if (!interaction.isChatInputCommand() && !interaction.isButton() && !interaction.isModalSubmit() && !interaction.isStringSelectMenu()) return;
    const id = interaction.isChatInputCommand() ? null : parseCustomId(interaction.customId);
    try {
      const ack = deferAs(interaction, this.deferralOf(interaction, id));
      this.acks.track(ack);
      await ack;
    } catch (err) {
      ctx.log.info({ interaction: interaction.id, err: err instanceof Error ? err.message : String(err) }, 'could not acknowledge; not handled here');
      return;
    }
    try {
      if (!(await ctx.store.claimInteraction(interaction.id))) {
        ctx.log.info({ interaction: interaction.id }, 'interaction already handled; duplicate ignored');
        return;
      }
      if (interaction.isChatInputCommand()) {
        const cmd = this.commands.get(interaction.commandName);
        if (!cmd) return await replyEphemeral(interaction, `I don't know /${interaction.commandName} any more. Type / to see the current commands.`);
        checkOptions(cmd.data, interaction.options.data);
        await this.acks.clear();
        await cmd.execute(interaction, ctx);
      } else {
        const handler = id && this.components.get(id.prefix);
        if (!id || !handler) return await replyEphemeral(interaction, 'This button is from an older version of the bot. Use the slash commands instead (/game status).');
        await this.checkScope(interaction, id, ctx);
        await this.acks.clear();
        // A select menu goes to its prefix's handler like a button (handlers check the kind they take).
        await handler(interaction as ButtonInteraction | ModalSubmitInteraction, id, ctx);
      }
    } catch (err) {
      await this.fail(interaction, err, ctx);
    }
  }

  /** How an interaction is acknowledged: its command's or component prefix's choice, else privately. */
  private deferralOf(interaction: ChatInputCommandInteraction | ButtonInteraction | ModalSubmitInteraction | StringSelectMenuInteraction, id: CustomId | null): Deferral {
    if (interaction.isChatInputCommand()) {
      const chosen = this.commands.get(interaction.commandName)?.defer ?? 'ephemeral';
      return typeof chosen === 'function' ? chosen(interaction) : chosen;
    }
    const chosen = (id && this.componentDefers.get(id.prefix)) ?? 'ephemeral';
    const kind = typeof chosen === 'function' ? chosen(id!, interaction) : chosen;
    // a modal has no clicked message to update
    return kind === 'update' && interaction.isModalSubmit() && !interaction.isFromMessage() ? 'ephemeral' : kind;
  }

  /**
   * A game's buttons act only in its server and channel (see componentInScope). The game id is read
   * once, canonically (gameId.ts): an id spelled any other way ("1.0", "0x1") is refused here, never
   * passed on as "no such game".
   */
  private async checkScope(i: ButtonInteraction | ModalSubmitInteraction | StringSelectMenuInteraction, id: CustomId, ctx: BotContext): Promise<void> {
    const gameId = gameIdOf(id);
    if (gameId === null) {
      ctx.log.warn({ customId: i.customId, guildId: i.guildId, channelId: i.channelId, user: i.user.id }, 'component with a malformed game id refused');
      throw new Refusal('This button does not belong to any game. Use the slash commands instead (/game status).');
    }
    // A bid sheet is sent by DM and acts only on its owner's seat (the handler checks), so it may come from a DM.
    if (!i.guildId && id.prefix === SEALED) return;
    const game = await ctx.store.getGame(gameId);
    if (!game) return; // the handler says the game is gone
    const ephemeral = !!i.message?.flags.has(MessageFlags.Ephemeral);
    if (!componentInScope(game, { guildId: i.guildId, channelId: i.channelId, ephemeral })) {
      ctx.log.warn({ gameId, customId: i.customId, guildId: i.guildId, channelId: i.channelId, user: i.user.id }, 'component outside its game refused');
      throw new Refusal(`This button belongs to a game in another channel or server. Use the buttons in game #${game.id}'s own channel.`);
    }
  }

  private async fail(interaction: Interaction, err: unknown, ctx: BotContext): Promise<void> {
    if (interaction.isAutocomplete()) {
      ctx.log.warn({ err: String(err), command: interaction.commandName }, 'autocomplete failed');
      if (!interaction.responded) await interaction.respond([]).catch(() => undefined);
      return;
    }
    const repliable = interaction as RepliableInteraction;
    if (err instanceof Refusal) {
      await replyEphemeral(repliable, err.message).catch((e) => ctx.log.warn({ err: String(e) }, 'could not send refusal'));
      return;
    }
    ctx.log.error({ err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err), type: interaction.type }, 'interaction failed');
    await replyEphemeral(repliable, 'Something went wrong on my side (it has been logged). Please try again in a moment.').catch(() => undefined);
  }
}
