// /dividend kind: pay the run's revenue out to shareholders or withhold it in the treasury (18xx titles).
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { dividendAction } from '../src/bot/titles/18xx/operate.ts';
import { gameChoices } from '../src/bot/services/resolve.ts';
import { submitXx } from '../src/bot/titles/18xx/submit.ts';

export const dividend: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('dividend')
    .setDescription('18xx: pay out or withhold the revenue just run')
    .setDMPermission(false)
    .addStringOption((o) =>
      o
        .setName('kind')
        .setDescription('Pay out to shareholders, or keep it in the treasury')
        .setRequired(true)
        .addChoices({ name: 'payout', value: 'payout' }, { name: 'withhold', value: 'withhold' }),
    )
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const kind = i.options.getString('kind', true);
    await submitXx(i, ctx, (m) => dividendAction(m, kind));
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    await i.respond(await gameChoices(i, ctx));
  },
};

export default dividend;
