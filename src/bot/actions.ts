// Submitting a game action from a slash command: the pattern every /act command follows.
//   await submitAction(interaction, ctx, (live, player) => ({ type: 'pass', entity: player }));
// Defers ephemerally, finds the game, lets the game service check seat/turn/rules and store it,
// then posts what happened in the game's thread and tells the actor privately.
import { AttachmentBuilder } from 'discord.js';
import type { ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from './context.ts';
import { deferEphemeral } from './respond.ts';
import type { ActOptions, ActionBuilder, ActResult, LiveGame } from './services/games.ts';
import { postToGame } from './services/announce.ts';
import { gameImages } from './services/images.ts';
import { imagesForAction, type ImageKind } from './services/image-policy.ts';
import { seatOfUser } from './services/players.ts';
import { resolveGame } from './services/resolve.ts';
import { turnLine } from './services/status.ts';
import { messageComponents } from './titles/registry.ts';
import { sealedAfterAction } from './sealed/rounds.ts';
import { stillSealed } from '../engine/sealed.ts';

/** Files (pictures, if the title has a renderer) for a game message. */
export async function statusFiles(ctx: BotContext, live: LiveGame, kind: 'turn' | 'full' | readonly ImageKind[] = 'turn'): Promise<AttachmentBuilder[]> {
  if (!live.game) return [];
  try {
    const base = `game-${live.record.id}-${live.game.log.length}`;
    return gameImages(live.game, kind).map((img) => new AttachmentBuilder(img.png, { name: `${base}-${img.name}.png` }));
  } catch (err) {
    ctx.log.warn({ gameId: live.record.id, err: err instanceof Error ? err.message : String(err) }, 'status image failed');
    return [];
  }
}

/** The thread message after an accepted action: what happened, the status, whose turn. */
export async function announceAction(ctx: BotContext, result: ActResult, userId: string): Promise<void> {
  const live = result.after;
  const name = seatOfUser(live.seats, userId)?.name ?? `<@${userId}>`;
  const lines = [`**${name}**: ${result.summary}`];
  const def = live.game?.def;
  // While its round is open, a sealed action gets no narration and no pictures (nothing to leak).
  const sealed = result.secret && !!live.game && stillSealed(live.game, result.action);
  if (def?.narrate && result.before.game && live.game && !sealed) {
    try {
      lines.push(...def.narrate(result.before.game.state, live.game.state, result.action));
    } catch (err) {
      ctx.log.warn({ gameId: live.record.id, err: err instanceof Error ? err.message : String(err) }, 'narrate failed');
    }
  }
  const status = live.game ? ['```', live.game.def.describe(live.game.state), '```', turnLine(live)] : [];
  let text = [...lines, ...status].join('\n');
  if (text.length > 2000 && status.length) {
    // Too long for one Discord message: what happened first, then the status (with the buttons).
    await postToGame(ctx, live.record, lines.join('\n').slice(0, 2000));
    text = status.join('\n');
  }
  const kinds = sealed ? [] : imagesForAction(result.before.game, live.game, result.action);
  await postToGame(ctx, live.record, text, { files: await statusFiles(ctx, live, kinds), components: messageComponents(live) });
  await sealedAfterAction(ctx, result.before.game, live);
}

/** Private words for the actor (a sealed action shows its own content to its author only). */
function ackText(result: ActResult, where: string): string {
  if (result.secret) {
    const { type, entity: _e, entity_type: _t, id: _i, created_at: _c, round: _r, ...rest } = result.action;
    if (rest.bids && typeof rest.bids === 'object') {
      const bids = Object.entries(rest.bids as Record<string, unknown>).map(([item, price]) => `${item} ${String(price)}`);
      return `🔒 Your bid sheet is in (${bids.join(', ') || 'no bids'}). Others only see that you submitted. /bid shows it.`;
    }
    const details = Object.entries(rest).map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(', ');
    return `🔒 Your sealed ${type} is in (${details}). Others only see that you ${type === 'bid' ? 'bid' : 'acted'}.`;
  }
  return `✅ ${result.summary}${where}`;
}

export async function submitAction(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  build: ActionBuilder,
  opts: ActOptions & { undo?: boolean } = {},
): Promise<ActResult> {
  await deferEphemeral(interaction);
  const record = await resolveGame(interaction, ctx);
  const result = opts.undo
    ? await ctx.games.undo(record.id, interaction.user.id)
    : await ctx.games.act(record.id, interaction.user.id, build, opts);
  await announceAction(ctx, result, interaction.user.id);
  const thread = result.after.record.threadId;
  const where = thread && thread !== interaction.channelId ? ` — see <#${thread}>.` : '';
  await interaction.editReply({ content: ackText(result, where) });
  return result;
}
