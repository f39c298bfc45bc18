// /routes: the best routes for your operating corporation, computed by the engine, with buttons to run
// them and pay out or withhold in one go (18xx titles).
import { SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ButtonInteraction, ChatInputCommandInteraction, ModalSubmitInteraction } from 'discord.js';
import { announceAction } from '../src/bot/actions.ts';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { indexArg, requireOwner, type CustomId } from '../src/bot/customId.ts';
import { deferEphemeral } from '../src/bot/respond.ts';
import { playerIdOf } from '../src/bot/services/players.ts';
import { Refusal } from '../src/bot/services/refusal.ts';
import { gameChoices, resolveGame } from '../src/bot/services/resolve.ts';
import { movesOf } from '../src/bot/titles/18xx/moves.ts';
import { dividendAction } from '../src/bot/titles/18xx/operate.ts';
import { planText, routeButtons, routesPlan, ROUTES_PREFIX } from '../src/bot/titles/18xx/routes.ts';

const NOT_18XX = '/routes is for 18xx games like 18Chesapeake. /move lists your moves.';

async function onRunButton(i: ButtonInteraction | ModalSubmitInteraction, id: CustomId, ctx: BotContext): Promise<void> {
  if (!i.isButton() || id.verb !== 'run') return;
  const [gameId = '', seqText, kind = 'none'] = id.args;
  requireOwner(id, i.user.id, 'set of route buttons');
  await deferEphemeral(i);
  const ran = await ctx.games.act(gameId, i.user.id, (live, player) => {
    if (live.game.log.length !== indexArg(seqText)) throw new Refusal('These routes are out of date: the game has moved on. Run /routes again.');
    const m = movesOf(live.game, player);
    if (!m) throw new Refusal(NOT_18XX);
    return routesPlan(m).action;
  }, { passOptionalSteps: true });
  await announceAction(ctx, ran, i.user.id);
  const done = [`✅ ${ran.summary}`];
  const after = ran.after.game;
  if (kind !== 'none' && after) {
    const player = playerIdOf(after, ran.after.seats, i.user.id);
    const m = player === undefined ? null : movesOf(after, player);
    if (m && m.choices.some((c) => c.action.type === 'dividend')) {
      const paid = await ctx.games.act(gameId, i.user.id, (live, p) => dividendAction(movesOf(live.game, p)!, kind));
      await announceAction(ctx, paid, i.user.id);
      done.push(`✅ ${paid.summary}`);
    }
  }
  await i.editReply({ content: done.join('\n') });
}

export const routes: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('routes')
    .setDescription('18xx: show the best routes for your corporation and run them')
    .setDMPermission(false)
    .addStringOption((o) => o.setName('game').setDescription('Which game (default: this thread)').setAutocomplete(true))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    await deferEphemeral(i);
    const record = await resolveGame(i, ctx);
    const live = await ctx.games.load(record.id);
    if (!live.game || live.record.status !== 'active') throw new Refusal('This game is not running. /game status shows where it stands.');
    const player = playerIdOf(live.game, live.seats, i.user.id);
    if (player === undefined) throw new Refusal('You are not seated in this game. /game status shows where it stands.');
    const m = movesOf(live.game, player);
    if (!m) throw new Refusal(NOT_18XX);
    const plan = routesPlan(m);
    const after = plan.revenue > 0 ? 'Run them, then pay out or withhold:' : 'Nothing to earn, but the trains must run:';
    await i.editReply({ content: `${planText(m, plan)}\n${after}`, components: routeButtons(record.id, live.game.log.length, plan, i.user.id) });
  },

  async autocomplete(i: AutocompleteInteraction, ctx: BotContext) {
    await i.respond(await gameChoices(i, ctx));
  },

  components: { [ROUTES_PREFIX]: onRunButton },
};

export default routes;
