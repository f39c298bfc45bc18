// settleOn: slash() & co. end when the bot says it has handled the interaction, not after a quiet period:
// a follow-up sent long after the reply is still part of the result, and nothing waits once it is handled.
import { afterEach, describe, expect, it } from 'vitest';
import { Events } from 'discord.js';
import { InFlight } from '../../src/bot/in-flight.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** A bot that replies at once and follows up after `lateMs`, its handlers tracked as the real bot's are. */
async function slowFollowUpBot(lateMs: number): Promise<{ h: Harness; inFlight: InFlight }> {
  const harness = await startHarness();
  await harness.client.application!.commands.set([{ name: 'ping', description: 'Ping' }]);
  const inFlight = new InFlight();
  harness.client.on(Events.InteractionCreate, (i) => {
    if (!i.isChatInputCommand()) return;
    void inFlight.track(i.id, async () => {
      await i.reply('first');
      await new Promise((r) => setTimeout(r, lateMs));
      await i.followUp({ content: 'late' });
    });
  });
  return { h: harness, inFlight };
}

describe('stand-in: settleOn', () => {
  it('includes a follow-up sent well after the reply, which a quiet period misses', async () => {
    const bot = await slowFollowUpBot(300);
    h = bot.h;
    const quiet = await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping', settleMs: 20 });
    expect(quiet.followUps).toEqual([]); // the quiet period ended before the follow-up
    await bot.inFlight.idle();
    h.sim.settleOn((id) => bot.inFlight.done(id));
    const handled = await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping' });
    expect(handled.content).toBe('first');
    expect(handled.followUps.map((m) => m.content)).toEqual(['late']);
    expect(bot.inFlight.size).toBe(0);
  });

  it('a call with its own settleMs still waits for quiet; null goes back to the quiet period', async () => {
    const bot = await slowFollowUpBot(300);
    h = bot.h;
    h.sim.settleOn((id) => bot.inFlight.done(id));
    expect((await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping', settleMs: 20 })).followUps).toEqual([]);
    await bot.inFlight.idle();
    h.sim.settleOn(null);
    expect((await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping' })).followUps).toEqual([]);
    await bot.inFlight.idle();
    expect(bot.inFlight.received).toBe(2);
  });

  it('an interaction still being handled at the timeout says so', async () => {
    const bot = await slowFollowUpBot(2_000);
    h = bot.h;
    h.sim.settleOn((id) => bot.inFlight.done(id));
    await expect(h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping', timeoutMs: 500 })).rejects.toThrow(/answered, but the bot was still handling it/);
    await bot.inFlight.idle();
  });
});
