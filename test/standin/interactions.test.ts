import { afterEach, describe, expect, it } from 'vitest';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  DiscordAPIError,
  Events,
  MessageFlags,
  ModalBuilder,
  SlashCommandBuilder,
  TextInputBuilder,
  TextInputStyle,
  type Interaction,
} from 'discord.js';
import { CallbackType, ErrorCode } from '../../src/standin/index.ts';
import { startHarness, TINY_PNG, type Harness } from './harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const gameCommand = new SlashCommandBuilder()
  .setName('game')
  .setDescription('Games')
  .addSubcommand((s) =>
    s
      .setName('new')
      .setDescription('New game')
      .addStringOption((o) => o.setName('title').setDescription('Title').setRequired(true).setAutocomplete(true))
      .addIntegerOption((o) => o.setName('players').setDescription('Players'))
      .addNumberOption((o) => o.setName('speed').setDescription('Speed'))
      .addBooleanOption((o) => o.setName('private').setDescription('Private'))
      .addUserOption((o) => o.setName('opponent').setDescription('Opponent'))
      .addAttachmentOption((o) => o.setName('save').setDescription('Save file')),
  )
  .addSubcommand((s) => s.setName('map').setDescription('Show the map'));

async function setup(options = {}): Promise<Harness> {
  const harness = await startHarness(options);
  await harness.client.application!.commands.set([gameCommand.toJSON(), { name: 'ping', description: 'Ping' }]);
  return harness;
}

function onInteraction(h: Harness, handler: (i: Interaction) => Promise<unknown>): void {
  h.client.on(Events.InteractionCreate, (i) => {
    handler(i).catch((err) => console.error('handler failed', err));
  });
}

