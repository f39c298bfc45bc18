// Clicks on a bid sheet (select a price, page, submit) and the ways to open one: the thread's
// "Open my bid sheet" button and /bid. Custom ids: sb:open:<game>, sb:pick|page|send:<game>:<round tag>:…
import type { AutocompleteInteraction, ButtonInteraction, ChatInputCommandInteraction, ModalSubmitInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { PlayerId, SealedSheet } from '../../engine/types.ts';
import { announceAction } from '../actions.ts';
import type { ComponentHandler } from '../command.ts';
import type { BotContext } from '../context.ts';
import type { CustomId } from '../customId.ts';
import { deferClicked, deferEphemeral, updateClicked } from '../respond.ts';
import type { ActResult, LiveGame } from '../services/games.ts';
import { Refusal } from '../services/refusal.ts';
import { resolveGame } from '../services/resolve.ts';
import { bidsOfDraft, decodeDraft, roundTag, type Draft } from './draft.ts';
import { sheetFor, sheetOfUser } from './rounds.ts';

type Clicked = ButtonInteraction | StringSelectMenuInteraction;

const CLOSED = 'This bid sheet is closed: its auction was revealed (or the game moved on). /game status shows the game.';

async function openSheet(ctx: BotContext, gameId: string, userId: string, none = 'There are no sealed bids to place in this game right now.'): Promise<{ live: LiveGame; sheet: SealedSheet; player: PlayerId }> {
  const live = await ctx.games.load(gameId);
  const mine = sheetOfUser(live, userId);
  if (!mine) {
    const seated = live.seats.some((s) => s.userId === userId);
    throw new Refusal(seated ? none : 'You are not seated in this game, so you have no bid sheet.');
  }
  return { live, ...mine };
}

function draftFrom(sheet: SealedSheet, tag: string, code: string): Draft {
  const draft = tag === roundTag(sheet.round) ? decodeDraft(sheet.items, code) : null;
  if (!draft) throw new Refusal(CLOSED);
  return draft;
}

/** Store this bidder's sheet (replacing an earlier one) and tell the thread who submitted. */
export async function submitSheet(ctx: BotContext, gameId: string, userId: string, tag: string, bids: Record<string, number>): Promise<ActResult> {
  const result = await ctx.games.act(
    gameId,
    userId,
    (live, player) => {
      const mine = sheetOfUser(live, userId);
      if (!mine || roundTag(mine.sheet.round) !== tag) throw new Refusal(CLOSED);
      return live.game.def.sealed!.submit(live.game.state, player, bids);
    },
    { requireTurn: false },
  );
  await announceAction(ctx, result, userId);
  return result;
}

/** What the sheet message shows after a submit: the sheet again (with `hint`), or that the round was revealed. */
function afterSubmit(result: ActResult, userId: string, done: string, hint = ''): { content: string; components: [] } | ReturnType<typeof sheetFor> {
  const mine = sheetOfUser(result.after, userId);
  if (mine && mine.sheet.round === result.action.round) return sheetFor(result.after, mine.sheet, mine.player, { note: `${done}${hint}` });
  const thread = result.after.record.threadId;
  return { content: `${done} Yours was the last sheet, so every sheet is now revealed${thread ? ` in <#${thread}>` : ''}.`, components: [] };
}

async function onSheetClick(i: Clicked, id: CustomId, ctx: BotContext): Promise<void> {
  const [gameId, tag, pageArg, ...rest] = id.args;
  if (!gameId) throw new Refusal(CLOSED);
  if (id.verb === 'open') {
    const { live, sheet, player } = await openSheet(ctx, gameId, i.user.id);
    await deferEphemeral(i);
    await i.editReply(sheetFor(live, sheet, player));
    return;
  }
  const page = Number(pageArg);
  const code = id.verb === 'pick' ? rest[1] : rest[0];
  if (!tag || !code || !Number.isInteger(page)) throw new Refusal(CLOSED);
  if (id.verb === 'send') {
    const { sheet } = await openSheet(ctx, gameId, i.user.id, CLOSED);
    const draft = draftFrom(sheet, tag, code);
    await deferClicked(i);
    const result = await submitSheet(ctx, gameId, i.user.id, tag, bidsOfDraft(sheet.items, draft));
    await i.editReply(afterSubmit(result, i.user.id, '✅ Submitted.', ' Change anything and submit again to replace it, until the last sheet is in.'));
    return;
  }
  const { live, sheet, player } = await openSheet(ctx, gameId, i.user.id, CLOSED);
  const draft = draftFrom(sheet, tag, code);
  if (id.verb === 'pick') {
    if (!i.isStringSelectMenu()) throw new Refusal(CLOSED);
    const [item, option] = (i.values[0] ?? '').split('.').map(Number);
    const max = sheet.items[item ?? -1]?.prices.length;
    if (max === undefined || !Number.isInteger(option) || option! < 0 || option! > max) throw new Refusal(CLOSED);
    draft[item!] = option!;
  } else if (id.verb !== 'page') {
    throw new Refusal(CLOSED);
  }
  await updateClicked(i, sheetFor(live, sheet, player, { draft, page }));
}

export const sealedComponents: ComponentHandler = async (i: ButtonInteraction | ModalSubmitInteraction | StringSelectMenuInteraction, id, ctx) => {
  if (!i.isButton() && !i.isStringSelectMenu()) return;
  await onSheetClick(i, id, ctx);
};

/**
 * /bid while a sealed round is open for the caller: without options it opens their sheet
 * (privately); with company: and price: it sets that item in their submitted sheet and submits it.
 * Returns false when no sealed round is open for them (the ordinary /bid goes on).
 */
export async function bidInSealedRound(i: ChatInputCommandInteraction, ctx: BotContext): Promise<boolean> {
  let live: LiveGame;
  try {
    live = await ctx.games.load((await resolveGame(i, ctx)).id);
  } catch {
    return false; // the ordinary path gives the refusal
  }
  const mine = sheetOfUser(live, i.user.id);
  if (!mine) return false;
  const { sheet, player } = mine;
  const company = i.options.getString('company');
  const price = i.options.getInteger('price');
  await deferEphemeral(i);
  if (company === null && price === null) {
    await i.editReply(sheetFor(live, sheet, player));
    return true;
  }
  if (company === null || price === null) throw new Refusal('Give both company: and price: to set one bid, or neither to open your whole bid sheet.');
  const wanted = company.trim().toLowerCase();
  const item = sheet.items.find((x) => x.id.toLowerCase() === wanted || x.name.toLowerCase() === wanted);
  if (!item) throw new Refusal(`"${company.slice(0, 100)}" is not up for bidding. Items: ${sheet.items.map((x) => x.name).join(', ').slice(0, 1500)}.`);
  if (!item.prices.includes(price)) throw new Refusal(`${item.name}: the possible bids are ${item.prices.join(', ').slice(0, 1500)}.`);
  const result = await submitSheet(ctx, live.record.id, i.user.id, roundTag(sheet.round), { ...sheet.bids, [item.id]: price });
  await i.editReply(afterSubmit(result, i.user.id, `✅ Submitted: ${item.name} ${price} (your other bids unchanged).`));
  return true;
}

/** /bid company: choices while a sealed round is open for the caller (its items), else null. */
export async function sealedItemChoices(i: AutocompleteInteraction, ctx: BotContext): Promise<{ name: string; value: string }[] | null> {
  try {
    const live = await ctx.games.load((await resolveGame(i, ctx)).id);
    const mine = sheetOfUser(live, i.user.id);
    if (!mine) return null;
    const typed = String(i.options.getFocused() ?? '').toLowerCase();
    return mine.sheet.items
      .map((x) => ({ name: `${x.name}${x.group ? ` (${x.group})` : ''}: ${x.prices[0]}–${x.prices.at(-1)}`.slice(0, 100), value: x.id.slice(0, 100) }))
      .filter((c) => !typed || c.name.toLowerCase().includes(typed))
      .slice(0, 25);
  } catch {
    return null;
  }
}

