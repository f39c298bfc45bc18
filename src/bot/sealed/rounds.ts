// Sealed rounds in a game's life: when one opens, every bidder gets their sheet by DM (a bidder
// whose DMs are closed is told in the thread to open it there, privately); when one is revealed,
// the thread gets every sheet as a picture and the item-by-item result. Nothing here knows a title.
import { AttachmentBuilder } from 'discord.js';
import { revealBetween, roundOpened } from '../../engine/sealed.ts';
import { viewGame, type GameView } from '../../engine/view.ts';
import type { PlayerId, SealedReveal, SealedSheet } from '../../engine/types.ts';
import { isDmRefusal } from '../../jobs/discord-sender.ts';
import { renderSealedReveal } from '../../render/sealed-reveal.ts';
import type { BotContext } from '../context.ts';
import { postToGame } from '../services/announce.ts';
import type { LiveGame } from '../services/games.ts';
import { playerIdOf, sameId, seatOfPlayer } from '../services/players.ts';
import { revealLines } from './reveal-text.ts';
import { parseCustomId } from '../customId.ts';
import { roundTag } from './draft.ts';
import { clearDrafts } from './drafts.ts';
import { freshDraft, openSheetButton, SEALED, sheetMessage, type Row, type SheetMessage } from './sheet-view.ts';

export function gameName(live: LiveGame): string {
  return `${live.game?.def.displayName ?? live.record.title} #${live.record.id}`;
}

export function playerName(live: LiveGame, p: PlayerId): string {
  return seatOfPlayer(live.seats, p)?.name ?? live.game?.players.find((x) => sameId(x.id, p))?.name ?? String(p);
}

/** The open round as this Discord user may bid in it, or null (no round, not seated, not a bidder). */
export function sheetOfUser(live: LiveGame, userId: string): { sheet: SealedSheet; player: PlayerId } | null {
  if (!live.game || live.record.status !== 'active') return null;
  const player = playerIdOf(live.game, live.seats, userId);
  if (player === undefined) return null;
  const sheet = viewGame(live.game, player).sheet;
  if (!sheet || !sheet.bidders.some((p) => sameId(p, player))) return null;
  return { sheet, player };
}

/** The bidder's sheet message, opened fresh (draft = what they submitted) unless a draft is given. */
export function sheetFor(live: LiveGame, sheet: SealedSheet, player: PlayerId, opts: { draft?: number[]; page?: number; note?: string } = {}): SheetMessage {
  const ownerId = seatOfPlayer(live.seats, player)?.userId;
  if (!ownerId) throw new Error(`game ${live.record.id}: no Discord user holds the seat of a bidder`);
  return sheetMessage({
    gameId: live.record.id,
    ownerId,
    gameName: gameName(live),
    sheet,
    draft: opts.draft ?? freshDraft(sheet),
    page: opts.page ?? 0,
    submittedNames: sheet.submitted.map((p) => playerName(live, p)),
    submitted: sheet.submitted.some((p) => sameId(p, player)),
    note: opts.note,
  });
}

/**
 * Components for a game message while a sealed round is open: **Open my bid sheet**, so that the thread's
 * newest message always has it (the round's first notice scrolls away as sheets come in). None otherwise.
 */
export function openRoundComponents(live: LiveGame): Row[] {
  const open = live.game && live.record.status === 'active' ? viewGame(live.game, null).sheet : null;
  return open ? [openSheetButton(live.record.id)] : [];
}

