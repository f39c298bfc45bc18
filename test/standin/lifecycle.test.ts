import { afterEach, describe, expect, it } from 'vitest';
import {
  ActionRowBuilder,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  MessageFlags,
  REST,
  Routes,
  StringSelectMenuBuilder,
  type Interaction,
} from 'discord.js';
import { CallbackType, DiscordStandIn, ErrorCode } from '../../src/standin/index.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

function onInteraction(h: Harness, handler: (i: Interaction) => Promise<unknown>): void {
  h.client.on(Events.InteractionCreate, (i) => {
    handler(i).catch((err) => console.error('handler failed', err));
  });
}

async function registerPing(h: Harness): Promise<void> {
  const rest = new REST({ api: h.sim.apiBase }).setToken(h.sim.token);
  await rest.put(Routes.applicationGuildCommands(h.sim.applicationId, h.guildId), {
    body: [{ name: 'ping', description: 'Ping' }],
  });
}

describe('stand-in: interaction lifecycle details', () => {
  it('registers guild commands over plain REST and emits a commands event', async () => {
    h = await startHarness();
    const seen: string[][] = [];
    h.sim.on('commands', (list, guildId) => seen.push([guildId ?? 'global', ...list.map((c) => c.name)]));
    await registerPing(h);
    expect(seen).toEqual([[h.guildId, 'ping']]);
    expect(h.sim.commands(h.guildId)[0]!.guildId).toBe(h.guildId);
  });

  it('lets the first follow-up after an ephemeral deferReply replace the thinking message', async () => {
    h = await startHarness();
    await registerPing(h);
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await i.followUp({ content: 'done thinking' });
    });
    const res = await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping' });
    expect(res.deferred).toBe(true);
    expect(res.ephemeral).toBe(true);
    expect(res.content).toBe('done thinking');
    expect(res.followUps).toEqual([]);
  });

  it('returns the callback response when withResponse is used', async () => {
    h = await startHarness();
    await registerPing(h);
    let messageId: string | undefined;
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      const response = await i.reply({ content: 'pong', withResponse: true });
      messageId = response.resource?.message?.id;
    });
    const res = await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping' });
    await h.sim.waitFor(() => messageId);
    expect(messageId).toBe(res.message!.id);
  });

  it('handles string select menus', async () => {
    h = await startHarness();
    await registerPing(h);
    onInteraction(h, async (i) => {
      if (i.isChatInputCommand()) {
        const menu = new StringSelectMenuBuilder()
          .setCustomId('title')
          .addOptions({ label: '1830', value: '1830' }, { label: '1889', value: '1889' });
        await i.reply({ content: 'pick', components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)] });
      } else if (i.isStringSelectMenu()) {
        await i.update({ content: `picked ${i.values.join(',')}`, components: [] });
      }
    });
    const pick = await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping' });
    const res = await h.sim.selectMenu({ user: h.aliceId, messageId: pick.message!.id, customId: 'title', values: ['1889'] });
    expect(res.callbackType).toBe(CallbackType.UpdateMessage);
    expect(res.content).toBe('picked 1889');
  });

  it('expires interaction webhooks after tokenLifetimeMs (50027)', async () => {
    h = await startHarness({ tokenLifetimeMs: 150 });
    await registerPing(h);
    let error: unknown;
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.reply('now');
      await new Promise((r) => setTimeout(r, 250));
      await i.followUp('much later').catch((err: unknown) => (error = err));
    });
    await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping', settleMs: 0 });
    await h.sim.waitFor(() => error, 2000);
    expect((error as DiscordAPIError).code).toBe(ErrorCode.InvalidWebhookToken);
  });

  it('rejects slash() with a clear error when the bot never answers', async () => {
    h = await startHarness();
    await registerPing(h);
    await expect(h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping', timeoutMs: 100 })).rejects.toThrow(
      /never acknowledged/,
    );
    await expect(h.sim.slash({ user: 'nobody', channel: h.channelId, command: 'ping' })).rejects.toThrow(/unknown user/);
  });

  it('enforces a configured token on REST and IDENTIFY', async () => {
    const sim = await DiscordStandIn.start({ token: 'secret-token', log: () => {} });
    try {
      const bad = await fetch(`${sim.apiBase}/v10/users/@me`, { headers: { authorization: 'Bot wrong' } });
      expect(bad.status).toBe(401);
      expect(await bad.json()).toMatchObject({ code: 40001 });
      const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: sim.apiBase } });
      try {
        await client.login('secret-token');
        expect(client.user?.id).toBe(sim.botUserId);
      } finally {
        await client.destroy();
      }
    } finally {
      await sim.stop();
    }
  });
});

describe('stand-in: DMs and files in interaction callbacks', () => {
  it('runs a global slash command in a DM and accepts files in the initial reply', async () => {
    h = await startHarness();
    await h.client.application!.commands.set([{ name: 'status', description: 'Status' }]);
    let where = '';
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      where = `${i.inGuild() ? 'guild' : 'dm'}:${i.user.username}:${i.channelId}`;
      await i.reply({ content: 'here', files: [{ attachment: Buffer.from('hello'), name: 'note.txt' }] });
    });
    const dm = h.sim.openDm(h.bobId);
    const res = await h.sim.slash({ user: h.bobId, channel: dm.id, command: 'status' });
    expect(where).toBe(`dm:bob:${dm.id}`);
    expect(res.attachments.map((a) => [a.filename, a.bytes.toString()])).toEqual([['note.txt', 'hello']]);
    expect(h.sim.dmMessages(h.bobId)).toHaveLength(1);
  });
});