describe('stand-in: interactions with a real discord.js client', () => {
  it('passes typed options (incl. user and downloadable attachment) to a slash command', async () => {
    h = await setup();
    let seen: Record<string, unknown> = {};
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      const file = i.options.getAttachment('save');
      const downloaded = file ? Buffer.from(await (await fetch(file.url)).arrayBuffer()) : null;
      seen = {
        sub: i.options.getSubcommand(),
        title: i.options.getString('title'),
        players: i.options.getInteger('players'),
        speed: i.options.getNumber('speed'),
        private: i.options.getBoolean('private'),
        opponent: i.options.getUser('opponent')?.username,
        opponentMember: i.options.getMember('opponent') !== null,
        fileName: file?.name,
        fileBytes: downloaded?.toString('utf8'),
        canManage: i.memberPermissions?.has('ManageGuild'),
        guild: i.guildId,
        channel: i.channel?.id,
      };
      await i.reply('ok');
    });
    const res = await h.sim.slash({
      user: h.aliceId,
      channel: h.channelId,
      command: 'game',
      subcommand: 'new',
      options: {
        title: 'chicago-express',
        players: 4,
        speed: 1.5,
        private: true,
        opponent: h.bobId,
        save: { filename: 'save.json', bytes: Buffer.from('{"moves":[]}') },
      },
    });
    expect(res.callbackType).toBe(CallbackType.ChannelMessageWithSource);
    expect(res.content).toBe('ok');
    expect(seen).toEqual({
      sub: 'new',
      title: 'chicago-express',
      players: 4,
      speed: 1.5,
      private: true,
      opponent: 'bob',
      opponentMember: true,
      fileName: 'save.json',
      fileBytes: '{"moves":[]}',
      canManage: true,
      guild: h.guildId,
      channel: h.channelId,
    });
  });

  it('stores a PNG posted by deferReply + editReply with files', async () => {
    h = await setup();
    let invokedBy: string | undefined;
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply();
      await new Promise((r) => setTimeout(r, 20));
      const edited = await i.editReply({ content: 'The map', files: [new AttachmentBuilder(TINY_PNG, { name: 'map.png' })] });
      invokedBy = edited.interactionMetadata?.user.username;
    });
    const res = await h.sim.slash({ user: h.bobId, channel: h.channelId, command: 'game', subcommand: 'map' });
    expect(res.deferred).toBe(true);
    expect(res.callbackType).toBe(CallbackType.DeferredChannelMessageWithSource);
    expect(res.ephemeral).toBe(false);
    expect(res.content).toBe('The map');
    expect(res.attachments).toHaveLength(1);
    await h.sim.waitFor(() => invokedBy);
    expect(invokedBy).toBe('bob');
    const png = res.attachments[0]!;
    expect(png.filename).toBe('map.png');
    expect(png.contentType).toBe('image/png');
    expect(png.bytes.equals(TINY_PNG)).toBe(true);
    const stored = h.sim.messages(h.channelId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.attachments[0]!.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(stored[0]!.authorId).toBe(h.sim.botUserId);
    // The attachment URL serves the bytes.
    const served = Buffer.from(await (await fetch(png.url)).arrayBuffer());
    expect(served.equals(TINY_PNG)).toBe(true);
  });

  it('keeps ephemeral replies out of the channel history', async () => {
    h = await setup();
    onInteraction(h, async (i) => {
      if (i.isChatInputCommand()) await i.reply({ content: 'only you', flags: MessageFlags.Ephemeral });
    });
    const res = await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping' });
    expect(res.ephemeral).toBe(true);
    expect(res.content).toBe('only you');
    expect(h.sim.messages(h.channelId)).toHaveLength(0);
    expect(h.sim.messages(h.channelId, { includeEphemeral: true })).toHaveLength(1);
  });

  it('collects follow-ups and supports fetchReply', async () => {
    h = await setup();
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.reply('first');
      const fetched = await i.fetchReply();
      await i.followUp({ content: `second after ${fetched.content}` });
      await i.followUp({ content: 'secret', flags: MessageFlags.Ephemeral });
    });
    const res = await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping', settleMs: 300 });
    expect(res.content).toBe('first');
    expect(res.followUps.map((m) => m.content)).toEqual(['second after first', 'secret']);
    expect(res.followUps[1]!.ephemeral).toBe(true);
    expect(h.sim.messages(h.channelId).map((m) => m.content)).toEqual(['first', 'second after first']);
  });

  it('answers autocomplete with choices', async () => {
    h = await setup();
    onInteraction(h, async (i) => {
      if (!i.isAutocomplete()) return;
      const focused = i.options.getFocused(true);
      const titles = ['chicago-express', 'china-rails', '1830'].filter((t) => t.startsWith(focused.value));
      await i.respond(titles.map((t) => ({ name: t, value: t })));
    });
    const choices = await h.sim.autocomplete({
      user: h.aliceId,
      channel: h.channelId,
      command: 'game',
      subcommand: 'new',
      focused: 'title',
      value: 'chi',
    });
    expect(choices.map((c) => c.value)).toEqual(['chicago-express', 'china-rails']);
  });

  it('handles a button click answered with update', async () => {
    h = await setup();
    onInteraction(h, async (i) => {
      if (i.isChatInputCommand()) {
        const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('join').setLabel('Join').setStyle(ButtonStyle.Primary),
        );
        await i.reply({ content: 'Lobby: nobody', components: [row] });
      } else if (i.isButton() && i.customId === 'join') {
        await i.update({ content: `Lobby: ${i.user.username}`, components: [] });
      }
    });
    const lobby = await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping' });
    expect(lobby.components).toHaveLength(1);
    const click = await h.sim.clickButton({ user: h.bobId, messageId: lobby.message!.id, customId: 'join' });
    expect(click.callbackType).toBe(CallbackType.UpdateMessage);
    expect(click.content).toBe('Lobby: bob');
    expect(h.sim.message(lobby.message!.id)!.content).toBe('Lobby: bob');
    expect(h.sim.message(lobby.message!.id)!.components).toEqual([]);
    await expect(h.sim.clickButton({ user: h.bobId, messageId: lobby.message!.id, customId: 'join' })).rejects.toThrow(/no component/);
  });

  it('handles deferUpdate + editReply on a component', async () => {
    h = await setup();
    onInteraction(h, async (i) => {
      if (i.isChatInputCommand()) {
        const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('go').setLabel('Go').setStyle(ButtonStyle.Success),
        );
        await i.reply({ content: 'ready', components: [row] });
      } else if (i.isButton()) {
        await i.deferUpdate();
        await i.editReply({ content: 'went' });
      }
    });
    const first = await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping' });
    const click = await h.sim.clickButton({ user: h.aliceId, messageId: first.message!.id, customId: 'go' });
    expect(click.callbackType).toBe(CallbackType.DeferredMessageUpdate);
    expect(click.message?.id).toBe(first.message!.id);
    expect(click.content).toBe('went');
  });

  it('shows a modal and receives its submission', async () => {
    h = await setup();
    let submitted = '';
    onInteraction(h, async (i) => {
      if (i.isChatInputCommand()) {
        const modal = new ModalBuilder()
          .setCustomId('rename')
          .setTitle('Rename')
          .addComponents(
            new ActionRowBuilder<TextInputBuilder>().addComponents(
              new TextInputBuilder().setCustomId('name').setLabel('Name').setStyle(TextInputStyle.Short),
            ),
          );
        await i.showModal(modal);
      } else if (i.isModalSubmit()) {
        submitted = i.fields.getTextInputValue('name');
        await i.reply({ content: `renamed to ${submitted}`, flags: MessageFlags.Ephemeral });
      }
    });
    const shown = await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping' });
    expect(shown.callbackType).toBe(CallbackType.Modal);
    expect(shown.modal?.custom_id).toBe('rename');
    const res = await h.sim.submitModal({ user: h.aliceId, channel: h.channelId, customId: 'rename', fields: { name: 'Erie' } });
    expect(submitted).toBe('Erie');
    expect(res.content).toBe('renamed to Erie');
    expect(res.ephemeral).toBe(true);
  });

  it('rejects a callback after the ack deadline with 10062', async () => {
    h = await setup({ ackDeadlineMs: 100 });
    let error: unknown;
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      await new Promise((r) => setTimeout(r, 200));
      try {
        await i.reply('too late');
      } catch (err) {
        error = err;
      }
    });
    const record = h.sim.sendSlash({ user: h.aliceId, channel: h.channelId, command: 'ping' });
    await h.sim.waitFor(() => error);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).code).toBe(ErrorCode.UnknownInteraction);
    expect((error as DiscordAPIError).status).toBe(404);
    await expect(h.sim.response(record.id, { timeoutMs: 50 })).rejects.toThrow(/never acknowledged/);
  });

  it('rejects a second callback with 40060', async () => {
    h = await setup();
    let error: unknown;
    onInteraction(h, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.reply('one');
      // Bypass discord.js's own "already replied" guard to hit the API twice.
      try {
        await i.client.rest.post(`/interactions/${i.id}/${i.token}/callback`, {
          body: { type: 4, data: { content: 'two' } },
          auth: false,
        });
      } catch (err) {
        error = err;
      }
    });
    const res = await h.sim.slash({ user: h.aliceId, channel: h.channelId, command: 'ping' });
    expect(res.content).toBe('one');
    await h.sim.waitFor(() => error);
    expect((error as DiscordAPIError).code).toBe(ErrorCode.AlreadyAcknowledged);
    expect((error as DiscordAPIError).status).toBe(400);
  });

  it('rejects unknown options and unregistered commands as usage errors', async () => {
    h = await setup();
    expect(() => h!.sim.sendSlash({ user: h!.aliceId, channel: h!.channelId, command: 'nope' })).toThrow(/not registered/);
    expect(() =>
      h!.sim.sendSlash({ user: h!.aliceId, channel: h!.channelId, command: 'game', subcommand: 'new', options: { title: 'x', bogus: 1 } }),
    ).toThrow(/unknown option/);
    expect(() =>
      h!.sim.sendSlash({ user: h!.aliceId, channel: h!.channelId, command: 'game', subcommand: 'new', options: { players: 2 } }),
    ).toThrow(/required option "title"/);
  });
});
