// /bid company:<what is up for auction> price:<amount>: builds on the title's legal bid actions.
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import { legalActions } from '../src/engine/game.ts';
import type { Action } from '../src/engine/types.ts';
import { submitAction } from '../src/bot/actions.ts';
import { filterChoices, myMoves } from '../src/bot/choices.ts';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { quote } from '../src/bot/fit.ts';
import { Refusal } from '../src/bot/services/refusal.ts';
import { gameChoices } from '../src/bot/services/resolve.ts';

/** What a bid action is for, in any title: company, corporation, or target. */
export function bidTarget(action: Action): string | null {
  const t = action.company ?? action.corporation ?? action.target;
  return t === undefined || t === null ? null : String(t);
}

export const bid: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('bid')
    .setDescription('Bid on a company (sealed bids stay secret)')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('company').setDescription('What you bid on').setRequired(true).setAutocomplete(true))
    .addIntegerOption((o) => o.setName('price').setDescription('Your bid').setRequired(true).setMinValue(0))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const company = i.options.getString('company', true);
    const price = i.options.getInteger('price', true);
    await submitAction(i, ctx, (live, player) => {
      const bids = legalActions(live.game, player).filter((c) => c.action.type === 'bid');
      if (!bids.length) throw new Refusal("There is nothing to bid on right now. /move lists what you can do.");
      const template = bids.find((c) => bidTarget(c.action)?.toLowerCase() === company.toLowerCase());
      if (!template) {
        const targets = [...new Set(bids.map((c) => bidTarget(c.action)).filter(Boolean))];
        throw new Refusal(`You can't bid on "${quote(company)}" now. Up for bidding: ${targets.join(', ')}.`);
      }
      return { ...template.action, price };
    });
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    const focused = i.options.getFocused(true);
    if (focused.name === 'game') return void (await i.respond(await gameChoices(i, ctx)));
    if (focused.name !== 'company') return void (await i.respond([]));
    const moves = await myMoves(i, ctx);
    const targets = [...new Set((moves?.choices ?? []).filter((c) => c.action.type === 'bid').map((c) => bidTarget(c.action)).filter((t): t is string => !!t))];
    await i.respond(filterChoices(targets.map((t) => ({ name: t.slice(0, 100), value: t.slice(0, 100) })), String(focused.value)));
  },
};

export default bid;
