// What an accepted action did, for the game's thread: found by comparing the state before and after.
// Auction results and progress, builds, Chicago's extra dividend, Wabash opening, the dividend phase
// with each player's payout, the next round and the final standings.
import type { Action } from '../../types.ts';
import { lowestBid } from './auction.ts';
import { buildCost, incomeGain } from './build.ts';
import { COMPANY_IDS, companyIdOf, type CompanyId } from './companies.ts';
import { winners } from './describe.ts';
import { hexLabel } from './map.ts';
import { CHICAGO, DETROIT } from './numbers.ts';
import { nameOf, totalShares, type CxState } from './state.ts';
import { withArticle } from '../../articles.ts';
import { END_REASONS } from './end-reasons.ts';


/** One company's payout: dollars a share and what each seat got. */
export interface Payout {
  id: CompanyId;
  income: number;
  issued: number;
  perShare: number;
  bySeat: number[];
}

function payout(state: CxState, id: CompanyId, income: number): Payout {
  const issued = state.companies[id].issued;
  const perShare = issued > 0 ? Math.ceil(income / issued) : 0;
  return { id, income, issued, perShare, bySeat: state.shares[id].map((held) => held * perShare) };
}

function money(n: number): string {
  return `$${n}`;
}

function auctionEnded(before: CxState, after: CxState): boolean {
  const was = before.auction;
  if (!was) return false;
  const now = after.auction;
  if (!now || after.phase !== 'auction') return true;
  if (now.corporation !== was.corporation || now.kind !== was.kind) return true;
  return after.companies[was.corporation].issued !== before.companies[was.corporation].issued;
}

function auctionResult(before: CxState, after: CxState): string {
  const a = before.auction!;
  const id = a.corporation;
  const winner = after.shares[id].findIndex((held, seat) => held > before.shares[id][seat]!);
  if (winner < 0) return `🔨 Everyone passed: the ${id} share stays on the charter.`;
  const price = after.companies[id].cash - before.companies[id].cash;
  const out = `${after.companies[id].issued}/${totalShares(id)} ${id} shares now in players’ hands`;
  if (price === 0 && a.highBidder === null) return `🔨 Everyone passed: ${nameOf(after, winner)} gets the ${id} share free (${out}).`;
  return `🔨 **${nameOf(after, winner)}** buys ${withArticle(id)} share for ${money(price)} (${out}).`;
}

/** The running auction: high bid, who is still in, who bids next. */
export function auctionLine(state: CxState): string {
  const a = state.auction!;
  const kind = a.kind === 'initial' ? 'Opening auction' : a.kind === 'wabash' ? 'Wabash auction' : 'Auction';
  const high = a.highBidder === null ? 'no bid yet' : `high bid ${money(a.highBid)} by ${nameOf(state, a.highBidder)}`;
  const inSeats = a.out.flatMap((out, seat) => (out ? [] : [nameOf(state, seat)]));
  const outSeats = a.out.flatMap((out, seat) => (out ? [nameOf(state, seat)] : []));
  const passed = outSeats.length ? `; passed: ${outSeats.join(', ')}` : '';
  const who = nameOf(state, a.toAct);
  const lowest = lowestBid(state, a);
  const next = state.cash[a.toAct]! < lowest ? `${who} has ${money(state.cash[a.toAct]!)}, less than ${money(lowest)}, and must pass` : `${who} bids at least ${money(lowest)} or passes`;
  return `📣 ${kind} of ${withArticle(a.corporation)} share — ${high}. Still in: ${inSeats.join(', ')}${passed}. ${next}.`;
}

function buildLine(before: CxState, after: CxState, action: Action): { line: string; gain: number } | null {
  const id = companyIdOf(action.corporation);
  const hexes = Array.isArray(action.hexes) ? (action.hexes as string[]) : [];
  if (!id || hexes.length === 0) return null;
  const cost = hexes.reduce((sum, hex) => sum + buildCost(before, hex), 0);
  const gain = hexes.reduce((sum, hex) => sum + incomeGain(before, hex), 0);
  const income = before.companies[id].income;
  const c = after.companies[id];
  return {
    gain,
    line: `🚂 ${id} builds on ${hexes.map(hexLabel).join(', ')} for ${money(cost)}: income ${income} → ${income + gain}; ${money(c.cash)} and ${c.trainsLeft} train${c.trainsLeft === 1 ? '' : 's'} left on the charter.`,
  };
}

