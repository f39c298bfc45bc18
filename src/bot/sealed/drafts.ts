// A bidder's unsubmitted draft, stored server-side (the store's sealed drafts), so that every copy of
// their sheet (DM, the thread's private one) and `/bid company: price:` edit the same draft, across
// restarts and processes. Private to the bidder: read only for their own sheet, never logged, never in
// the log, an export or the thread. Without a stored draft for the open round, the draft is the sheet
// they submitted (nothing, before they submit).
import type { PlayerId, SealedSheet } from '../../engine/types.ts';
import type { BotContext } from '../context.ts';
import { draftOfBids, type Draft } from './draft.ts';

export async function draftOf(ctx: BotContext, gameId: string, sheet: SealedSheet, player: PlayerId): Promise<Draft> {
  const stored = await ctx.store.getSealedDraft(gameId, String(player));
  return draftOfBids(sheet.items, stored && stored.round === sheet.round ? stored.bids : sheet.bids);
}

/** Set item number `item` of the draft to its `option`-th price (0 = no bid); returns the draft after. */
export async function setDraftItem(ctx: BotContext, gameId: string, sheet: SealedSheet, player: PlayerId, item: number, option: number): Promise<Draft> {
  const target = sheet.items[item]!;
  const price = option > 0 ? target.prices[option - 1]! : null;
  const bids = await ctx.store.setSealedDraftItem(gameId, String(player), sheet.round, sheet.bids, target.id, price);
  return draftOfBids(sheet.items, bids);
}

/** Forget a bidder's draft once their sheet is in (it is then the submitted sheet), or every draft of a revealed round. */
export async function clearDrafts(ctx: BotContext, gameId: string, player?: PlayerId): Promise<void> {
  await ctx.store.clearSealedDrafts(gameId, player === undefined ? undefined : String(player));
}
