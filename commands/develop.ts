// /develop hex: Chicago Express — put a house on a hex with a train (or move Wheeling/Pittsburgh up the track).
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { gameChoices } from '../src/bot/services/resolve.ts';
import { cxMoves, developChoices, hexId, respond } from '../src/bot/titles/chicago-express/choices.ts';
import { submitCx } from '../src/bot/titles/chicago-express/submit.ts';

export const develop: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('develop')
    .setDescription('Chicago Express: develop a hex that has a train')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('hex').setDescription('The hex to develop').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const hex = hexId(i.options.getString('hex', true));
    await submitCx(i, ctx, (_state, player) => ({ type: 'develop', entity: player, hex }));
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    const focused = i.options.getFocused(true);
    if (focused.name === 'game') return void (await i.respond(await gameChoices(i, ctx)));
    const moves = await cxMoves(i, ctx);
    await respond(i, moves ? developChoices(moves) : []);
  },
};

export default develop;
