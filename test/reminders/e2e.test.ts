// End to end: the real bot (discord.js Client) on the local Discord stand-in, PGlite, /remind,
// and the reminder job sending through the client (thread mention, DM, refused DM → thread).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCommands } from '../../commands/index.ts';
import { remind } from '../../commands/remind.ts';
import { startBot, type RunningBot } from '../../src/bot/bot.ts';
import { DbBotStore } from '../../src/bot/services/dbStore.ts';
import { openDatabase, MEMORY, type Store } from '../../src/db/index.ts';
import { discordReminderSender } from '../../src/jobs/discord-sender.ts';
import { pgReminderSource } from '../../src/jobs/pg-reminder-source.ts';
import { startReminderJob, type ReminderJob } from '../../src/jobs/reminders.ts';
import { createLogger } from '../../src/logger.ts';
import { DiscordStandIn } from '../../src/standin/index.ts';
import { FakeClock } from './fakes.ts';

const commands = await loadCommands();

let sim: DiscordStandIn;
let db: Store;
let bot: RunningBot;
let job: ReminderJob;
const clock = new FakeClock(new Date('2026-03-28T12:00:00Z'));
const ids: Record<string, string> = {};
let guildId = '';
let channelId = '';
let threadId = '';
let finishedThreadId = '';

beforeAll(async () => {
  const log = createLogger('silent');
  sim = await DiscordStandIn.start({ log: () => {}, responseTimeoutMs: 30_000 });
  db = await openDatabase({ dataDir: MEMORY });
  const guild = sim.createGuild({ name: 'Rail Barons' });
  guildId = guild.id;
  channelId = sim.createTextChannel(guild.id, 'games').id;
  for (const name of ['alice', 'bob', 'carol', 'dave']) {
    ids[name] = sim.createUser({ username: name }).id;
    sim.addMember(guild.id, ids[name]!);
  }
  bot = await startBot({
    token: sim.token,
    store: new DbBotStore(db),
    log,
    devGuildId: guild.id,
    api: sim.apiBase,
    commands: commands.some((c) => c.data.name === 'remind') ? commands : [...commands, remind],
    reminders: false, // this test drives its own job with a controllable clock
  });
  threadId = sim.createThread(channelId, '1830 #1').id;
  finishedThreadId = sim.createThread(channelId, '1830 #2').id;
  job = startReminderJob({
    source: pgReminderSource(db.db, { describeWait: () => 'to place a sealed bid' }),
    sender: discordReminderSender(bot.client),
    clock: clock.fn,
    logger: { info() {}, warn() {}, error() {} },
  });
});

afterAll(async () => {
  await job?.stop();
  await bot?.stop();
  await sim?.stop();
  await db?.close();
});

describe('reminders through discord.js and the stand-in', () => {
  it('registers /remind and autocompletes time zones', async () => {
    expect(sim.commands(guildId).map((c) => c.name)).toContain('remind');
    const choices = await sim.autocomplete({
      user: ids.alice!,
      channel: channelId,
      command: 'remind',
      subcommand: 'settings',
      options: {},
      focused: 'time_zone',
      value: 'london',
    });
    expect(choices.map((c) => c.value)).toContain('Europe/London');
  });

  it('/remind settings saves the player settings (ephemeral answers)', async () => {
    const r = await sim.slash({
      user: ids.alice!,
      channel: channelId,
      command: 'remind',
      subcommand: 'settings',
      options: { time_zone: 'Europe/London', quiet_start: '22:00', quiet_end: '07:00' },
    });
    expect(r.ephemeral).toBe(true);
    expect(r.content).toContain('Europe/London');
    expect(r.content).toContain('22:00–07:00');
    for (const u of ['bob', 'carol']) {
      await sim.slash({ user: ids[u]!, channel: channelId, command: 'remind', subcommand: 'settings', options: { via: 'dm' } });
    }
    const off = await sim.slash({ user: ids.dave!, channel: channelId, command: 'remind', subcommand: 'off' });
    expect(off.content).toMatch(/No more reminders/);
    const bad = await sim.slash({ user: ids.dave!, channel: channelId, command: 'remind', subcommand: 'settings', options: { time_zone: 'Nowhere/Land' } });
    expect(bad.content).toMatch(/not a time zone/);
    expect(await db.getPlayerSettings(ids.alice!)).toMatchObject({ timeZone: 'Europe/London', quietStart: 1320, quietEnd: 420 });
    expect((await db.getPlayerSettings(ids.bob!)).remindersVia).toBe('dm');
    expect((await db.getPlayerSettings(ids.dave!)).remindersOff).toBe(true);
  });

  it('sends: DM to bob, refused DM for carol falls back to the thread; alice waits for her quiet hours to end', async () => {
    sim.setDmRefused(ids.carol!);
    const game = await db.createGame({ title: '1830', seed: 1, guildId, channelId, threadId, creatorId: ids.alice!, status: 'active' });
    await db.updateGame(game.id, { lastMessageUrl: `https://discord.com/channels/${guildId}/${threadId}/1` });
    await db.setWaiting(game.id, [ids.alice!, ids.bob!, ids.carol!, ids.dave!], 12, new Date('2026-03-28T12:00:00Z'));
    const done = await db.createGame({ title: '1830', seed: 2, guildId, channelId, threadId: finishedThreadId, creatorId: ids.alice!, status: 'active' });
    await db.setWaiting(done.id, [ids.alice!, ids.bob!], 3, new Date('2026-03-28T12:00:00Z'));
    await db.updateGame(done.id, { status: 'finished' });

    clock.set('2026-03-28T23:59:00Z');
    expect((await job.runNow())!.sent).toHaveLength(0); // not yet 12 hours
    clock.set('2026-03-29T00:00:00Z'); // 12 h: due; alice (London) is in quiet hours until 07:00 BST = 06:00 UTC
    const r = await job.runNow();
    expect(r!.sent.map((s) => [s.userId, s.channel])).toEqual([
      [ids.bob!, 'dm'],
      [ids.carol!, 'dm-fallback-thread'],
    ]);
    const dm = sim.dmMessages(ids.bob!);
    expect(dm).toHaveLength(1);
    expect(dm[0]!.content).toContain('to place a sealed bid');
    expect(dm[0]!.content).toContain(`https://discord.com/channels/${guildId}/${threadId}/1`);
    const thread = sim.messages(threadId);
    expect(thread).toHaveLength(1);
    expect(thread[0]!.content).toContain(`<@${ids.carol}>`);
    expect(thread[0]!.content).not.toContain(`<@${ids.alice}>`);
    expect(thread[0]!.content).not.toContain(`<@${ids.dave}>`);

    clock.set('2026-03-29T05:59:00Z');
    expect((await job.runNow())!.sent).toHaveLength(0);
    clock.set('2026-03-29T06:00:00Z');
    expect((await job.runNow())!.sent.map((s) => s.userId)).toEqual([ids.alice]);
    expect(sim.messages(threadId).at(-1)!.content).toContain(`<@${ids.alice}>`);

    // The finished game's thread stays silent; nothing repeats before the next 24 hours.
    clock.set('2026-03-29T12:00:00Z');
    expect((await job.runNow())!.sent).toHaveLength(0);
    expect(sim.messages(finishedThreadId)).toHaveLength(0);
    clock.set('2026-03-30T00:00:00Z');
    expect((await job.runNow())!.sent).toHaveLength(2);
    expect(sim.dmMessages(ids.bob!)).toHaveLength(2);
  });
});
