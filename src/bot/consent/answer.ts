// The asked player's Accept / Decline. Accept submits the stored action for its actor through the one
// pipeline (GameService.act): still their turn, still legal, nothing else played since the request.
import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import { announceAction } from '../actions.ts';
import type { ComponentHandler } from '../command.ts';
import type { BotContext } from '../context.ts';
import type { CustomId } from '../customId.ts';
import { postToGame } from '../services/announce.ts';
import { Refusal } from '../services/refusal.ts';
import { actorName, closeRequestMessage, lapse } from './ask.ts';
import { getPending, takePending, type PendingConsent } from './pending.ts';
import { deferEphemeral } from '../respond.ts';

async function accept(i: ButtonInteraction, ctx: BotContext, entry: PendingConsent): Promise<void> {
  const { request } = entry;
  const name = await actorName(ctx, request);
  try {
    // one append: the action (with the passes of optional steps before it) and the actions that follow it, or nothing
    const result = await ctx.games.act(request.gameId, request.actorUserId, () => request.action, {
      consentedBy: request.asked,
      passOptionalSteps: true,
      ...(request.then?.length ? { then: request.then } : {}),
      check: (live) => {
        if (live.game.log.length !== request.seq) throw new Refusal('The game has moved on since this was asked, so it was not made.');
      },
    });
    const results = [result, ...(result.followUps ?? [])];
    await closeRequestMessage(ctx, entry, `✅ ${request.askedName} accepted: ${request.summary} (asked by ${name}).`);
    for (const result of results) await announceAction(ctx, result, request.actorUserId);
    await i.editReply({ content: `✅ You accepted: ${request.summary}.` });
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    await closeRequestMessage(ctx, entry, `⚠️ ${request.askedName} accepted, but it could not be made: ${request.summary}.`);
    const record = await ctx.store.getGame(request.gameId);
    if (record) await postToGame(ctx, record, `<@${request.actorUserId}>: ${request.askedName} accepted, but nothing was done: ${err.message}`);
    throw new Refusal(`Nothing was done: ${err.message}`);
  }
}

async function decline(i: ButtonInteraction, ctx: BotContext, entry: PendingConsent): Promise<void> {
  const { request } = entry;
  const name = await actorName(ctx, request);
  await closeRequestMessage(ctx, entry, `❌ ${request.askedName} declined: ${request.summary} (asked by ${name}).`);
  const record = await ctx.store.getGame(request.gameId);
  if (record) await postToGame(ctx, record, `<@${request.actorUserId}>: ${request.askedName} declined, so nothing was done (${request.summary}). It is still your move.`);
  await i.editReply({ content: `You declined: ${request.summary}. Nothing was done.` });
}

export const consentButtons: ComponentHandler = async (i: ButtonInteraction | ModalSubmitInteraction, id: CustomId, ctx: BotContext) => {
  if (!i.isButton()) return;
  const [gameId = '', key = ''] = id.args;
  const entry = await getPending(ctx.store, gameId, key);
  if (!entry) throw new Refusal('This request is no longer open (it was answered or timed out). Nothing was done by this click.');
  if (i.user.id !== entry.request.askedUserId) throw new Refusal(`Only ${entry.request.askedName} can answer this request.`);
  if (entry.expiresAt <= Date.now()) {
    await lapse(ctx, entry);
    throw new Refusal('This request timed out before your answer. Nothing was done.');
  }
  if (!(await takePending(ctx.store, entry))) throw new Refusal('This request was just answered.');
  await deferEphemeral(i);
  if (id.verb === 'yes') await accept(i, ctx, entry);
  else await decline(i, ctx, entry);
};
