// One sealed second-price (Vickrey) round of 1871, as the seed page has it: every bid sheet is
// revealed at once and the items are processed one at a time in the order given; each item's
// eligibility is judged after the items before it were settled. Pure: the same input, the same
// result. The game (sealed.ts) and the referee CLI (`cli vickrey`) both call processSealedRound.
// Readings of the page are explained in README.md ("The sealed auction, sentence by sentence").
import { ownValue } from '../../records.ts';

export interface SealedPlayer {
  id: string;
  cash: number;
  /** Certificates held now. */
  certs: number;
  certLimit: number;
  /** Loan debt; any debt makes every bid ineligible. */
  loan: number;
}

export interface SealedItem {
  id: string;
  bidClass: string;
  /** The class's six prices, lowest (the first column) first. */
  prices: readonly number[];
}

/** player id → item id → bid (one of the item's prices). */
export type SealedBids = Record<string, Record<string, number>>;

export type Ineligibility = 'loan' | 'cert_limit' | 'cash';

export interface ItemOutcome {
  item: string;
  winner: string | null;
  price: number | null;
  /** no_bids / no_eligible_bid: unsold; single_bid: first-column price; second_price; tie: the tie amount. */
  how: 'no_bids' | 'no_eligible_bid' | 'single_bid' | 'second_price' | 'tie';
  /** Every bid on the item, highest first, with why it was ineligible (null = eligible). */
  bids: { player: string; amount: number; ineligible: Ineligibility | null }[];
  /** Tie only: the tied bidders, and the Bidding Order Track after the winner moved to the last space. */
  tied?: string[];
  orderAfter?: string[];
}

export interface SealedRoundInput {
  players: readonly SealedPlayer[];
  /** The Bidding Order Track: space 1 first. */
  order: readonly string[];
  /** In processing order. */
  items: readonly SealedItem[];
  bids: SealedBids;
}

export interface SealedRoundResult {
  outcomes: ItemOutcome[];
  order: string[];
  cash: Record<string, number>;
  certs: Record<string, number>;
}

/** Problems with a round's input (unknown players or items, bids off the class's prices); empty = fine. */
export function checkSealedInput(input: SealedRoundInput): string[] {
  const out: string[] = [];
  const ids = new Set(input.players.map((p) => p.id));
  if (ids.size !== input.players.length) out.push('a player is listed twice');
  const order = new Set(input.order);
  if (order.size !== input.order.length || input.order.length !== ids.size || input.order.some((p) => !ids.has(p))) {
    out.push(`order must list every player once (players: ${[...ids].join(', ')}; order: ${input.order.join(', ')})`);
  }
  const items = new Map(input.items.map((i) => [i.id, i]));
  if (items.size !== input.items.length) out.push('an item is listed twice');
  for (const item of input.items) {
    if (item.prices.length !== 6 || item.prices.some((p, i) => !Number.isInteger(p) || p < 0 || (i > 0 && p <= item.prices[i - 1]!))) {
      out.push(`item ${item.id}: class ${item.bidClass} needs six whole prices rising left to right, not [${item.prices.join(', ')}]`);
    }
  }
  for (const [player, sheet] of Object.entries(input.bids)) {
    if (!ids.has(player)) out.push(`bids: ${player} is not a player`);
    for (const [itemId, amount] of Object.entries(sheet)) {
      const item = items.get(itemId);
      if (!item) out.push(`bids: ${player} bid on ${itemId}, which is not an item of this round`);
      else if (!item.prices.includes(amount)) {
        out.push(`bids: ${player} bid ${amount} on ${itemId}, but class ${item.bidClass} bids are ${item.prices.join(', ')}`);
      }
    }
  }
  return out;
}

/**
 * Which bids on one item are eligible. Loan debt and the certificate limit need no price. For cash
 * the page says "sufficient cash to pay the item's processed price": each bid is judged against the
 * price it would be processed at if it won over the bids at or below it — its own amount if another
 * bid (not already out for debt or limit) equals it, else the highest eligible lower bid, else the
 * first-column price. So a bidder whose cash covers the second price but not their own bid can win.
 */
