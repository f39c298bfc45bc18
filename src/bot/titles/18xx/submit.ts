// Submitting and autocompleting the 18xx commands (refused, with a pointer to /move, in other titles).
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import { announceAction } from '../../actions.ts';
import { deferEphemeral } from '../../respond.ts';
import type { BotContext } from '../../context.ts';
import type { ActResult } from '../../services/games.ts';
import { Refusal } from '../../services/refusal.ts';
import { gameChoices, resolveGame } from '../../services/resolve.ts';
import { withSummary } from './summary.ts';
import type { Action } from '../../../engine/types.ts';
import { movesOf, respondChoices, xxMoves, type Choice, type XxMoves } from './moves.ts';

/** Like submitAction (defer, find the game, act, announce in the thread, ack privately), with 18xx summaries. */
export async function submitXx(i: ChatInputCommandInteraction, ctx: BotContext, build: (m: XxMoves) => Action): Promise<ActResult> {
  await deferEphemeral(i);
  const record = await resolveGame(i, ctx);
  const result = withSummary(
    await ctx.games.act(record.id, i.user.id, (live, player) => {
      const m = movesOf(live.game, player);
      if (!m) throw new Refusal(`/${i.commandName} is for 18xx games like 18Chesapeake; this game is ${live.game.def.displayName}. /move lists your moves.`);
      const action = build(m);
      // Players keep the id type of the log (numbers in 18xx.games exports); the engine's choices use strings.
      return action.entity_type === 'player' ? { ...action, entity: player } : action;
    }),
  );
  const told = await announceAction(ctx, result, i.user.id);
  const thread = result.after.record.threadId;
  const where = thread && thread !== i.channelId ? ` — see <#${thread}>.` : '';
  await i.editReply({ content: `✅ ${told || result.summary}${where}` });
  return result;
}

export type Provider = (m: XxMoves, i: AutocompleteInteraction) => Choice[];

/** Autocomplete: `game` lists games; other options use their provider over the caller's moves. */
export async function autocompleteXx(i: AutocompleteInteraction, ctx: BotContext, providers: Record<string, Provider>, empty: Record<string, string> = {}): Promise<void> {
  const focused = i.options.getFocused(true);
  if (focused.name === 'game') return void (await i.respond(await gameChoices(i, ctx)));
  const provider = providers[focused.name];
  if (!provider) return void (await i.respond([]));
  const m = await xxMoves(i, ctx);
  if ('reason' in m) return respondChoices(i, m);
  await respondChoices(i, provider(m, i), empty[focused.name]);
}
