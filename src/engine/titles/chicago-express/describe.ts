// Compact text status for Discord: cash and shares, companies, indicators, whose turn and what they may do.
import { COMPANY_IDS } from './companies.ts';
import { lowestBid } from './auction.ts';
import { END_REASONS } from './end-reasons.ts';
import { hexLabel } from './map.ts';
import { DETROIT, INDICATOR_LIMITS, INDICATORS, PITTSBURGH, WHEELING } from './numbers.ts';
import { hasTurnOption, turnOptions } from './options.ts';
import { nameOf, totalShares, type CxState } from './state.ts';
import { withArticle } from '../../articles.ts';

export function winners(state: CxState): number[] {
  const best = Math.max(...state.cash);
  return state.cash.flatMap((c, seat) => (c === best ? [seat] : []));
}

export function describeState(state: CxState): string {
  const lines: string[] = [];
  const players = state.players.map((_, seat) => {
    const held = COMPANY_IDS.filter((id) => state.shares[id][seat]! > 0).map((id) => `${id}×${state.shares[id][seat]}`);
    return `${nameOf(state, seat)} $${state.cash[seat]}${held.length ? ` [${held.join(' ')}]` : ''}`;
  });
  lines.push(`Chicago Express — round ${state.round}. ${players.join(' · ')}`);
  for (const id of COMPANY_IDS) {
    const c = state.companies[id];
    if (!c.open) continue;
    lines.push(`${id}: $${c.cash}, income ${c.income}, shares ${c.issued}/${totalShares(id)}, trains left ${c.trainsLeft}`);
  }
  if (!state.companies.WAB.open) lines.push('WAB: closed until a train reaches Chicago');
  const needles = INDICATORS.map((i) => `${i} ${state.indicators[i]}/${INDICATOR_LIMITS[i]}${state.indicators[i] >= INDICATOR_LIMITS[i] ? ' (red)' : ''}`);
  lines.push(`Indicators: ${needles.join(', ')}. Track: Detroit ${state.track[DETROIT]}, Wheeling ${state.track[WHEELING]}, Pittsburgh ${state.track[PITTSBURGH]}. Houses left ${state.houses}.`);
  if (state.last.length) lines.push(`Last: ${state.last.join(' ')}`);
  lines.push(nextStep(state));
  return lines.join('\n');
}

function nextStep(state: CxState): string {
  if (state.phase === 'finished') {
    const names = winners(state).map((s) => nameOf(state, s));
    return `Game over (${END_REASONS[state.endReason ?? ''] ?? state.endReason}). ${names.length > 1 ? `Shared win: ${names.join(', ')}` : `Winner: ${names[0]}`} with $${Math.max(...state.cash)}.`;
  }
  if (state.phase === 'auction') {
    const a = state.auction!;
    const high = a.highBidder === null ? 'no bid yet' : `high bid $${a.highBid} by ${nameOf(state, a.highBidder)}`;
    const who = nameOf(state, a.toAct);
    const lowest = lowestBid(state, a);
    // a bidder whose cash is below the lowest bid may only pass (legal.ts offers them nothing else)
    const may = state.cash[a.toAct]! < lowest ? `${who} has $${state.cash[a.toAct]!}, less than the lowest bid of $${lowest}, and must pass` : `${who} may bid $${lowest} or more, or pass`;
    return `Auction of ${withArticle(a.corporation)} share (${high}): ${may}.`;
  }
  const options = turnOptions(state, state.turn);
  if (!hasTurnOption(options)) return `${nameOf(state, state.turn)}'s turn: no legal move, must pass.`;
  const may: string[] = [];
  if (options.auction.length) may.push(`auction ${options.auction.join('/')}`);
  if (options.build.length) may.push(`build ${options.build.map((b) => b.id).join('/')}`);
  if (options.develop.length) may.push(`develop ${options.develop.map(hexLabel).join(', ')}`);
  return `${nameOf(state, state.turn)}'s turn: may ${may.join('; ')}.`;
}
