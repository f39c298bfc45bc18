// Chicago Express auctions in Discord: bid/pass buttons under each thread message while an auction
// runs, and what a click does. Custom ids carry the game id and the log length the buttons were made
// for, so they keep working after a restart and a click on an outdated message changes nothing.
import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
import type { ActionRowData, ButtonInteraction, MessageActionRowComponentData, ModalSubmitInteraction } from 'discord.js';
import type { Action } from '../../../engine/types.ts';
import { lowestBid, isChicagoExpress } from '../../../engine/titles/chicago-express/face.ts';
import type { View } from '../../../engine/types.ts';
import { viewGame } from '../../../engine/view.ts';
import type { CxState } from '../../../engine/titles/chicago-express/face.ts';
import { announceAction } from '../../actions.ts';
import type { ComponentHandler } from '../../command.ts';
import type { BotContext } from '../../context.ts';
import { indexArg, makeCustomId } from '../../customId.ts';
import type { LiveGame } from '../../services/games.ts';
import { Refusal } from '../../services/refusal.ts';
import { deferEphemeral } from '../../respond.ts';

/** Custom id prefix of the auction buttons. */
export const CX_AUCTION = 'cxa';

export interface BidButton {
  label: string;
  price: number | null;
}

/** The buttons for the player to act: Bid min, +1/+2/+5 (over the high bid, or over the minimum), Pass. */
export function bidButtons(state: CxState): BidButton[] {
  const a = state.auction;
  if (state.phase !== 'auction' || !a) return [];
  const lowest = lowestBid(state, a);
  const cash = state.cash[a.toAct]!;
  const base = a.highBidder === null ? lowest : a.highBid;
  const out: BidButton[] = [];
  const seen = new Set<number>();
  const add = (label: string, price: number) => {
    if (price < lowest || price > cash || seen.has(price)) return;
    seen.add(price);
    out.push({ label: `${label} ($${price})`, price });
  };
  add('Bid min', lowest);
  for (const step of [1, 2, 5]) add(`+${step}`, base + step);
  out.push({ label: 'Pass', price: null });
  return out;
}

/** Components for a game message: the auction row while a Chicago Express auction runs, else none. */
export function auctionComponents(live: LiveGame): ActionRowData<MessageActionRowComponentData>[] {
  // posted in the thread: the public's view
  const game = live.game && viewGame(live.game, null);
  if (!game || !isChicagoExpress(game.def) || game.finished) return [];
  const buttons = bidButtons(game.state as View<CxState>);
  if (!buttons.length) return [];
  const seq = game.log.length;
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    buttons.map((b) =>
      new ButtonBuilder()
        .setCustomId(b.price === null ? makeCustomId(CX_AUCTION, 'pass', live.record.id, seq) : makeCustomId(CX_AUCTION, 'bid', live.record.id, seq, b.price))
        .setLabel(b.label)
        .setStyle(b.price === null ? ButtonStyle.Secondary : ButtonStyle.Primary),
    ),
  );
  return [row.toJSON() as ActionRowData<MessageActionRowComponentData>];
}

/** What a click asks for, checked against the game as it is now. */
export function clickAction(state: CxState, logLength: number, verb: string, args: string[], player: Action['entity']): Action {
  if (indexArg(args[1]) !== logLength) {
    throw new Refusal('These buttons are out of date: the game has moved on. Use the buttons on the newest message in the thread, or /bid and /pass.');
  }
  const a = state.auction;
  if (state.phase !== 'auction' || !a) throw new Refusal('No auction is running now. /move lists what you can do.');
  if (verb === 'pass') return { type: 'pass', entity: player };
  if (verb === 'bid') return { type: 'bid', entity: player, corporation: a.corporation, price: indexArg(args[2]) };
  throw new Refusal('Unknown auction button. Use /bid or /pass.');
}

export const auctionButtonHandler: ComponentHandler = async (i: ButtonInteraction | ModalSubmitInteraction, id, ctx: BotContext) => {
  if (!i.isButton()) return;
  const gameId = id.args[0] ?? '';
  await deferEphemeral(i);
  const result = await ctx.games.act(gameId, i.user.id, (live, player) => {
    if (!isChicagoExpress(live.game.def)) throw new Refusal('These buttons belong to a Chicago Express game.');
    return clickAction(live.game.state as CxState, live.game.log.length, id.verb, id.args, player);
  });
  await announceAction(ctx, result, i.user.id);
  // The clicked message's buttons are spent: the new thread message carries the next ones.
  await i.message.edit({ components: [] }).catch((err: unknown) => ctx.log.debug({ err: String(err) }, 'could not clear auction buttons'));
  await i.editReply({ content: `✅ ${result.summary}` });
};