/** A round is open now: DM every bidder their sheet, then say so in the thread. */
export async function announceOpenRound(ctx: BotContext, live: LiveGame): Promise<void> {
  const game = live.game;
  const open = game && live.record.status === 'active' ? viewGame(game, null).sheet : null;
  if (!open) return;
  const where = live.record.threadId ? ` (game thread: <#${live.record.threadId}>)` : '';
  const closed: string[] = [];
  for (const bidder of open.bidders) {
    const userId = seatOfPlayer(live.seats, bidder)?.userId;
    if (!userId) continue;
    // each bidder's DM holds their own view of the round
    const sheet = viewGame(game!, bidder).sheet;
    if (!sheet) continue;
    try {
      await ctx.client.users.send(userId, { ...sheetFor(live, sheet, bidder, { note: `📨 **${gameName(live)}**: sealed bids are open${where}.` }), allowedMentions: { parse: [] } });
    } catch (err) {
      closed.push(userId);
      if (!isDmRefusal(err)) ctx.log.warn({ gameId: live.record.id, userId, err: err instanceof Error ? err.message : String(err) }, 'could not DM a bid sheet');
    }
  }
  const lines = [
    `🔒 **Sealed bids are open** — ${open.items.length} item${open.items.length === 1 ? '' : 's'}. Every bidder got their bid sheet by DM. ` +
      'Sheets stay private; the thread only shows who has submitted. When the last sheet is in, every sheet is revealed here.',
  ];
  if (closed.length) lines.push(`${closed.map((u) => `<@${u}>`).join(' ')}: I could not DM you. Press **Open my bid sheet** (or use /bid here) to bid privately.`);
  await postToGame(ctx, live.record, lines.join('\n'), { components: [openSheetButton(live.record.id)] });
}

/** The reveal in the thread: every sheet as a picture, and the item-by-item result. */
export async function postReveal(ctx: BotContext, live: LiveGame, reveal: SealedReveal): Promise<void> {
  const game = live.game!;
  const name = (p: PlayerId) => playerName(live, p);
  const headline = `${gameName(live)} — sealed bids revealed`;
  const files: AttachmentBuilder[] = [];
  try {
    const players = game.players.map((p) => ({ id: p.id, name: name(p.id) }));
    files.push(new AttachmentBuilder(renderSealedReveal(reveal, players, headline), { name: `game-${live.record.id}-${game.log.length}-sealed-bids.png` }));
  } catch (err) {
    ctx.log.warn({ gameId: live.record.id, err: err instanceof Error ? err.message : String(err) }, 'sealed reveal picture failed');
  }
  await postToGame(ctx, live.record, [`🔓 **Sealed bids revealed** — ${gameName(live)}`, ...revealLines(reveal, name)].join('\n'), { files });
  await closeDmSheets(ctx, live, reveal);
}

/** Once a round is revealed, the bidders' DM sheets of that round lose their menus (closed, not stale). */
async function closeDmSheets(ctx: BotContext, live: LiveGame, reveal: SealedReveal): Promise<void> {
  const tag = roundTag(reveal.round);
  const thread = live.record.threadId ? ` in <#${live.record.threadId}>` : '';
  for (const sheet of reveal.sheets) {
    const userId = seatOfPlayer(live.seats, sheet.player)?.userId;
    if (!userId) continue;
    try {
      const dm = await ctx.client.users.createDM(userId);
      const messages = await dm.messages.fetch({ limit: 50 });
      for (const message of messages.values()) {
        if (message.author.id !== ctx.client.user?.id) continue;
        const rows = message.components.map((row) => row.toJSON() as { components?: { custom_id?: string }[] });
        const ids = rows.flatMap((row) => (row.components ?? []).map((c) => c.custom_id ?? null));
        const mine = ids.some((id) => {
          const parsed = id ? parseCustomId(id) : null;
          return parsed?.prefix === SEALED && parsed.args[0] === live.record.id && parsed.args[1] === tag;
        });
        if (mine) await message.edit({ content: `${message.content}\n🔓 Revealed${thread}: this sheet is closed.`.slice(0, 2000), components: [] });
      }
    } catch (err) {
      ctx.log.debug({ gameId: live.record.id, userId, err: err instanceof Error ? err.message : String(err) }, 'could not close a DM bid sheet');
    }
  }
}

/** After an accepted action (`before` and the game after it as the public sees them): post a reveal it caused, and open the next round if one opened. */
export async function sealedAfterAction(ctx: BotContext, before: GameView | null, after: LiveGame): Promise<void> {
  if (!after.game?.def.sealed) return;
  const now = viewGame(after.game, null);
  const reveal = revealBetween(before, now);
  if (reveal) {
    await clearDrafts(ctx, after.record.id); // the unsubmitted drafts of the revealed round are never shown
    await postReveal(ctx, after, reveal);
  }
  if (roundOpened(before, now)) await announceOpenRound(ctx, after);
}
