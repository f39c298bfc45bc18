// Words for a revealed sealed round, item by item, from the title's result codes: who won, what they bid,
// what they pay and why (the only eligible bid pays the first price; the second-highest eligible bid, and
// whose it was; a tie, broken by the bidding order), and the bids set aside. Every sheet is public once
// revealed (1871: "revealing their bid sheets"; the reveal picture shows them all), so the bids that set a
// price or were set aside are named with their amounts; nothing is said before the reveal.
import type { PlayerId, SealedResult, SealedReveal } from '../../engine/types.ts';

const INELIGIBLE: Record<string, string> = {
  cash: 'not enough cash',
  cert_limit: 'at the certificate limit',
  loan: 'has loan debt',
};

function list(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const money = (n: number) => `$${n}`;

/** Why the winner pays what they pay (or why nobody won), in words. */
function why(r: SealedResult, firstPrice: number | undefined, name: (p: PlayerId) => string, bidOf: (p: PlayerId) => number | undefined, bidders: PlayerId[]): string {
  switch (r.reason) {
    case 'no_bids':
      return 'no bids';
    case 'no_eligible_bid':
      return 'no eligible bid';
    case 'single_bid':
      return `the only eligible bid pays the first price${firstPrice === undefined ? '' : ` (${money(firstPrice)})`}`;
    case 'second_price': {
      // whose bid set the price: the other eligible bids of that amount
      const aside = new Set((r.ineligible ?? []).map((x) => String(x.player)));
      const by = bidders.filter((p) => String(p) !== String(r.winner) && !aside.has(String(p)) && bidOf(p) === r.price);
      return `the second-highest eligible bid${by.length ? ` (${list(by.map(name))}'s ${money(r.price!)})` : ''}`;
    }
    case 'highest_bid':
      return 'the highest bid, paid in full';
    case 'tie': {
      const others = (r.tied ?? []).filter((p) => String(p) !== String(r.winner));
      const order = r.order ? `; the bidding order is now ${r.order.map(name).join(', ')}` : '';
      return `tied with ${list(others.map(name)) || 'another bid'}, ahead of them in the bidding order, pays the tied amount${order}`;
    }
    default:
      return r.reason.replace(/_/g, ' ');
  }
}

/** One line per item: "• **Lot 1** → Ben: bid $130, pays $110 (the second-highest eligible bid (Ann's $110))". */
export function revealLines(reveal: SealedReveal, name: (p: PlayerId) => string): string[] {
  return reveal.items.map((item) => {
    const r = reveal.results.find((x) => x.item === item.id);
    if (!r) return `• **${item.name}**: not settled`;
    const bidOf = (p: PlayerId) => reveal.sheets.find((s) => String(s.player) === String(p))?.bids[item.id];
    const bidders = reveal.sheets.map((s) => s.player);
    const setAside = (r.ineligible ?? []).map((x) => {
      const bid = bidOf(x.player);
      return `${name(x.player)}'s${bid === undefined ? ' bid' : ` ${money(bid)}`} (${INELIGIBLE[x.reason] ?? x.reason.replace(/_/g, ' ')})`;
    });
    const aside = setAside.length ? `; set aside: ${setAside.join(', ')}` : '';
    const because = why(r, item.prices[0], name, bidOf, bidders);
    if (r.winner === null || r.price === null) return `• **${item.name}**: unsold (${because}${aside})`;
    const bid = bidOf(r.winner);
    return `• **${item.name}** → ${name(r.winner)}:${bid === undefined ? '' : ` bid ${money(bid)},`} pays ${money(r.price)} (${because}${aside})`;
  });
}
