// /game import: replay an 18xx.games export, then let people claim its seats with buttons. When
// every seat is claimed the game continues in its thread like any other.
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, EmbedBuilder } from 'discord.js';
import type { Attachment, ButtonInteraction, ChatInputCommandInteraction, ModalSubmitInteraction } from 'discord.js';
import { z } from 'zod';
import { replay, ReplayError } from '../engine/game.ts';
import { allTitles, findTitle } from '../engine/registry.ts';
import type { GameLog } from '../engine/types.ts';
import { statusFiles } from './actions.ts';
import { clip, LIMITS, quote } from './fit.ts';
import { checkImport, IMPORT_LIMITS } from './importCheck.ts';
import type { ComponentHandler } from './command.ts';
import type { BotContext } from './context.ts';
import { makeCustomId } from './customId.ts';
import { displayName } from './names.ts';
import { answer, answerLong, deferEphemeral, updateClicked } from './respond.ts';
import { postToGame } from './services/announce.ts';
import { messageComponents } from './titles/registry.ts';
import { announceOpenRound } from './sealed/rounds.ts';
import { Refusal } from './services/refusal.ts';
import { statusText } from './services/status.ts';
import type { GameRecord, SeatRecord } from './services/store.ts';
import { openThread } from './threads.ts';

export const IMPORT = 'import';

const Envelope = z.looseObject({
  title: z.string(),
  players: z.array(z.looseObject({ id: z.union([z.number(), z.string()]), name: z.string() })).min(1).max(25),
  settings: z.looseObject({ seed: z.number().int() }),
  actions: z.array(z.unknown()), // each checked by checkImport, in slices
});

async function readEnvelope(file: Attachment): Promise<GameLog> {
  const tooBig = new Refusal(`That file is too big for a game export (${IMPORT_LIMITS.bytes / 1024 / 1024} MB at most).`);
  if (file.size > IMPORT_LIMITS.bytes) throw tooBig;
  let text: string;
  try {
    const res = await fetch(file.url);
    if (!res.ok) throw new Error(String(res.status));
    text = await res.text();
  } catch (err) {
    if (err === tooBig) throw err;
    throw new Refusal('I could not download that attachment. Try uploading it again.');
  }
  if (text.length > IMPORT_LIMITS.bytes) throw tooBig;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Refusal('That file is not JSON. Export the game from 18xx.games (Tools → Download JSON) and attach that file.');
  }
  const parsed = Envelope.safeParse(json);
  if (!parsed.success) throw new Refusal('That JSON is not an 18xx.games export (it needs title, players, settings.seed and actions).');
  const log = parsed.data as unknown as GameLog;
  await checkImport(log);
  return log;
}

export function claimView(record: GameRecord, seats: SeatRecord[]) {
  const open = seats.filter((s) => !s.userId);
  const intro = open.length ? 'Claim your seat below. The game continues here once every seat is claimed.' : 'Every seat is claimed. Play on in the thread.';
  const list = seats.map((s) => `${quote(s.name, IMPORT_LIMITS.playerName)}: ${s.userId ? `<@${s.userId}>` : 'unclaimed'}`).join('\n');
  const embed = new EmbedBuilder()
    .setTitle(clip(`Imported: ${record.envelopeTitle} — game #${record.id}`, LIMITS.embedTitle))
    .setDescription(clip(`${intro}\n\n**Seats**\n${list}`, LIMITS.embedDescription));
  const buttons = open.slice(0, 25).map((s) =>
    new ButtonBuilder()
      .setCustomId(makeCustomId(IMPORT, 'claim', record.id, s.position))
      .setLabel(clip(`Claim seat: ${quote(s.name)}`, LIMITS.buttonLabel))
      .setStyle(ButtonStyle.Primary),
  );
  const rows: ActionRowBuilder<ButtonBuilder>[] = [];
  for (let k = 0; k < buttons.length; k += 5) rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(k, k + 5)));
  return { embeds: [embed], components: rows };
}

