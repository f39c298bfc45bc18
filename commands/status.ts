// /status [game:] [public:]: players, companies and whose turn, as pictures (pages when long; /game status has it in words).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import { renderStatusPages } from '../src/render/index.ts';
import { autocompleteGame, PUBLIC_OPTION, replyWithPicture } from './map.ts';

export const status: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('status')
    .setDescription("Show the game's status (players, companies, whose turn) as a picture")
    .setDMPermission(false)
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .addBooleanOption((o) => o.setName(PUBLIC_OPTION.name).setDescription(PUBLIC_OPTION.description))
    .toJSON(),

  async execute(i, ctx) {
    await replyWithPicture(i, ctx, 'status', (game) => renderStatusPages(game), {
      caption: () => 'status',
      missing: (_g, title) => `I can't draw a ${title} status picture. /game status shows the game in words.`,
    });
  },

  autocomplete: autocompleteGame,
};

export default status;
