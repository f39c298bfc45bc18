// Ready-made reminder options for the bot's `/game settings` subcommand.
import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import type { GameReminderChange } from './game-reminder-settings.ts';

/** Adds `reminders` (on/off), `reminder_delay` and `reminder_repeat` to a subcommand. */
export function addGameReminderOptions(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .addBooleanOption((o) => o.setName('reminders').setDescription('Remind players the game waits for (default on)'))
    .addStringOption((o) =>
      o.setName('reminder_delay').setDescription('First reminder after this long, e.g. 12h, 1d, 90m (default 12h)').setMaxLength(20),
    )
    .addStringOption((o) =>
      o.setName('reminder_repeat').setDescription('Then repeat every, e.g. 24h; "never" for one reminder (default 24h)').setMaxLength(20),
    );
}

/** Reads those options back; pass the result to updateGameReminderSettings. Null when none were given. */
export function gameReminderChangeOf(i: ChatInputCommandInteraction): GameReminderChange | null {
  const change: GameReminderChange = {
    enabled: i.options.getBoolean('reminders'),
    delay: i.options.getString('reminder_delay'),
    repeat: i.options.getString('reminder_repeat'),
  };
  return change.enabled === null && change.delay === null && change.repeat === null ? null : change;
}