function payoutLine(p: Payout, state: CxState): string {
  if (p.issued === 0) return `${p.id}: no shares in players’ hands, nothing paid.`;
  const paid = p.bySeat.flatMap((amount, seat) => (amount > 0 ? [`${nameOf(state, seat)} ${money(amount)}`] : []));
  return `${p.id}: income ${p.income} ÷ ${p.issued} share${p.issued === 1 ? '' : 's'} = ${money(p.perShare)} a share (${paid.join(', ')}).`;
}

/** The standings by cash, best first; players with equal cash share a place. */
export function standings(state: CxState): string {
  const order = state.players.map((_, seat) => seat).sort((a, b) => state.cash[b]! - state.cash[a]! || a - b);
  const best = new Set(winners(state));
  return order
    .map((seat) => {
      const place = 1 + state.cash.filter((c) => c > state.cash[seat]!).length;
      return `${place}. ${nameOf(state, seat)} ${money(state.cash[seat]!)}${best.has(seat) ? ' 🏆' : ''}`;
    })
    .join('\n');
}

export function narrate(before: CxState, after: CxState, action: Action): string[] {
  const lines: string[] = [];
  if (before.phase === 'auction' && (action.type === 'bid' || action.type === 'pass') && auctionEnded(before, after)) {
    lines.push(auctionResult(before, after));
  }
  if (before.phase === 'turn' && action.type === 'pass') lines.push(`${nameOf(before, before.turn)} has no legal move and passes.`);

  const built = action.type === 'build' ? buildLine(before, after, action) : null;
  if (built) lines.push(built.line);

  const dividendPhase = after.round > before.round || (after.phase === 'finished' && before.phase !== 'finished');
  const detroitUp = after.round > before.round && (after.track[DETROIT] ?? 0) > (before.track[DETROIT] ?? 0);
  const incomeAtPayout = (id: CompanyId): number =>
    after.companies[id].income - (detroitUp && (after.trains[DETROIT] ?? []).includes(id) ? 1 : 0);

  const chicagoBefore = before.trains[CHICAGO] ?? [];
  const arrived = (after.trains[CHICAGO] ?? []).filter((id) => !chicagoBefore.includes(id));
  for (const id of arrived) {
    const income = built && companyIdOf(action.corporation) === id ? before.companies[id].income + built.gain : incomeAtPayout(id);
    const p = payout(after, id, income);
    lines.push(`🏙️ **Chicago!** ${id} reaches Chicago and pays an extra dividend. ${payoutLine(p, after)}`);
  }
  if (!before.companies.WAB.open && after.companies.WAB.open) {
    const opener = after.auction?.kind === 'wabash' ? nameOf(after, after.auction.opener) : null;
    lines.push(`🚦 Wabash opens at Fort Wayne with income ${after.companies.WAB.income}${opener ? `; ${opener} opens the auction of a WAB share` : ''}.`);
  }

  if (dividendPhase) {
    const pays = COMPANY_IDS.filter((id) => after.companies[id].open).map((id) => payout(after, id, incomeAtPayout(id)));
    const rates = pays.map((p) => (p.issued === 0 ? `${p.id} nothing (no shares out)` : `${p.id} ${money(p.perShare)} a share (income ${p.income} ÷ ${p.issued})`));
    lines.push(`💰 **Dividends after round ${before.round}:** ${rates.join(', ')}.`);
    const totals = after.players.map((_, seat) => pays.reduce((sum, p) => sum + p.bySeat[seat]!, 0));
    lines.push(`Payouts: ${after.players.map((_, seat) => `${nameOf(after, seat)} +${money(totals[seat]!)} (now ${money(after.cash[seat]!)})`).join(', ')}.`);
    if (after.phase !== 'finished') {
      lines.push(`🔄 Round ${after.round} begins: the indicators are reset and Detroit stands at ${after.track[DETROIT]}.`);
    }
  }

  if (after.phase === 'finished' && before.phase !== 'finished') {
    const best = winners(after).map((seat) => nameOf(after, seat));
    const reason = END_REASONS[after.endReason ?? ''] ?? after.endReason ?? 'the game is over';
    const win = best.length > 1 ? `Shared win: **${best.join(', ')}**` : `Winner: **${best[0]}**`;
    lines.push(`🏁 **Game over** — ${reason}. ${win} with ${money(Math.max(...after.cash))}.`, '**Final standings:**', standings(after));
  } else if (after.phase === 'auction' && after.auction) {
    lines.push(auctionLine(after));
  }
  return lines;
}
