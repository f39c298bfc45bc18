// Posting into a game's thread (or its channel when it has no thread).
import type { AttachmentBuilder, Message, MessageCreateOptions } from 'discord.js';
import type { BotContext } from '../context.ts';
import { splitMessage } from '../split.ts';
import type { GameRecord } from './store.ts';

export async function postToGame(
  ctx: BotContext,
  record: GameRecord,
  content: string,
  extra: { files?: AttachmentBuilder[]; components?: MessageCreateOptions['components'] } = {},
): Promise<Message | null> {
  const channelId = record.threadId ?? record.channelId;
  try {
    const channel = await ctx.client.channels.fetch(channelId);
    if (!channel || !channel.isSendable()) throw new Error(`channel ${channelId} is not sendable`);
    const parts = splitMessage(content);
    let message: Message | null = null;
    for (const [n, part] of parts.entries()) {
      const last = n === parts.length - 1;
      message = await channel.send({
        content: part,
        ...(last ? { files: extra.files, components: extra.components } : {}),
        allowedMentions: { parse: ['users'] },
      });
    }
    if (!message) return null;
    await ctx.store.updateGame(record.id, { lastMessageUrl: message.url }).catch(() => undefined);
    return message;
  } catch (err) {
    ctx.log.warn({ gameId: record.id, channelId, err: err instanceof Error ? err.message : String(err) }, 'could not post to game');
    return null;
  }
}
