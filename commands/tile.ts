// /tile hex tile rotation: lay or upgrade track for the operating corporation (18xx titles).
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { autocompleteXx, submitXx } from '../src/bot/titles/18xx/submit.ts';
import { rotationChoices, tileAction, tileChoices, tileHexChoices } from '../src/bot/titles/18xx/track.ts';

export const tile: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('tile')
    .setDescription('18xx: lay or upgrade a tile for your operating corporation')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('hex').setDescription('Where (only hexes you may build on now)').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('tile').setDescription('Which tile (only tiles legal there, with cost)').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('rotation').setDescription('How it is turned (legal rotations, by track exits)').setAutocomplete(true))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const hex = i.options.getString('hex', true);
    const tileText = i.options.getString('tile', true);
    const rotation = i.options.getString('rotation');
    await submitXx(i, ctx, (m) => tileAction(m, hex, tileText, rotation));
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    await autocompleteXx(
      i,
      ctx,
      {
        hex: (m) => tileHexChoices(m),
        tile: (m, a) => tileChoices(m, a.options.getString('hex')),
        rotation: (m, a) => rotationChoices(m, a.options.getString('hex'), a.options.getString('tile')),
      },
      { hex: 'No tile lay possible now', tile: 'Pick a hex first; no tile fits there', rotation: 'Pick a hex and a tile first' },
    );
  },
};

export default tile;
