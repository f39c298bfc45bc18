// A user's name as shown in this server.
import type { Interaction } from 'discord.js';

export function displayName(i: Interaction): string {
  const member = i.member as { displayName?: string; nick?: string | null } | null;
  return member?.displayName ?? member?.nick ?? i.user.globalName ?? i.user.username;
}
