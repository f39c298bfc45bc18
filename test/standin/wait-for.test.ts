// waitFor checks its condition again after each change the stand-in sees, not only on its 10 ms poll: a test
// waiting for the bot's message goes on as soon as it is there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiscordStandIn } from '../../src/standin/index.ts';

let sim: DiscordStandIn | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await sim?.stop();
  sim = undefined;
});

/** Two turns of the event loop (setImmediate is not faked below). */
const twoTurns = () => new Promise<'still waiting'>((r) => setImmediate(() => setImmediate(() => r('still waiting'))));

describe('stand-in: waitFor', () => {
  it('resolves on the change that meets its condition, before any poll', async () => {
    sim = await DiscordStandIn.start({ log: () => {} });
    const guild = sim.createGuild({ name: 'Rail Barons' });
    const channel = sim.createTextChannel(guild.id, 'games');
    const alice = sim.createUser({ username: 'alice' });
    sim.addMember(guild.id, alice.id);
    // the 10 ms poll never fires: only the change can wake the wait
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const waiting = sim.waitFor(() => sim!.messages(channel.id).find((m) => m.content === 'hello'));
    expect(await Promise.race([waiting, twoTurns()])).toBe('still waiting');
    sim.postMessage({ user: alice.id, channel: channel.id, content: 'hello' });
    expect(await Promise.race([waiting, twoTurns()])).toMatchObject({ content: 'hello' });
  });

  it('still polls for conditions outside the stand-in, and gives up after its timeout', async () => {
    sim = await DiscordStandIn.start({ log: () => {} });
    let ready = false;
    setTimeout(() => (ready = true), 30);
    await expect(sim.waitFor(() => ready, 2000)).resolves.toBe(true);
    await expect(sim.waitFor(() => false, 50)).rejects.toThrow('waitFor: condition not met within 50 ms');
  });
});
