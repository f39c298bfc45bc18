// /buy corporation [from]: buy one share, from the IPO or the market (18xx stock rounds).
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { buyAction, buyChoices } from '../src/bot/titles/18xx/stock.ts';
import { autocompleteXx, submitXx } from '../src/bot/titles/18xx/submit.ts';

export const buy: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('buy')
    .setDescription('18xx: buy a share (IPO or market, with price)')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('corporation').setDescription('Buyable certificates with their price').setRequired(true).setAutocomplete(true))
    .addStringOption((o) =>
      o.setName('from').setDescription('IPO or market (default: what you picked)').addChoices({ name: 'IPO', value: 'ipo' }, { name: 'market', value: 'market' }),
    )
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const corp = i.options.getString('corporation', true);
    const from = i.options.getString('from');
    await submitXx(i, ctx, (m) => buyAction(m, corp, from));
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    await autocompleteXx(i, ctx, { corporation: (m) => buyChoices(m) }, { corporation: 'Nothing you can buy now' });
  },
};

export default buy;
