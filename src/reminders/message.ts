// Words of a reminder. Plain strings so the sweep and tests need no Discord.

export interface ReminderText {
  /** Game name shown to players, e.g. "1830 #12". */
  gameName: string;
  /** What the game waits for, e.g. "to place a sealed bid"; falls back to "to take your turn". */
  task?: string | null;
  /** Link to the game's last message (jump URL), if known. */
  lastMessageUrl?: string | null;
  /** How long the game has been waiting, in ms. */
  waitedMs: number;
}

export function formatWaited(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return mins > 0 ? `${hours}h ${mins}m` : `${hours}h`;
  return `${mins}m`;
}

function taskText(task: string | null | undefined): string {
  const t = (task ?? '').trim();
  return t.length > 0 ? t : 'to take your turn';
}

/** A reminder posted in the game's thread, mentioning every player it is for. */
export function threadReminderText(userIds: readonly string[], t: ReminderText): string {
  const who = userIds.map((id) => `<@${id}>`).join(' ');
  const lines = [
    `⏰ ${who} — **${t.gameName}** has been waiting on you for ${formatWaited(t.waitedMs)}: the game needs you ${taskText(t.task)}.`,
  ];
  if (t.lastMessageUrl) lines.push(`Last move: ${t.lastMessageUrl}`);
  lines.push('-# `/remind settings` to change how you are reminded, `/remind off` to stop.');
  return lines.join('\n');
}

/** A reminder sent by direct message. */
export function dmReminderText(t: ReminderText): string {
  const lines = [`⏰ **${t.gameName}** has been waiting on you for ${formatWaited(t.waitedMs)}: the game needs you ${taskText(t.task)}.`];
  if (t.lastMessageUrl) lines.push(`Jump to the game: ${t.lastMessageUrl}`);
  lines.push('-# `/remind settings` to change how you are reminded, `/remind off` to stop.');
  return lines.join('\n');
}
