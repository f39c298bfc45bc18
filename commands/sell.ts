// /sell corporation count: sell shares to the market (18xx stock rounds, or a president raising cash).
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { sellAction, sellChoices } from '../src/bot/titles/18xx/stock.ts';
import { autocompleteXx, submitXx } from '../src/bot/titles/18xx/submit.ts';

export const sell: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('sell')
    .setDescription('18xx: sell shares to the market')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('corporation').setDescription('Shares you may sell now').setRequired(true).setAutocomplete(true))
    .addIntegerOption((o) => o.setName('count').setDescription('How many 10% shares (default 1)').setMinValue(1).setMaxValue(10))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const corp = i.options.getString('corporation', true);
    const count = i.options.getInteger('count') ?? 1;
    await submitXx(i, ctx, (m) => sellAction(m, corp, count));
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    await autocompleteXx(i, ctx, { corporation: (m) => sellChoices(m) }, { corporation: 'Nothing you can sell now' });
  },
};

export default sell;
