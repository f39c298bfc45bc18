// Asking a player's consent in the game's thread: Accept / Decline buttons for the asked player only,
// and a time-out after which the request lapses (nothing stored, the actor is told).
import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
import type { RepliableInteraction } from 'discord.js';
import type { BotContext } from '../context.ts';
import { makeCustomId } from '../customId.ts';
import type { ConsentRequest } from '../services/consent-needed.ts';
import type { SeatRecord } from '../services/store.ts';
import { postToGame } from '../services/announce.ts';
import { Refusal } from '../services/refusal.ts';
import { seatOfUser } from '../services/players.ts';
import { moveStory } from '../services/story.ts';
import { viewGame } from '../../engine/view.ts';
import { addPending, armTimeout, CONSENT, CONSENT_TIMEOUT_MS, duePending, setPendingMessage, takePending, type PendingConsent } from './pending.ts';

const minutes = Math.round(CONSENT_TIMEOUT_MS / 60_000);

/** The actor's name as seated in the game. */
export async function actorName(ctx: BotContext, request: ConsentRequest): Promise<string> {
  const seats = await ctx.store.listSeats(request.gameId);
  return seatOfUser(seats, request.actorUserId)?.name ?? `<@${request.actorUserId}>`;
}

/** Remove the buttons of an answered or lapsed request, saying what became of it. */
export async function closeRequestMessage(ctx: BotContext, entry: PendingConsent, content: string): Promise<void> {
  if (!entry.channelId || !entry.messageId) return;
  try {
    const channel = await ctx.client.channels.fetch(entry.channelId);
    if (!channel || !channel.isTextBased()) return;
    const message = await channel.messages.fetch(entry.messageId);
    await message.edit({ content, components: [], allowedMentions: { parse: [] } });
  } catch (err) {
    ctx.log.warn({ gameId: entry.request.gameId, err: err instanceof Error ? err.message : String(err) }, 'could not close consent request');
  }
}

/** The time-out: the request lapses, nothing is stored, the actor is told (the timer calls it; tests too). */
export async function lapse(ctx: BotContext, entry: PendingConsent): Promise<void> {
  if (!(await takePending(ctx.store, entry))) return;
  const { request } = entry;
  const record = await ctx.store.getGame(request.gameId);
  await closeRequestMessage(ctx, entry, `⌛ ${request.askedName} did not answer within ${minutes} minutes: ${request.summary} — not made.`);
  if (record) await postToGame(ctx, record, `<@${request.actorUserId}>: ${request.askedName} did not answer in time, so nothing was done (${request.summary}). You may ask again or make another move.`);
}

/** What the action would do, in the story's words (e.g. "PLE buys a 2-train from B&O for $120"). */
function wordsFor(ctx: BotContext, given: ConsentRequest, name: string, seats: SeatRecord[]): string {
  if (!given.preview) return given.summary;
  try {
    const lines = moveStory(viewGame(given.preview.before, null), viewGame(given.preview.after, null), given.action, given.summary, name, seats);
    const first = lines.find((l) => !l.startsWith('—')) ?? '';
    return first.replace(/^\*\*[^*]+\*\*: /, '') || given.summary;
  } catch (err) {
    ctx.log.warn({ gameId: given.gameId, err: err instanceof Error ? err.message : String(err) }, 'consent words failed');
    return given.summary;
  }
}

/** Post the request in the game's thread and tell the actor privately. */
export async function askConsent(i: Pick<RepliableInteraction, 'editReply'>, ctx: BotContext, given: ConsentRequest): Promise<void> {
  const seats = await ctx.store.listSeats(given.gameId);
  const name = seatOfUser(seats, given.actorUserId)?.name ?? `<@${given.actorUserId}>`;
  // Only what answering needs is kept while the request is open (not the two game states).
  const { preview: _preview, ...rest } = given;
  const request: ConsentRequest = { ...rest, summary: wordsFor(ctx, given, name, seats) };
  if (!request.askedUserId) {
    throw new Refusal(`${request.summary}: this needs ${request.askedName}'s consent, and nobody has claimed that seat yet. Nothing was done.`);
  }
  const record = await ctx.games.record(request.gameId);
  const entry = await addPending(ctx.store, request);
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId(makeCustomId(CONSENT, 'yes', request.gameId, entry.key)).setLabel('Accept').setStyle(ButtonStyle.Success),
    new ButtonBuilder().setCustomId(makeCustomId(CONSENT, 'no', request.gameId, entry.key)).setLabel('Decline').setStyle(ButtonStyle.Danger),
  );
  const message = await postToGame(
    ctx,
    record,
    `<@${request.askedUserId}>, **${name}** asks your consent: ${request.summary}. Nothing happens unless you accept (within ${minutes} minutes).`,
    { components: [row] },
  );
  if (!message) {
    await takePending(ctx.store, entry);
    throw new Refusal(`I could not post the request to ${request.askedName} in the game's thread. Nothing was done.`);
  }
  await setPendingMessage(ctx.store, entry, message.channelId, message.id);
  armTimeout(entry, () => void lapse(ctx, entry).catch((err: unknown) => ctx.log.warn({ err: String(err) }, 'consent lapse failed')));
  await i.editReply({ content: `⏳ ${request.summary}: this needs ${request.askedName}'s consent. I asked them in the thread; nothing is done unless they accept within ${minutes} minutes.` });
}

/** Lapse every request whose time is up (those whose asking process stopped before its timer fired). */
export async function lapseDue(ctx: BotContext, now = new Date()): Promise<number> {
  const due = await duePending(ctx.store, now);
  for (const entry of due) await lapse(ctx, entry);
  return due.length;
}

/** The lapse sweep: every `everyMs`, requests whose time is up are lapsed (once, by whichever process takes them). */
export function startConsentSweep(ctx: BotContext, everyMs = 30_000): { stop(): void } {
  const timer = setInterval(() => void lapseDue(ctx).catch((err: unknown) => ctx.log.warn({ err: String(err) }, 'consent sweep failed')), everyMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
