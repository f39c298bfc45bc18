// Posting into a game's thread (or its channel when it has no thread).
import type { AttachmentBuilder, Message, MessageCreateOptions, MessageEditOptions } from 'discord.js';
import type { BotContext } from '../context.ts';
import { splitMessage } from '../split.ts';
import type { GameRecord } from './store.ts';

async function sendTo(
  ctx: BotContext,
  channelId: string,
  content: string,
  extra: { files?: AttachmentBuilder[]; components?: MessageCreateOptions['components'] },
): Promise<Message | null> {
  const channel = await ctx.client.channels.fetch(channelId);
  if (!channel || !channel.isSendable()) throw new Error(`channel ${channelId} is not sendable`);
  let message: Message | null = null;
  const parts = splitMessage(content);
  for (const [n, part] of parts.entries()) {
    const last = n === parts.length - 1;
    message = await channel.send({
      content: part,
      ...(last ? { files: extra.files, components: extra.components } : {}),
      allowedMentions: { parse: ['users'] },
    });
  }
  return message;
}

/** Post in the game's thread; if the thread is gone, in its channel. Never throws. */
export async function postToGame(
  ctx: BotContext,
  record: GameRecord,
  content: string,
  extra: { files?: AttachmentBuilder[]; components?: MessageCreateOptions['components'] } = {},
): Promise<Message | null> {
  const targets = [...new Set([record.threadId, record.channelId].filter((c): c is string => !!c))];
  for (const channelId of targets) {
    try {
      const message = await sendTo(ctx, channelId, content, extra);
      if (message) ctx.store.noteLastMessage(record.id, message.url);
      return message;
    } catch (err) {
      ctx.log.warn({ gameId: record.id, channelId, err: err instanceof Error ? err.message : String(err) }, 'could not post to game');
    }
  }
  return null;
}

/** Edit the game's lobby (or seat-claim) message, e.g. to drop its buttons once the game ended. */
export async function editLobbyMessage(ctx: BotContext, record: GameRecord, view: MessageEditOptions): Promise<void> {
  if (!record.lobbyMessageId) return;
  try {
    const channel = await ctx.client.channels.fetch(record.channelId);
    if (!channel || !channel.isTextBased()) return;
    const message = await channel.messages.fetch(record.lobbyMessageId);
    await message.edit(view);
  } catch (err) {
    ctx.log.warn({ gameId: record.id, err: err instanceof Error ? err.message : String(err) }, 'could not edit lobby message');
  }
}