function judge(
  item: SealedItem,
  bids: { player: SealedPlayer; amount: number }[],
  order: readonly string[],
): { player: string; amount: number; ineligible: Ineligibility | null }[] {
  const judged = bids.map((b) => ({
    player: b.player.id,
    amount: b.amount,
    cash: b.player.cash,
    ineligible: (b.player.loan > 0 ? 'loan' : b.player.certs >= b.player.certLimit ? 'cert_limit' : null) as Ineligibility | null,
  }));
  const standing = judged.filter((b) => b.ineligible === null);
  const amounts = [...new Set(standing.map((b) => b.amount))].sort((a, b) => a - b);
  let highestBelow: number | null = null;
  for (const amount of amounts) {
    const group = standing.filter((b) => b.amount === amount);
    const below = highestBelow ?? item.prices[0]!;
    if (group.length > 1 && group.every((b) => b.cash < amount)) {
      // every tied bidder is short of the tie amount: they go out one by one in track order (each the tie's
      // winner in turn, unable to pay it) until one is left, no longer tied, judged at the next eligible bid
      const last = group.sort((a, b) => order.indexOf(a.player) - order.indexOf(b.player))[group.length - 1]!;
      for (const b of group) if (b !== last || b.cash < below) b.ineligible = 'cash';
    } else {
      for (const b of group) {
        const wouldPay = group.length > 1 ? amount : below;
        if (b.cash < wouldPay) b.ineligible = 'cash';
      }
    }
    if (group.some((b) => b.ineligible === null)) highestBelow = amount;
  }
  return judged
    .sort((a, b) => b.amount - a.amount)
    .map(({ player, amount, ineligible }) => ({ player, amount, ineligible }));
}

export function processSealedRound(input: SealedRoundInput): SealedRoundResult {
  const players = new Map(input.players.map((p) => [p.id, { ...p }]));
  let order = input.order.slice();
  const outcomes: ItemOutcome[] = [];

  for (const item of input.items) {
    const placed = input.players
      .map((p) => ({ player: players.get(p.id)!, amount: ownValue(input.bids, p.id)?.[item.id] }))
      .filter((b): b is { player: SealedPlayer; amount: number } => b.amount !== undefined);
    if (!placed.length) {
      outcomes.push({ item: item.id, winner: null, price: null, how: 'no_bids', bids: [] });
      continue;
    }
    const bids = judge(item, placed, order);
    const eligible = bids.filter((b) => b.ineligible === null);
    if (!eligible.length) {
      outcomes.push({ item: item.id, winner: null, price: null, how: 'no_eligible_bid', bids });
      continue;
    }
    const top = eligible[0]!.amount;
    const tied = eligible.filter((b) => b.amount === top).map((b) => b.player);
    let outcome: ItemOutcome;
    if (tied.length > 1) {
      // The lowest-numbered space on the Bidding Order Track wins; the winner moves to the last space.
      const winner = order.find((p) => tied.includes(p))!;
      order = [...order.filter((p) => p !== winner), winner];
      const tiedInTrackOrder = order.filter((p) => tied.includes(p) && p !== winner);
      outcome = { item: item.id, winner, price: top, how: 'tie', bids, tied: [winner, ...tiedInTrackOrder], orderAfter: order.slice() };
    } else if (eligible.length === 1) {
      outcome = { item: item.id, winner: eligible[0]!.player, price: item.prices[0]!, how: 'single_bid', bids };
    } else {
      outcome = { item: item.id, winner: eligible[0]!.player, price: eligible[1]!.amount, how: 'second_price', bids };
    }
    const winner = players.get(outcome.winner!)!;
    winner.cash -= outcome.price!;
    winner.certs += 1;
    outcomes.push(outcome);
  }

  return {
    outcomes,
    order,
    cash: Object.fromEntries([...players.values()].map((p) => [p.id, p.cash])),
    certs: Object.fromEntries([...players.values()].map((p) => [p.id, p.certs])),
  };
}
