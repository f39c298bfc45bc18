// /move action:<one of your legal moves>: plays any title through its legalActions list (and, for a player the game
// does not wait on, the moves the title allows out of turn).
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import { movesNow } from '../src/engine/game.ts';
import { submitAction } from '../src/bot/actions.ts';
import { choiceValue, filterChoices, hintChoice, movesOrReason, pickChoice } from '../src/bot/choices.ts';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { quote } from '../src/bot/fit.ts';
import { Refusal } from '../src/bot/services/refusal.ts';
import { gameChoices } from '../src/bot/services/resolve.ts';
import { CONSENT } from '../src/bot/consent/pending.ts';
import { consentButtons } from '../src/bot/consent/answer.ts';
import { panelHandler } from '../src/bot/panel/handler.ts';
import { PANEL } from '../src/bot/panel/layout.ts';

export const move: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('move')
    .setDescription('Make any legal move: start typing and pick from the list')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('action').setDescription('Your move').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const value = i.options.getString('action', true);
    await submitAction(i, ctx, (live, player) => {
      const choices = movesNow(live.game, player);
      const choice = pickChoice(choices, value, live.game.log.length);
      if (!choice) {
        const some = choices.slice(0, 5).map((c) => c.label).join('; ');
        throw new Refusal(`"${quote(value)}" is not one of your moves now. Pick from the list as you type /move${some ? ` (e.g. ${some})` : ''}.`);
      }
      return choice.action;
    });
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    const focused = i.options.getFocused(true);
    if (focused.name === 'game') return void (await i.respond(await gameChoices(i, ctx)));
    const moves = await movesOrReason(i, ctx, { outOfTurn: true });
    if ('reason' in moves) return void (await i.respond([hintChoice(moves.reason)]));
    const seq = moves.live.game!.log.length;
    const all = moves.choices.map((c, n) => ({ name: c.label.slice(0, 100), value: choiceValue(c, n, seq) }));
    await i.respond(filterChoices(all, String(focused.value)));
  },

  // Accept / Decline of a move that takes another player's property (any command may ask it).
  // the turn panel under thread messages (src/bot/panel): any title's moves by buttons and menus
  components: { [CONSENT]: consentButtons, [PANEL]: panelHandler },
};
