// /pass: the title's pass action for you now (whatever its exact shape in this title and round).
import { SlashCommandBuilder } from 'discord.js';
import type { ChatInputCommandInteraction } from 'discord.js';
import { legalActions } from '../src/engine/game.ts';
import { submitAction } from '../src/bot/actions.ts';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { Refusal } from '../src/bot/services/refusal.ts';
import { gameChoices } from '../src/bot/services/resolve.ts';

export const pass: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('pass')
    .setDescription('Pass')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    await submitAction(i, ctx, (live, player) => {
      const choice = legalActions(live.game, player).find((c) => c.action.type === 'pass');
      if (!choice) throw new Refusal("You can't pass right now. /move lists what you can do.");
      return choice.action;
    });
  },

  async autocomplete(i, ctx) {
    await i.respond(await gameChoices(i, ctx));
  },
};

export default pass;