export async function importGame(i: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  if (!i.guildId) throw new Refusal('Import games in a server channel.');
  const file = i.options.getAttachment('file', true);
  await deferEphemeral(i);
  const log = await readEnvelope(file);
  const channel = i.channel;
  if (!channel || !channel.isSendable()) throw new Refusal('I cannot post in this channel. Run the import in a text channel where I may write.');
  const def = findTitle(log.title);
  if (!def) throw new Refusal(`This bot does not have "${quote(log.title)}". Installed titles: ${allTitles().map((t) => t.displayName).join(', ') || 'none'}.`);
  let finished: boolean;
  try {
    const g = replay(log);
    finished = g.def.finished(g.state);
  } catch (err) {
    const why = err instanceof ReplayError ? err.message : err instanceof Error ? err.message : String(err);
    throw new Refusal(`That export does not replay with this bot's rules: ${why}. Nothing was imported.`);
  }
  const { seed, ...settings } = log.settings;
  // Game and log in one transaction: an error or a crash part-way leaves nothing behind.
  const record = await ctx.store.importGame(
    {
      title: def.id,
      envelopeTitle: log.title,
      options: { settings, importedPlayers: log.players.map((p) => ({ id: p.id, name: p.name })), claims: [], importedFrom: log.id ?? null },
      seed,
      guildId: i.guildId,
      channelId: i.channelId,
      creatorId: i.user.id,
      status: finished ? 'finished' : 'lobby',
    },
    log.actions,
  );
  const seats = await ctx.store.listSeats(record.id);
  if (finished) {
    const live = await ctx.games.load(record.id, { fresh: true });
    await answerLong(i, `Imported game #${record.id}, which is already over.\n${statusText(live)}`, { allowedMentions: { parse: [] } });
    return;
  }
  let message;
  try {
    message = await channel.send({
      content: `<@${i.user.id}> imported ${log.actions.length} actions of ${def.displayName}.`,
      ...claimView(record, seats),
      allowedMentions: { parse: [] },
    });
  } catch (err) {
    // Without its claim buttons nobody could take a seat: take the import back.
    await ctx.store.deleteGame(record.id).catch(() => undefined);
    throw err;
  }
  const threadId = await openThread(ctx, message, `${def.displayName} #${record.id}`);
  await ctx.store.updateGame(record.id, { lobbyMessageId: message.id, threadId });
  // answered once the thread exists, so the importer can go straight to it
  await answer(i, { content: `Imported game #${record.id}. Everyone claims their seat here: ${message.url}` });
  ctx.log.info({ gameId: record.id, actions: log.actions.length }, 'game imported');
}

export const importButtons: ComponentHandler = async (i: ButtonInteraction | ModalSubmitInteraction, id, ctx) => {
  if (!i.isButton() || id.verb !== 'claim') return;
  const [gameId, position] = id.args;
  const record = gameId ? await ctx.store.getGame(gameId) : null;
  if (!record || !record.options.importedPlayers) throw new Refusal('That imported game no longer exists.');
  if (record.status !== 'lobby') throw new Refusal('Every seat of this game is already claimed.');
  const seats = await ctx.store.listSeats(gameId!);
  const seat = seats.find((s) => String(s.position) === position);
  if (!seat) throw new Refusal('That seat does not exist.');
  if (seat.userId) throw new Refusal(`${seat.name} is already claimed by <@${seat.userId}>. Pick another seat.`);
  const held = seats.find((s) => s.userId === i.user.id);
  if (held) throw new Refusal(`You already hold ${held.name}. One seat per person.`);
  await i.deferUpdate();
  const ok = await ctx.games.serialize(gameId!, () => ctx.store.claimSeat(gameId!, seat.playerId, i.user.id, displayName(i)));
  if (!ok) throw new Refusal('Someone claimed that seat a moment ago. Pick another.');
  const now = await ctx.store.listSeats(gameId!);
  if (now.every((s) => s.userId)) await ctx.store.updateGame(gameId!, { status: 'active' });
  const fresh = (await ctx.store.getGame(gameId!))!;
  if (fresh.status === 'active') {
    ctx.games.invalidate(gameId!);
    const live = await ctx.games.load(gameId!, { fresh: true });
    await ctx.games.recordWaiting(live);
    await postToGame(ctx, live.record, `🚂 **Every seat is claimed — game #${gameId} continues here.**\n${statusText(live)}`, {
      files: await statusFiles(ctx, live),
      components: messageComponents(live),
    });
    await announceOpenRound(ctx, live);
  }
  await updateClicked(i, claimView(fresh, now));
};
