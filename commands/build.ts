// /build company hex1 [hex2] [hex3]: Chicago Express — place 1 to 3 trains of a company you hold,
// each hex next to its network (including the hexes before it). Autocomplete offers reachable,
// affordable hexes given the earlier ones.
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { gameChoices } from '../src/bot/services/resolve.ts';
import { buildCompanyChoices, buildHexChoices, companyId, cxMoves, hexId, respond } from '../src/bot/titles/chicago-express/choices.ts';
import { submitCx } from '../src/bot/titles/chicago-express/submit.ts';

const HEX_OPTIONS = ['hex1', 'hex2', 'hex3'] as const;

export const build: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('build')
    .setDescription('Chicago Express: build 1–3 trains for a company you hold')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('company').setDescription('The company that builds (and pays)').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('hex1').setDescription('First hex').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('hex2').setDescription('Second hex (next to the network or hex1)').setAutocomplete(true))
    .addStringOption((o) => o.setName('hex3').setDescription('Third hex').setAutocomplete(true))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const corporation = companyId(i.options.getString('company', true));
    const hexes = HEX_OPTIONS.map((name) => i.options.getString(name)).filter((h): h is string => !!h && !!h.trim()).map(hexId);
    await submitCx(i, ctx, (_state, player) => ({ type: 'build', entity: player, corporation, hexes }));
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    const focused = i.options.getFocused(true);
    if (focused.name === 'game') return void (await i.respond(await gameChoices(i, ctx)));
    const moves = await cxMoves(i, ctx);
    if (!moves) return void (await i.respond([]));
    if (focused.name === 'company') return respond(i, buildCompanyChoices(moves));
    const index = HEX_OPTIONS.indexOf(focused.name as (typeof HEX_OPTIONS)[number]);
    if (index < 0) return void (await i.respond([]));
    const chosen = HEX_OPTIONS.slice(0, index).map((name) => i.options.getString(name));
    if (chosen.some((h) => !h)) return void (await i.respond([]));
    await respond(i, buildHexChoices(moves, i.options.getString('company'), chosen.map((h) => hexId(h!))));
  },
};

export default build;
