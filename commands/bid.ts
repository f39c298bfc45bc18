// /bid company:<what is up for auction> price:<amount>: builds on the title's legal bid actions.
// In a sealed round, /bid opens the caller's bid sheet privately, or sets one bid in their draft and
// shows the sheet, whose Submit hands it in (src/bot/sealed). Only a seated player bids.
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import { legalActions, type LoadedGame } from '../src/engine/game.ts';
import { viewGame } from '../src/engine/view.ts';
import type { Action } from '../src/engine/types.ts';
import { submitAction } from '../src/bot/actions.ts';
import { deferEphemeral } from '../src/bot/respond.ts';
import { filterChoices, myMoves } from '../src/bot/choices.ts';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { quote } from '../src/bot/fit.ts';
import { Refusal } from '../src/bot/services/refusal.ts';
import { gameChoices, resolveGameId } from '../src/bot/services/resolve.ts';
import { bidInSealedRound, sealedComponents, sealedItemChoices } from '../src/bot/sealed/handlers.ts';
import { SEALED } from '../src/bot/sealed/sheet-view.ts';

/** What a bid action is for, in any title: company, corporation, or target. */
export function bidTarget(action: Action): string | null {
  const t = action.company ?? action.corporation ?? action.target;
  return t === undefined || t === null ? null : String(t);
}

/** What players call a bid's target: the title's name for it (1822's "Minor 19 (…)", "LNWR concession"), else the target itself. */
function targetName(game: LoadedGame, target: string): string {
  const view = viewGame(game, null);
  try {
    return game.def.entityName?.(view.state, target, 'company') ?? target;
  } catch {
    return target;
  }
}

export const bid: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('bid')
    .setDescription('Bid on a company; in a sealed round, open your bid sheet')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('company').setDescription('What you bid on').setAutocomplete(true))
    .addIntegerOption((o) => o.setName('price').setDescription('Your bid').setMinValue(0))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    await deferEphemeral(i);
    const live = await ctx.games.load(await resolveGameId(i, ctx));
    if (!live.seats.some((s) => s.userId === i.user.id)) throw new Refusal('You are not in this game: only its players bid. /game status shows where it stands.');
    if (await bidInSealedRound(i, ctx, live)) return;
    const company = i.options.getString('company');
    const price = i.options.getInteger('price');
    if (company === null || price === null) throw new Refusal('Give company: (what you bid on) and price:.');
    await submitAction(i, ctx, (live, player) => {
      const bids = legalActions(live.game, player).filter((c) => c.action.type === 'bid');
      if (!bids.length) throw new Refusal("There is nothing to bid on right now. /move lists what you can do.");
      const typed = company.toLowerCase();
      const template = bids.find((c) => [bidTarget(c.action), targetName(live.game!, bidTarget(c.action) ?? '')].some((t) => t?.toLowerCase() === typed));
      if (!template) {
        const targets = [...new Set(bids.map((c) => bidTarget(c.action)).filter((t): t is string => !!t))];
        throw new Refusal(`You can't bid on "${quote(company)}" now. Up for bidding: ${targets.map((t) => targetName(live.game!, t)).join(', ')}.`);
      }
      return { ...template.action, price };
    });
  },

  components: { [SEALED]: sealedComponents },
  // a bid sheet's menus, pages and Submit update the sheet; Open my bid sheet answers with a private one
  componentDefer: { [SEALED]: (id) => (id.verb === 'open' ? 'ephemeral' : 'update') },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    const focused = i.options.getFocused(true);
    if (focused.name === 'game') return void (await i.respond(await gameChoices(i, ctx)));
    if (focused.name !== 'company') return void (await i.respond([]));
    const items = await sealedItemChoices(i, ctx);
    if (items) return void (await i.respond(items));
    const moves = await myMoves(i, ctx);
    const targets = [...new Set((moves?.choices ?? []).filter((c) => c.action.type === 'bid').map((c) => bidTarget(c.action)).filter((t): t is string => !!t))];
    // (named as players call them; the value stays the target the bid names)
    const named = targets.map((t) => ({ name: (moves?.live.game ? targetName(moves.live.game, t) : t).slice(0, 100), value: t.slice(0, 100) }));
    await i.respond(filterChoices(named, String(focused.value)));
  },
};

export default bid;
