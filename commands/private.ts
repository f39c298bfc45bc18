// /private company price: the operating corporation buys a private from a player (18Chesapeake phases 3–4).
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { privateAction, privateChoices } from '../src/bot/titles/18xx/operate.ts';
import { autocompleteXx, submitXx } from '../src/bot/titles/18xx/submit.ts';

export const privateCommand: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('private')
    .setDescription('18xx: your operating corporation buys a private company from a player')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('company').setDescription('Buyable privates with price range').setRequired(true).setAutocomplete(true))
    .addIntegerOption((o) => o.setName('price').setDescription('Price (half to twice face value)').setRequired(true).setMinValue(1))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const company = i.options.getString('company', true);
    const price = i.options.getInteger('price', true);
    await submitXx(i, ctx, (m) => privateAction(m, company, price), 'buy_company');
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    await autocompleteXx(i, ctx, { company: (m) => privateChoices(m) }, { company: 'No private you can buy now' }, 'buy_company');
  },
};

export default privateCommand;
