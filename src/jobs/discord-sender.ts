// The reminder sender over a real discord.js Client.
import { DiscordAPIError, RESTJSONErrorCodes, type Client } from 'discord.js';
import { DmRefused, type ReminderSender } from './reminder-types.ts';

/** Discord error codes that mean "this user will not get a DM from us". */
const DM_REFUSED_CODES = new Set<number | string>([
  RESTJSONErrorCodes.CannotSendMessagesToThisUser, // 50007: DMs closed or the bot is blocked
  RESTJSONErrorCodes.UnknownUser, // 10013
]);

export function isDmRefusal(err: unknown): boolean {
  return err instanceof DiscordAPIError && (DM_REFUSED_CODES.has(err.code) || err.status === 403);
}

export function discordReminderSender(client: Client): ReminderSender {
  return {
    async postInThread(threadId, text, mentionUserIds) {
      const channel = await client.channels.fetch(threadId);
      if (!channel || !channel.isSendable()) throw new Error(`channel ${threadId} cannot take messages`);
      if (channel.isThread() && channel.archived && !channel.locked) {
        await channel.setArchived(false).catch(() => undefined);
      }
      await channel.send({ content: text, allowedMentions: { users: [...mentionUserIds] } });
    },
    async sendDm(userId, text) {
      try {
        await client.users.send(userId, { content: text, allowedMentions: { parse: [] } });
      } catch (err) {
        if (isDmRefusal(err)) throw new DmRefused(userId, err);
        throw err;
      }
    },
  };
}
