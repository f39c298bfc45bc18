// Moving certificates "through the share pool" with the presidency check that comes with it (18xx.games'
// SharePool#transfer_shares, as 1828 configures it: no president's share in the pool, sold shares to the pool,
// a corporation may swap its president's certificate directly from its own IPO).
import type { Book } from './book.ts';

export interface PresidencyCtx {
  book: Book;
  /** Players who may preside, in seating order (for the nearest-seat tie-break). */
  players: readonly string[];
  /** Current president of each corporation (absent = none yet). */
  presidents: Record<string, string | undefined>;
}

function distance(players: readonly string[], a: string | undefined, b: string): number {
  if (a === undefined) return 0;
  const i = players.indexOf(a);
  const j = players.indexOf(b);
  return i < j ? j - i : j - (i - players.length);
}

/**
 * Transfer these certificates (one corporation, one holder) to `to`, then re-check the presidency: the largest
 * player holder presides, a tie keeps the president; a new president takes the president's certificate and hands
 * two shares back to the previous president (or to the corporation when it still held the certificate).
 * The corporation's own IPO holder key is its symbol.
 */
export function transferShares(ctx: PresidencyCtx, ids: readonly string[], to: string): void {
  const { book, players, presidents } = ctx;
  if (!ids.length) return;
  const corp = book.cert(ids[0]!).corp;
  const owner = book.ownerOf(ids[0]!);
  let previous = presidents[corp];
  const bundlePres = ids.map((id) => book.cert(id)).find((c) => c.president);
  for (const id of ids) book.transfer(id, to);

  const holders = book.holdersOf(corp).filter((h) => players.includes(h));
  const percents = holders.map((h) => book.percentOf(h, corp));
  const max = percents.length ? Math.max(...percents) : 0;
  const majority = holders.filter((_, i) => percents[i] === max);
  if (previous !== undefined && majority.includes(previous)) return;

  let president: string | undefined;
  if (previous === undefined && bundlePres) president = majority.find((p) => p === book.ownerOf(bundlePres.id));
  if (president === undefined) {
    let best: string | undefined;
    let bestD = Infinity;
    for (const p of majority) {
      if (book.percentOf(p, corp) < 20) continue;
      const d = distance(players, previous, p);
      if (d < bestD) [best, bestD] = [p, d];
    }
    president = best;
  }
  if (president === undefined) return;
  presidents[corp] = president;

  if (to === president && previous === owner && bundlePres) return;
  if (owner === corp && !bundlePres) previous ??= corp;
  if (owner === president || previous === undefined) return;
  const presCert = bundlePres ?? book.sharesOf(previous, corp).find((c) => c.president);
  if (!presCert) return;
  const transferTo = 'pool';
  const swapTo = book.percentOf(previous, corp) >= presCert.percent ? previous : transferTo;
  const give = book.sharesOf(president, corp).slice(0, presCert.percent / 10);
  for (const c of give) book.transfer(c.id, swapTo);
  book.transfer(presCert.id, president);
}
