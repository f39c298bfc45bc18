// /auction company:<open company>: Chicago Express — put a share up for auction (you bid first).
// Owns the bid/pass buttons shown under thread messages while an auction runs.
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { gameChoices } from '../src/bot/services/resolve.ts';
import { auctionButtonHandler, CX_AUCTION } from '../src/bot/titles/chicago-express/auctionButtons.ts';
import { auctionChoices, companyId, cxMoves, respond } from '../src/bot/titles/chicago-express/choices.ts';
import { submitCx } from '../src/bot/titles/chicago-express/submit.ts';

export const auction: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('auction')
    .setDescription('Chicago Express: put a share of a company up for auction')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('company').setDescription('The company whose share is auctioned').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const corporation = companyId(i.options.getString('company', true));
    await submitCx(i, ctx, (_state, player) => ({ type: 'start_auction', entity: player, corporation }));
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    const focused = i.options.getFocused(true);
    if (focused.name === 'game') return void (await i.respond(await gameChoices(i, ctx)));
    const moves = await cxMoves(i, ctx);
    await respond(i, moves ? auctionChoices(moves) : []);
  },

  components: { [CX_AUCTION]: auctionButtonHandler },
};

export default auction;
