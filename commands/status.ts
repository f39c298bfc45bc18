// /status [game:]: players, companies and whose turn it is, as a picture (/game status has it in words).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import { renderStatus } from '../src/render/index.ts';
import { autocompleteGame, replyWithPicture } from './map.ts';

export const status: CommandModule = {
  defer: 'public',
  data: new SlashCommandBuilder()
    .setName('status')
    .setDescription("Show the game's status (players, companies, whose turn) as a picture")
    .setDMPermission(false)
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i, ctx) {
    await replyWithPicture(i, ctx, 'status', (game) => renderStatus(game), {
      caption: () => 'status',
      missing: (_g, title) => `I can't draw a ${title} status picture. /game status shows the game in words.`,
    });
  },

  autocomplete: autocompleteGame,
};

export default status;
