// Clicks on a bid sheet (select a price, page, submit) and the ways to open one: the thread's
// "Open my bid sheet" button and /bid. Custom ids: sb:open:<game>, sb:pick:<game>:<round tag>:<page>:<select>:u<bidder>,
// sb:page:<game>:<round tag>:<page>:u<bidder>, sb:send:<game>:<round tag>:<page>:<the draft shown>:u<bidder>
// (a press by anyone but the bidder is refused). A pick or /bid changes the bidder's stored draft
// (drafts.ts) and posts nothing; only Submit hands the sheet in.
import type { AutocompleteInteraction, ButtonInteraction, ChatInputCommandInteraction, ModalSubmitInteraction, StringSelectMenuInteraction } from 'discord.js';
import type { PlayerId, SealedSheet } from '../../engine/types.ts';
import { announceAction } from '../actions.ts';
import type { ComponentHandler } from '../command.ts';
import type { BotContext } from '../context.ts';
import { indexArg, parseIndex, requireOwner, type CustomId } from '../customId.ts';
import { deferClicked, deferEphemeral, updateClicked } from '../respond.ts';
import type { ActResult, LiveGame } from '../services/games.ts';
import { Refusal } from '../services/refusal.ts';
import { resolveGame } from '../services/resolve.ts';
import { sameId } from '../services/players.ts';
import { bidsOfDraft, decodeDraft, roundTag, type Draft } from './draft.ts';
import { clearDrafts, draftOf, setDraftItem } from './drafts.ts';
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

function checkRound(sheet: SealedSheet, tag: string | undefined): void {
  if (tag !== roundTag(sheet.round)) throw new Refusal(CLOSED);
}

const sameDraft = (a: Draft, b: Draft) => a.length === b.length && a.every((x, k) => x === b[k]);

/** Store this bidder's sheet (replacing an earlier one) and tell the thread who submitted. */
export async function submitSheet(ctx: BotContext, gameId: string, userId: string, tag: string, bids: Record<string, number>): Promise<ActResult> {
  let bidder: PlayerId | undefined;
  const result = await ctx.games.act(
    gameId,
    userId,
    (live, player) => {
      bidder = player;
      const mine = sheetOfUser(live, userId);
      if (!mine || roundTag(mine.sheet.round) !== tag) throw new Refusal(CLOSED);
      return live.game.def.sealed!.submit(live.game.state, player, bids);
    },
    { requireTurn: false },
  );
  // the submitted sheet is now the draft
  if (bidder !== undefined) await clearDrafts(ctx, gameId, bidder);
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
    await i.editReply(sheetFor(live, sheet, player, { draft: await draftOf(ctx, gameId, sheet, player) }));
    return;
  }
  // pick / page / send act on the sheet shown to one bidder: only that bidder may press them.
  requireOwner(id, i.user.id, 'bid sheet');
  const page = indexArg(pageArg);
  const { live, sheet, player } = await openSheet(ctx, gameId, i.user.id, CLOSED);
  checkRound(sheet, tag);
  if (id.verb === 'send') {
    // Submit hands in the draft this message shows; if it changed elsewhere since, show it first
    const shown = decodeDraft(sheet.items, rest[0] ?? '');
    if (!shown) throw new Refusal(CLOSED);
    const draft = await draftOf(ctx, gameId, sheet, player);
    if (!sameDraft(shown, draft)) {
      await updateClicked(i, sheetFor(live, sheet, player, { draft, page, note: '⚠️ Your draft was changed elsewhere (another copy of this sheet, or /bid): this is it now. Press **Submit** to hand it in.' }));
      return;
    }
    await deferClicked(i);
    const result = await submitSheet(ctx, gameId, i.user.id, tag!, bidsOfDraft(sheet.items, draft));
    await i.editReply(afterSubmit(result, i.user.id, '✅ Submitted.', ' Change anything and submit again to replace it, until the last sheet is in.'));
    return;
  }
  let draft: Draft;
  if (id.verb === 'pick') {
    if (!i.isStringSelectMenu()) throw new Refusal(CLOSED);
    indexArg(rest[0]); // (the menu's place on the page: written canonically, like every number of a custom id)
    // a menu value is "item.option", both canonical numbers
    const [item, option, ...extra] = (i.values[0] ?? '').split('.').map(parseIndex);
    const max = item === null || item === undefined ? undefined : sheet.items[item]?.prices.length;
    if (max === undefined || extra.length || option === null || option === undefined || option > max) throw new Refusal(CLOSED);
    draft = await setDraftItem(ctx, gameId, sheet, player, item!, option!);
  } else if (id.verb === 'page') {
    draft = await draftOf(ctx, gameId, sheet, player);
  } else {
    throw new Refusal(CLOSED);
  }
  await updateClicked(i, sheetFor(live, sheet, player, { draft, page }));
}

export const sealedComponents: ComponentHandler = async (i: ButtonInteraction | ModalSubmitInteraction | StringSelectMenuInteraction, id, ctx) => {
  if (!i.isButton() && !i.isStringSelectMenu()) return;
  await onSheetClick(i, id, ctx);
};

/**
 * /bid while a sealed round is open for the caller: without options it opens their sheet (privately);
 * with company: and price: it sets that one bid in their draft (price 0 clears it, unless 0 is a
 * price) and shows the sheet with it, whose Submit hands the sheet in. Nothing is posted in the
 * thread. Returns false when no sealed round is open for them (the ordinary /bid goes on).
 */
export async function bidInSealedRound(i: ChatInputCommandInteraction, ctx: BotContext, live: LiveGame): Promise<boolean> {
  const mine = sheetOfUser(live, i.user.id);
  if (!mine) return false;
  const { sheet, player } = mine;
  const gameId = live.record.id;
  const company = i.options.getString('company');
  const price = i.options.getInteger('price');
  await deferEphemeral(i);
  if (company === null && price === null) {
    await i.editReply(sheetFor(live, sheet, player, { draft: await draftOf(ctx, gameId, sheet, player) }));
    return true;
  }
  if (company === null || price === null) throw new Refusal('Give both company: and price: to set one bid, or neither to open your whole bid sheet.');
  const wanted = company.trim().toLowerCase();
  const index = sheet.items.findIndex((x) => x.id.toLowerCase() === wanted || x.name.toLowerCase() === wanted);
  const item = sheet.items[index];
  if (!item) throw new Refusal(`"${company.slice(0, 100)}" is not up for bidding. Items: ${sheet.items.map((x) => x.name).join(', ').slice(0, 1500)}.`);
  const option = item.prices.indexOf(price) + 1;
  if (option === 0 && price !== 0) throw new Refusal(`${item.name}: the possible bids are ${item.prices.join(', ').slice(0, 1500)} (0 takes your bid off).`);
  const draft = await setDraftItem(ctx, gameId, sheet, player, index, option);
  const set = option ? `✏️ Your draft now bids **${price}** on ${item.name}` : `✏️ Your draft now has no bid on ${item.name}`;
  const submitted = sheet.submitted.some((p) => sameId(p, player));
  const note = `${set}; nothing is handed in until you press **${submitted ? 'Submit again' : 'Submit'}** below${submitted ? ' (your submitted sheet stands until then)' : ''}.`;
  await i.editReply(sheetFor(live, sheet, player, { draft, note }));
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

