// Lobbies: the message with Join / Leave / Start, and what those buttons do.
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, EmbedBuilder } from 'discord.js';
import type { ButtonInteraction, ModalSubmitInteraction } from 'discord.js';
import { SeededRandom } from '../engine/rng.ts';
import { variantWords } from './variants.ts';
import type { ComponentHandler } from './command.ts';
import type { BotContext } from './context.ts';
import { makeCustomId } from './customId.ts';
import { displayName } from './names.ts';
import { deferClicked, replyEphemeral, updateClicked } from './respond.ts';
import { postToGame } from './services/announce.ts';
import { announceOpenRound } from './sealed/rounds.ts';
import { titleOf, type LiveGame } from './services/games.ts';
import { Refusal } from './services/refusal.ts';
import { statusText } from './services/status.ts';
import { statusFiles } from './actions.ts';
import { messageComponents } from './titles/registry.ts';
import type { GameRecord, SeatRecord } from './services/store.ts';

export const LOBBY = 'lobby';

export function lobbyView(record: GameRecord, seats: SeatRecord[]) {
  const def = titleOf(record);
  const open = record.status === 'lobby';
  // the variants by their titles (as the title defines them), not the ids typed in the command
  const variant = record.options.variant ? `Variant: ${variantWords(def, String(record.options.variant))}\n` : '';
  const order = record.options.seatOrder === 'join' ? 'as joined' : 'random';
  const players = seats.length ? seats.map((s, i) => `${i + 1}. ${s.name}`).join('\n') : '—';
  const embed = new EmbedBuilder()
    .setTitle(`${def.displayName} — game #${record.id}`)
    .setDescription(
      `${variant}Players: ${def.minPlayers}–${def.maxPlayers} · seat order: ${order}\n` +
        (open ? `<@${record.creatorId}> starts the game when everyone is in.` : `Status: ${record.status}`),
    )
    .addFields({ name: `Seated (${seats.length}/${def.maxPlayers})`, value: players });
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId(makeCustomId(LOBBY, 'join', record.id)).setLabel('Join').setStyle(ButtonStyle.Primary),
    new ButtonBuilder().setCustomId(makeCustomId(LOBBY, 'leave', record.id)).setLabel('Leave').setStyle(ButtonStyle.Secondary),
    new ButtonBuilder().setCustomId(makeCustomId(LOBBY, 'start', record.id)).setLabel('Start').setStyle(ButtonStyle.Success),
  );
  return { embeds: [embed], components: open ? [row] : [] };
}

async function lobbyRecord(ctx: BotContext, gameId: string | undefined): Promise<GameRecord> {
  const record = gameId ? await ctx.store.getGame(gameId) : null;
  if (!record) throw new Refusal('That lobby no longer exists. Start a new game with /game new.');
  if (record.status !== 'lobby') throw new Refusal(`Game #${record.id} has already ${record.status === 'active' ? 'started' : 'ended'}; this lobby is closed. /game status shows it.`);
  return record;
}

async function refresh(i: ButtonInteraction, ctx: BotContext, gameId: string): Promise<void> {
  const record = (await ctx.store.getGame(gameId))!;
  await updateClicked(i, lobbyView(record, await ctx.store.listSeats(gameId)));
}

/** Seat order at start: random from the game's seed, or join order. */
export function orderSeats(record: GameRecord, seats: SeatRecord[]): SeatRecord[] {
  if (record.options.seatOrder === 'join') return seats;
  return new SeededRandom(record.seed).shuffle(seats);
}

