// /remind settings (time zone with autocomplete, quiet hours, thread or DM), /remind off, /remind on.
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { CommandModule } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import {
  changePlayerReminderSettings,
  describePlayerSettings,
  setPlayerRemindersOff,
  type PlayerSettingsStore,
} from '../src/jobs/player-reminder-settings.ts';
import { playerSettingsStoreOf } from '../src/jobs/player-settings-store.ts';
import { suggestTimeZones } from '../src/reminders/timezone.ts';

function settingsStore(ctx: BotContext): PlayerSettingsStore | null {
  return playerSettingsStoreOf(ctx.store);
}

async function reply(i: ChatInputCommandInteraction, content: string): Promise<void> {
  if (i.deferred || i.replied) await i.editReply({ content });
  else await i.reply({ content, flags: MessageFlags.Ephemeral });
}

export const remind: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('remind')
    .setDescription('How and when the bot reminds you that a game waits for you')
    .addSubcommand((s) =>
      s
        .setName('settings')
        .setDescription('Show or change your reminder settings')
        .addStringOption((o) =>
          o.setName('time_zone').setDescription('Your time zone, e.g. Europe/Berlin').setAutocomplete(true).setMaxLength(64),
        )
        .addStringOption((o) =>
          o.setName('quiet_start').setDescription('Quiet hours start, your time (e.g. 22:00); "none" clears').setMaxLength(8),
        )
        .addStringOption((o) => o.setName('quiet_end').setDescription('Quiet hours end, your time (e.g. 07:30)').setMaxLength(8))
        .addStringOption((o) =>
          o
            .setName('via')
            .setDescription('Where reminders go')
            .addChoices({ name: 'Game thread (mention)', value: 'thread' }, { name: 'Direct message', value: 'dm' }),
        ),
    )
    .addSubcommand((s) => s.setName('off').setDescription('Stop all reminders to you'))
    .addSubcommand((s) => s.setName('on').setDescription('Turn your reminders back on'))
    .toJSON(),

  async execute(i: ChatInputCommandInteraction, ctx: BotContext) {
    const store = settingsStore(ctx);
    if (!store) {
      await reply(i, 'Reminder settings are not available on this bot.');
      return;
    }
    const sub = i.options.getSubcommand();
    if (sub === 'off' || sub === 'on') {
      const s = await setPlayerRemindersOff(store, i.user.id, sub === 'off');
      await reply(
        i,
        (sub === 'off' ? 'No more reminders to you. `/remind on` turns them back on.' : 'Reminders are on again.') +
          '\n' +
          describePlayerSettings(s),
      );
      return;
    }
    const result = await changePlayerReminderSettings(store, i.user.id, {
      timeZone: i.options.getString('time_zone'),
      quietStart: i.options.getString('quiet_start'),
      quietEnd: i.options.getString('quiet_end'),
      via: i.options.getString('via'),
    });
    await reply(i, result.ok ? describePlayerSettings(result.settings) : result.error);
  },

  async autocomplete(i: AutocompleteInteraction) {
    const focused = i.options.getFocused(true);
    if (focused.name !== 'time_zone') {
      await i.respond([]);
      return;
    }
    await i.respond(suggestTimeZones(String(focused.value)).map((z) => ({ name: z, value: z })));
  },
};

export default remind;
