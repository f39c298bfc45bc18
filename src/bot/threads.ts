// Opening a game's thread: on the lobby message if possible, else as a standalone thread.
import { ChannelType, ThreadAutoArchiveDuration } from 'discord.js';
import type { Message } from 'discord.js';
import type { BotContext } from './context.ts';

export async function openThread(ctx: BotContext, message: Message, name: string): Promise<string | null> {
  try {
    const thread = await message.startThread({ name: name.slice(0, 100), autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek });
    return thread.id;
  } catch (err) {
    ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'could not start thread on message; trying a standalone thread');
  }
  try {
    const channel = await ctx.client.channels.fetch(message.channelId);
    if (channel && channel.type === ChannelType.GuildText) {
      const thread = await channel.threads.create({ name: name.slice(0, 100), autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek });
      return thread.id;
    }
  } catch (err) {
    ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'could not open a thread; the game will post in its channel');
  }
  return null;
}