async function start(i: ButtonInteraction, ctx: BotContext, gameId: string): Promise<void> {
  const record = await lobbyRecord(ctx, gameId);
  if (i.user.id !== record.creatorId) throw new Refusal(`Only <@${record.creatorId}>, who created this game, can start it. Ask them to press Start.`);
  // The lobby's message and thread are stored together once /game new has opened the thread (or found
  // it cannot); before that the game would post its start and moves in the channel.
  if (!record.lobbyMessageId) throw new Refusal("This game's thread is still being set up. Press Start again in a moment.");
  const def = titleOf(record);
  const seats = await ctx.store.listSeats(gameId);
  if (seats.length < def.minPlayers) {
    throw new Refusal(`${def.displayName} needs at least ${def.minPlayers} players; ${seats.length} joined. Wait for more to press Join.`);
  }
  const ordered = orderSeats(record, seats).map((s, position) => ({ ...s, position }));
  ctx.games.startEngine(record, ordered); // validates counts and options before anything is stored
  await deferClicked(i);
  await ctx.store.setSeatOrder(gameId, ordered.map((s) => s.userId!));
  // 'starting' until the start is posted: a crash in between is finished by the start-up sweep
  await ctx.store.updateGame(gameId, { status: 'starting' });
  await completeStart(ctx, gameId);
  await refresh(i, ctx, gameId);
}

/**
 * The rest of a start (status 'starting', seats ordered): the start message in the thread, the sealed
 * round's sheets if one opens, then the game is active and waits on its first player. Also run by the
 * start-up sweep for a start that stopped part-way.
 */
export async function completeStart(ctx: BotContext, gameId: string): Promise<void> {
  ctx.games.invalidate(gameId);
  const loaded = await ctx.games.load(gameId, { fresh: true });
  if (loaded.record.status !== 'starting') return;
  const live: LiveGame = { ...loaded, record: { ...loaded.record, status: 'active' } };
  const order = live.seats.map((s, n) => `${n + 1}. <@${s.userId}>`).join('\n');
  await postToGame(ctx, live.record, `🚂 **Game #${gameId} has started!** Seat order:\n${order}\n\n${statusText(live)}`, {
    files: await statusFiles(ctx, live),
    components: messageComponents(live),
  });
  await announceOpenRound(ctx, live);
  await ctx.store.updateGame(gameId, { status: 'active' });
  await ctx.games.recordWaiting(live);
  // the cache takes the active record, keeping the game replayed above: its moves are not listed again
  await ctx.games.load(gameId);
  ctx.log.info({ gameId, players: live.seats.length }, 'game started');
}

export const lobbyButtons: ComponentHandler = async (i: ButtonInteraction | ModalSubmitInteraction, id, ctx) => {
  if (!i.isButton()) return;
  const gameId = id.args[0] ?? '';
  // One click at a time per game: two Starts (or a Join racing a Start) must not both pass the checks.
  await ctx.games.serialize(gameId, () => lobbyClick(i, id.verb, gameId, ctx));
};

async function lobbyClick(i: ButtonInteraction, verb: string, gameId: string, ctx: BotContext): Promise<void> {
  const id = { verb };
  if (id.verb === 'join') {
    const record = await lobbyRecord(ctx, gameId);
    const def = titleOf(record);
    const seats = await ctx.store.listSeats(gameId);
    if (seats.some((s) => s.userId === i.user.id)) throw new Refusal("You're already in this game. Press Leave to drop out.");
    if (seats.length >= def.maxPlayers) throw new Refusal(`This game is full (${def.maxPlayers} players). Start another with /game new.`);
    await ctx.store.addSeat(gameId, i.user.id, displayName(i));
    await refresh(i, ctx, gameId);
    return;
  }
  if (id.verb === 'leave') {
    const record = await lobbyRecord(ctx, gameId);
    if (i.user.id === record.creatorId) throw new Refusal('You created this game, so you cannot leave it. Use /game abandon to cancel it instead.');
    if (!(await ctx.store.removeSeat(gameId, i.user.id))) throw new Refusal("You're not in this game. Press Join to take a seat.");
    await refresh(i, ctx, gameId);
    return;
  }
  if (id.verb === 'start') return start(i, ctx, gameId);
  await replyEphemeral(i, 'Unknown lobby button. Use /game status.');
}
