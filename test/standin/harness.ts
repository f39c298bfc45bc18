import { Client, GatewayIntentBits, Events } from 'discord.js';
import { DiscordStandIn, type StandInOptions } from '../../src/standin/index.ts';

export interface Harness {
  sim: DiscordStandIn;
  client: Client;
  guildId: string;
  channelId: string;
  aliceId: string;
  bobId: string;
  close(): Promise<void>;
}

/** Start a stand-in with one guild (#games, alice as manager, bob) and log a real discord.js client in. */
export async function startHarness(options: StandInOptions = {}): Promise<Harness> {
  const sim = await DiscordStandIn.start({ log: () => {}, ...options });
  const guild = sim.createGuild({ name: 'Rail Barons' });
  const channel = sim.createTextChannel(guild.id, 'games');
  const alice = sim.createUser({ username: 'alice' });
  const bob = sim.createUser({ username: 'bob' });
  sim.addMember(guild.id, alice.id, { manageGuild: true });
  sim.addMember(guild.id, bob.id);
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.DirectMessages],
    rest: { api: sim.apiBase },
  });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(sim.token);
  await ready;
  return {
    sim,
    client,
    guildId: guild.id,
    channelId: channel.id,
    aliceId: alice.id,
    bobId: bob.id,
    async close() {
      if (sim.unhandledRequests.length) console.warn("unhandled", sim.unhandledRequests);
      await client.destroy();
      await sim.stop();
    },
  };
}

/** A valid 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
