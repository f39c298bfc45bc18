// As on Discord, an ephemeral message (and a DM) is shown only to its recipient: nobody else sees it
// in the channel, and a press on its components by anyone else never reaches the bot.
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, Events, MessageFlags, StringSelectMenuBuilder } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { StandInUsageError } from '../../src/standin/index.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function setup(): Promise<{ h: Harness; pressed: string[] }> {
  const harness = await startHarness();
  await harness.client.application!.commands.set([{ name: 'sheet', description: 'Your private sheet' }]);
  const pressed: string[] = [];
  const row = () => [
    new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('go').setLabel('Go').setStyle(ButtonStyle.Primary)),
    new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(new StringSelectMenuBuilder().setCustomId('pick').addOptions({ label: 'One', value: '1' })),
  ];
  harness.client.on(Events.InteractionCreate, (i) => {
    void (async () => {
      if (i.isChatInputCommand()) {
        await i.reply({ content: 'only you', components: row(), flags: MessageFlags.Ephemeral });
        await i.followUp({ content: 'only you too', components: row(), flags: MessageFlags.Ephemeral });
        await i.user.send({ content: 'your DM', components: row() });
      } else if (i.isButton() || i.isStringSelectMenu()) {
        pressed.push(i.user.id);
        await i.update({ content: `pressed by ${i.user.username}` });
      }
    })().catch((err: unknown) => console.error(err));
  });
  return { h: harness, pressed };
}

describe('stand-in: ephemeral messages and DMs', () => {
  it('are shown and pressable only by their recipient', async () => {
    const s = await setup();
    h = s.h;
    const res = await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'sheet', settleMs: 200 });
    await h.sim.waitFor(() => h!.sim.dmMessages(h!.aliceId).length > 0);
    const reply = res.message!;
    const followUp = res.followUps[0]!;
    const dm = h.sim.dmMessages(h.aliceId)[0]!;
    expect([reply.ephemeral, followUp.ephemeral]).toEqual([true, true]);
    for (const m of [reply, followUp, dm]) expect(h.sim.recipientOf(m)).toBe(h.aliceId);

    // bob sees none of them; alice sees her own
    expect(h.sim.messages(h.channelId, { viewer: h.bobId })).toEqual([]);
    expect(h.sim.messages(h.channelId, { viewer: h.aliceId }).map((m) => m.id)).toEqual([reply.id, followUp.id]);
    expect(h.sim.messages(dm.channelId, { viewer: h.bobId })).toEqual([]);

    for (const m of [reply, followUp, dm]) {
      await expect(h.sim.clickButton({ user: h.bobId, messageId: m.id, customId: 'go' })).rejects.toThrow(StandInUsageError);
      await expect(h.sim.selectMenu({ user: h.bobId, messageId: m.id, customId: 'pick', values: ['1'] })).rejects.toThrow(/shown only to another user/);
      await expect(h.sim.submitModal({ user: h.bobId, channel: m.channelId, messageId: m.id, customId: 'x', fields: {} })).rejects.toThrow(/shown only to another user/);
    }
    expect(s.pressed).toEqual([]);
    expect(h.sim.message(reply.id)!.content).toBe('only you');

    const click = await h.sim.clickButton({ user: h.aliceId, messageId: reply.id, customId: 'go' });
    expect(click.content).toBe('pressed by alice');
    await h.sim.selectMenu({ user: h.aliceId, messageId: dm.id, customId: 'pick', values: ['1'] });
    expect(s.pressed).toEqual([h.aliceId, h.aliceId]);
  });

  it('a public message stays pressable by everyone', async () => {
    const s = await setup();
    h = s.h;
    const posted = h.sim.postMessage({ user: h.sim.botUserId, channel: h.channelId, content: 'public', components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'go' }] }] });
    expect(h.sim.recipientOf(posted)).toBeNull();
    expect(h.sim.messages(h.channelId, { viewer: h.bobId }).map((m) => m.id)).toEqual([posted.id]);
    await h.sim.clickButton({ user: h.bobId, messageId: posted.id, customId: 'go' });
    expect(s.pressed).toEqual([h.bobId]);
  });
});
