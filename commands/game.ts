// /game: new, status, list, abandon, export, import, undo. Owns the lobby, import and abandon buttons.
import { ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ButtonInteraction, ChatInputCommandInteraction, ModalSubmitInteraction } from 'discord.js';
import { viewGame } from '../src/engine/view.ts';
import { allTitles, findTitle } from '../src/engine/registry.ts';
import { statusFiles, submitAction, withPageNames } from '../src/bot/actions.ts';
import type { CommandModule, ComponentHandler } from '../src/bot/command.ts';
import type { BotContext } from '../src/bot/context.ts';
import { makeCustomId, ownerArg, requireOwner } from '../src/bot/customId.ts';
import { importButtons, importGame, IMPORT } from '../src/bot/importGame.ts';
import { LOBBY, lobbyButtons, lobbyView } from '../src/bot/lobby.ts';
import { displayName } from '../src/bot/names.ts';
import { variantChoices, variantSettings } from '../src/bot/variants.ts';
import { answer, answerLong, deferClicked, deferEphemeral, deferPublic, replyEphemeral, updateClicked } from '../src/bot/respond.ts';
import { editLobbyMessage, postToGame } from '../src/bot/services/announce.ts';
import { titleOf } from '../src/bot/services/games.ts';
import { quote } from '../src/bot/fit.ts';
import { Refusal } from '../src/bot/services/refusal.ts';
import { gameChoices, resolveGame } from '../src/bot/services/resolve.ts';
import { statusText } from '../src/bot/services/status.ts';
import type { GameRecord } from '../src/bot/services/store.ts';
import { chartCommand, logCommand } from '../src/bot/story.ts';
import { deferAsAsked, deferralAsAsked, PUBLIC_OPTION } from './map.ts';
import { openThread } from '../src/bot/threads.ts';
import { describeGameReminders, updateGameReminderSettings } from '../src/jobs/game-reminder-settings.ts';
import { addGameReminderOptions, gameReminderChangeOf } from '../src/jobs/game-settings-options.ts';
import { policyFromOptions } from '../src/reminders/policy.ts';
import type { PlayerInfo } from '../src/engine/types.ts';

const GAME = 'game';

