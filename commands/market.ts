// /market [game:] [public:]: the stock market as a picture (titles without one, like Chicago Express, say so).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import { renderMarket } from '../src/render/index.ts';
import { autocompleteGame, PUBLIC_OPTION, replyWithPicture } from './map.ts';

export const market: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('market')
    .setDescription("Show the game's stock market")
    .setDMPermission(false)
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .addBooleanOption((o) => o.setName(PUBLIC_OPTION.name).setDescription(PUBLIC_OPTION.description))
    .toJSON(),

  async execute(i, ctx) {
    await replyWithPicture(i, ctx, 'market', (game) => renderMarket(game), {
      caption: () => 'stock market',
      missing: (_g, title) => `${title} has no stock market, so there is no market picture. /status shows the companies, shares and cash.`,
    });
  },

  autocomplete: autocompleteGame,
};

export default market;
