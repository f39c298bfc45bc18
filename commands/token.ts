// /token city: place a station token for the operating corporation (18xx titles).
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { autocompleteXx, submitXx } from '../src/bot/titles/18xx/submit.ts';
import { tokenAction, tokenChoices } from '../src/bot/titles/18xx/track.ts';

export const token: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('token')
    .setDescription('18xx: place a station token in a city your corporation reaches')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('city').setDescription('Reachable city with a free slot (with cost)').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const city = i.options.getString('city', true);
    await submitXx(i, ctx, (m) => tokenAction(m, city), 'place_token');
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    await autocompleteXx(i, ctx, { city: (m) => tokenChoices(m) }, { city: 'No city to token now' }, 'place_token');
  },
};

export default token;
