// /par corporation price: start a corporation at a par price (18xx stock rounds).
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { parAction, parCorpChoices, parPriceChoices } from '../src/bot/titles/18xx/stock.ts';
import { autocompleteXx, submitXx } from '../src/bot/titles/18xx/submit.ts';

export const par: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('par')
    .setDescription("18xx: start a corporation, buying its president's share")
    .setDMPermission(false)
    .addStringOption((o) => o.setName('corporation').setDescription('Corporations you may start').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('price').setDescription('Par price (legal ones you can afford)').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const corp = i.options.getString('corporation', true);
    const price = i.options.getString('price', true);
    await submitXx(i, ctx, (m) => parAction(m, corp, price));
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    await autocompleteXx(
      i,
      ctx,
      { corporation: (m) => parCorpChoices(m), price: (m, a) => parPriceChoices(m, a.options.getString('corporation')) },
      { corporation: 'You cannot start a corporation now', price: 'Pick a corporation first' },
    );
  },
};

export default par;
