// /train train [price]: buy a train from the depot, the open market or another corporation (18xx).
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { trainAction, trainChoices } from '../src/bot/titles/18xx/operate.ts';
import { autocompleteXx, submitXx } from '../src/bot/titles/18xx/submit.ts';

export const train: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('train')
    .setDescription('18xx: buy a train for your operating corporation')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('train').setDescription('Buyable trains with price').setRequired(true).setAutocomplete(true))
    .addIntegerOption((o) => o.setName('price').setDescription('Price, only for a train from another corporation').setMinValue(1))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const which = i.options.getString('train', true);
    const price = i.options.getInteger('price');
    await submitXx(i, ctx, (m) => trainAction(m, which, price), 'buy_train');
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    await autocompleteXx(i, ctx, { train: (m) => trainChoices(m) }, { train: 'No train you can buy now' }, 'buy_train');
  },
};

export default train;
