// Words for a revealed sealed round, item by item, from the title's result codes.
import type { PlayerId, SealedResult, SealedReveal } from '../../engine/types.ts';

const INELIGIBLE: Record<string, string> = {
  cash: 'not enough cash',
  cert_limit: 'at the certificate limit',
  loan: 'has loan debt',
};

function list(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function why(r: SealedResult, name: (p: PlayerId) => string): string {
  switch (r.reason) {
    case 'no_bids':
      return 'no bids';
    case 'no_eligible_bid':
      return 'no eligible bid';
    case 'single_bid':
      return 'the only bid, pays the first price';
    case 'second_price':
      return 'highest bid, pays the second-highest';
    case 'highest_bid':
      return 'highest bid';
    case 'tie': {
      const tied = list((r.tied ?? []).map(name));
      const order = r.order ? `; tie order now ${r.order.map(name).join(', ')}` : '';
      return `tie between ${tied}, won on the tie order and pays the tie amount${order}`;
    }
    default:
      return r.reason.replace(/_/g, ' ');
  }
}

/** One line per item: "• **Lot 1** → bob pays 110 (highest bid, pays the second-highest)". */
export function revealLines(reveal: SealedReveal, name: (p: PlayerId) => string): string[] {
  return reveal.items.map((item) => {
    const r = reveal.results.find((x) => x.item === item.id);
    if (!r) return `• **${item.name}**: not settled`;
    const head = r.winner === null ? `• **${item.name}**: unsold` : `• **${item.name}** → ${name(r.winner)} pays ${r.price}`;
    const aside = r.ineligible?.length ? `; set aside: ${r.ineligible.map((x) => `${name(x.player)} (${INELIGIBLE[x.reason] ?? x.reason.replace(/_/g, ' ')})`).join(', ')}` : '';
    return `${head} (${why(r, name)}${aside})`;
  });
}