const data = new SlashCommandBuilder()
  .setName('game')
  .setDescription('Start, follow and manage railway games in this channel')
  .setDMPermission(false)
  .addSubcommand((s) =>
    s
      .setName('new')
      .setDescription('Open a lobby for a new game (with a thread for it)')
      .addStringOption((o) => o.setName('title').setDescription('Which game').setRequired(true).setAutocomplete(true))
      .addStringOption((o) => o.setName('variant').setDescription('A variant of the title (several: joined by +)').setAutocomplete(true))
      .addStringOption((o) =>
        o
          .setName('seat_order')
          .setDescription('Seat order at start (default random)')
          .addChoices({ name: 'random', value: 'random' }, { name: 'as joined', value: 'joined' }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('status')
      .setDescription("Show a game's state and whose turn it is (only you see it, unless public:true)")
      .addStringOption(gameOption)
      .addBooleanOption((o) => o.setName(PUBLIC_OPTION.name).setDescription(PUBLIC_OPTION.description)),
  )
  .addSubcommand((s) => s.setName('list').setDescription("This server's games, yours first"))
  .addSubcommand((s) =>
    s
      .setName('log')
      .setDescription('What happened in the last moves, in words (only you see it)')
      .addIntegerOption((o) => o.setName('last').setDescription('How many moves (default 10, at most 60)').setMinValue(1).setMaxValue(60))
      .addStringOption(gameOption),
  )
  .addSubcommand((s) => s.setName('chart').setDescription("Each player's net worth over the game, with the ranking").addStringOption(gameOption))
  .addSubcommand((s) => s.setName('abandon').setDescription('Abandon a game (its creator or a server manager)').addStringOption(gameOption))
  .addSubcommand((s) => s.setName('export').setDescription("Download a game's log (18xx.games JSON)").addStringOption(gameOption))
  .addSubcommand((s) =>
    s
      .setName('import')
      .setDescription('Continue an 18xx.games export here')
      .addAttachmentOption((o) => o.setName('file').setDescription('The exported JSON file').setRequired(true)),
  )
  .addSubcommand((s) => s.setName('undo').setDescription('Take back your last action').addStringOption(gameOption))
  .addSubcommand((s) => addGameReminderOptions(s.setName('settings').setDescription("Show or change a game's reminder settings").addStringOption(gameOption)))
  .toJSON();

function gameOption(o: import('discord.js').SlashCommandStringOption) {
  return o.setName('game').setDescription('Which game (default: the one of this thread)').setAutocomplete(true);
}

async function newGame(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  if (!i.guildId) throw new Refusal('Start games in a server channel.');
  const titleName = i.options.getString('title', true);
  const def = findTitle(titleName);
  if (!def) throw new Refusal(`There is no title "${quote(titleName)}". Pick one of: ${allTitles().map((t) => t.id).join(', ') || '(none installed)'}.`);
  const { envelopeTitle, optionalRules } = variantSettings(def, i.options.getString('variant'));
  const seatOrder = i.options.getString('seat_order') === 'joined' ? 'join' : 'random';
  await deferPublic(i);
  const record = await ctx.store.createGame({
    title: def.id,
    envelopeTitle,
    options: {
      variant: i.options.getString('variant') ?? undefined,
      seatOrder,
      optionalRules,
      // the title's own start settings (e.g. the data version the game keeps), then the variant's rules
      settings: { ...(def.newGameSettings?.() ?? {}), ...(optionalRules.length ? { optional_rules: optionalRules } : {}) },
    },
    seed: Math.floor(Math.random() * 2 ** 31),
    guildId: i.guildId,
    channelId: i.channelId,
    creatorId: i.user.id,
    status: 'lobby',
  });
  await ctx.store.addSeat(record.id, i.user.id, displayName(i));
  await answer(i, lobbyView(record, await ctx.store.listSeats(record.id)));
  const message = await i.fetchReply();
  const threadId = await openThread(ctx, message, `${def.displayName} #${record.id}`);
  await ctx.store.updateGame(record.id, { lobbyMessageId: message.id, threadId });
  ctx.log.info({ gameId: record.id, title: def.id }, 'lobby opened');
}

async function status(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const record = await resolveGame(i, ctx, { statuses: ['lobby', 'active', 'paused', 'finished'] });
  // a quiet thread: one player's look at the game is theirs alone unless they ask for public:true
  await deferAsAsked(i);
  const live = await ctx.games.load(record.id);
  const files = await statusFiles(ctx, live, 'full');
  // a status on several pages says which is which
  await answerLong(i, withPageNames(statusText(live), files), { files, allowedMentions: { parse: [] } });
}

async function list(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  if (!i.guildId) throw new Refusal('Use /game list in a server.');
  await deferEphemeral(i);
  const games = await ctx.store.listGames(i.guildId, i.user.id);
  if (!games.length) return void (await answer(i, { content: 'No games in this server yet. Start one with /game new.' }));
  const lines: string[] = [];
  for (const g of games.slice(0, 20)) {
    const seats = await ctx.store.listSeats(g.id);
    let name = g.title;
    try {
      name = titleOf(g).displayName;
    } catch {
      /* title no longer installed */
    }
    const where = g.threadId ? `<#${g.threadId}>` : `<#${g.channelId}>`;
    const turn = g.status === 'active' && g.waitingOn.length ? ` — waiting on ${g.waitingOn.map((u) => `<@${u}>`).join(', ')}` : '';
    lines.push(`${g.mine ? '⭐ ' : ''}#${g.id} ${name} — ${g.status} — ${seats.map((s) => s.name).join(', ')} — ${where}${turn}`);
  }
  if (games.length > 20) lines.push(`…and ${games.length - 20} more.`);
  await answerLong(i, lines.join('\n'), { allowedMentions: { parse: [] } });
}

function canAbandon(i: ChatInputCommandInteraction | ButtonInteraction, record: GameRecord): boolean {
  return i.user.id === record.creatorId || !!i.memberPermissions?.has(PermissionFlagsBits.ManageGuild);
}

async function abandon(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const record = await resolveGame(i, ctx);
  if (!canAbandon(i, record)) throw new Refusal(`Only the game's creator (<@${record.creatorId}>) or someone with Manage Server can abandon it.`);
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId(makeCustomId(GAME, 'abandon', record.id, ownerArg(i.user.id))).setLabel(`Abandon game #${record.id}`).setStyle(ButtonStyle.Danger),
  );
  await deferEphemeral(i);
  await i.editReply({ content: `Really abandon game #${record.id}? Nobody can play it afterwards (the log stays exportable).`, components: [row] });
}

async function exportGame(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const record = await resolveGame(i, ctx, { statuses: ['active', 'paused', 'finished', 'abandoned', 'lobby'] });
  await deferEphemeral(i);
  const live = await ctx.games.load(record.id);
  if (!live.game) throw new Refusal('This game has not started yet, so there is no log to export.');
  // the public's envelope: sealed actions redacted until their round is revealed
  const envelope = { id: record.id, ...viewGame(live.game, null).envelope() };
  // an imported game goes back out under its log's names (the game calls its players by their Discord names)
  const imported = record.options.importedPlayers as PlayerInfo[] | undefined;
  if (imported) envelope.players = imported;
  const file = new AttachmentBuilder(Buffer.from(JSON.stringify(envelope, null, 1)), { name: `${titleOf(record).id}-${record.id}.json` });
  await answer(i, { content: `Log of game #${record.id} (${live.game.log.length} actions; sealed bids stay hidden).`, files: [file] });
}

async function settings(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const record = await resolveGame(i, ctx);
  const change = gameReminderChangeOf(i);
  if (!change) {
    await deferEphemeral(i);
    await i.editReply({ content: `Game #${record.id}: ${describeGameReminders(policyFromOptions(record.options))}` });
    return;
  }
  if (!canAbandon(i, record)) throw new Refusal(`Only the game's creator (<@${record.creatorId}>) or someone with Manage Server can change its settings.`);
  await deferEphemeral(i);
  const result = await updateGameReminderSettings(ctx.store, record.id, change);
  if (!result.ok) throw new Refusal(result.error);
  await answer(i, { content: `Game #${record.id}: ${result.text}` });
  await postToGame(ctx, record, `⚙️ <@${i.user.id}> changed the settings. ${result.text}`);
}

async function execute(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  switch (i.options.getSubcommand()) {
    case 'new':
      return newGame(i, ctx);
    case 'status':
      return status(i, ctx);
    case 'list':
      return list(i, ctx);
    case 'chart':
      return chartCommand(i, ctx);
    case 'log':
      return logCommand(i, ctx);
    case 'abandon':
      return abandon(i, ctx);
    case 'export':
      return exportGame(i, ctx);
    case 'import':
      return importGame(i, ctx);
    case 'settings':
      return settings(i, ctx);
    case 'undo':
      await submitAction(i, ctx, () => ({ type: 'undo' }), { undo: true });
      return;
    default:
      await replyEphemeral(i, 'Unknown subcommand. Type /game to see them.');
  }
}

async function autocomplete(i: AutocompleteInteraction, ctx: BotContext): Promise<void> {
  const focused = i.options.getFocused(true);
  const typed = String(focused.value).toLowerCase();
  let choices: { name: string; value: string }[] = [];
  if (focused.name === 'title') {
    choices = allTitles().map((t) => ({ name: `${t.displayName} (${t.minPlayers}–${t.maxPlayers} players)`, value: t.id }));
  } else if (focused.name === 'variant') {
    return void (await i.respond(variantChoices(findTitle(i.options.getString('title') ?? ''), String(focused.value)).slice(0, 25)));
  } else if (focused.name === 'game') {
    return void (await i.respond(await gameChoices(i, ctx)));
  }
  await i.respond(choices.filter((c) => !typed || c.name.toLowerCase().includes(typed) || c.value.includes(typed)).slice(0, 25));
}

const gameButtons: ComponentHandler = async (i: ButtonInteraction | ModalSubmitInteraction, id, ctx) => {
  if (!i.isButton() || id.verb !== 'abandon') return;
  requireOwner(id, i.user.id, 'confirmation');
  const record = await ctx.store.getGame(id.args[0] ?? '');
  if (!record) throw new Refusal('That game no longer exists.');
  if (record.status === 'abandoned' || record.status === 'finished') throw new Refusal(`Game #${record.id} is already ${record.status}.`);
  const member = i.memberPermissions?.has(PermissionFlagsBits.ManageGuild);
  if (i.user.id !== record.creatorId && !member) throw new Refusal('Only the creator or someone with Manage Server can abandon this game.');
  await deferClicked(i);
  await ctx.store.updateGame(record.id, { status: 'abandoned' });
  await ctx.store.setWaiting(record.id, [], 0, new Date());
  ctx.games.invalidate(record.id);
  const ended = { ...record, status: 'abandoned' as const };
  await editLobbyMessage(ctx, ended, record.options.importedPlayers ? { components: [] } : lobbyView(ended, await ctx.store.listSeats(record.id)));
  await postToGame(ctx, record, `🛑 Game #${record.id} was abandoned by <@${i.user.id}>. /game export still downloads its log.`);
  await updateClicked(i, { content: `Game #${record.id} abandoned.`, components: [] });
  ctx.log.info({ gameId: record.id, by: i.user.id }, 'game abandoned');
};

export const game: CommandModule = {
  data,
  execute,
  autocomplete,
  components: { [LOBBY]: lobbyButtons, [IMPORT]: importButtons, [GAME]: gameButtons },
  // the lobby, the game's status and its chart are for everyone; the rest is answered privately
  defer: (i) => {
    const sub = i.options.getSubcommand(false);
    return sub === 'status' ? deferralAsAsked(i) : sub === 'new' || sub === 'chart' ? 'public' : 'ephemeral';
  },
  // these buttons update the message they are on
  componentDefer: { [LOBBY]: 'update', [IMPORT]: 'update', [GAME]: 'update' },
};

export default game;
