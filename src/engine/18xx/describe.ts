// The status in words for an 18xx game: one line per thing a player weighs before a move (the round and
// whose turn, the auction with its bids, each player's cash/shares/privates/certificates, each started
// corporation, the depot). Each line names its subject first, so the bot can post only the lines a move
// changed.
import { money } from './money.ts';
import { companyDef } from './companies.ts';
import type { Ctx } from './context.ts';
import { roundHeading } from './driver.ts';
import { priceOf } from './market.ts';
import { currentCorp } from './rounds/operating.ts';
import { playerValue } from './scores.ts';
import { numCerts, percentOf, shownCertLimit } from './shares.ts';
import type { AuctionRound, GameState } from './state.ts';
import { cashOf, corpOf, playerName } from './state.ts';
import { minBid } from './steps/waterfall-auction.ts';
import { depotTrains, trainDef } from './trains.ts';
import { entityName, privateName } from './words.ts';

const STEP_WORDS: Record<string, string> = {
  track: 'laying track',
  token: 'placing a token',
  route: 'running trains',
  dividend: 'paying out or withholding',
  train: 'buying trains',
  company: 'buying privates',
  end: 'finishing its turn',
  swap: 'moving trains between its shells',
  discard_train: 'discarding trains',
  special_track: "laying a private's track",
  special_token: "placing a private's token",
  pending_token: 'placing its home token',
  // 1822's own steps
  acquire: 'acquiring privates',
  acquire_minor: 'acquiring a minor',
  destination: 'placing its destination token',
  issue_shares: 'issuing or buying back shares',
  special_choose: "choosing what a private gives it",
};

/** What an operator is doing at a step, in players' words. */
export const stepWords = (step: string): string => STEP_WORDS[step] ?? 'operating';

export const END_WORDS: Readonly<Record<string, string>> = {
  bank: 'the bank broke',
  bankrupt: 'a player went bankrupt',
  stock_market: 'a share price reached the top of the market',
  manually_ended: 'ended by the players',
  dnf: 'nobody bid in the first stock round',
  no_moves_left: 'nobody could do anything any more: a safeguard of this program, not a rule of the game',
};

/** Why a game ended, in players' words (the reason itself where none are known). */
export const endWords = (reason: string): string => END_WORDS[reason] ?? reason.replace(/_/g, ' ');


function roundLine(state: GameState, ctx: Ctx): string {
  const r = state.round;
  const phase = `phase ${ctx.cfg.phases[state.phase]!.name}`;
  // a finite bank: once broken, say so rather than show a negative balance; an unlimited one never breaks
  const bankCash = cashOf(state, 'bank');
  const bank = ctx.cfg.unlimitedBank ? 'bank unlimited' : state.bankBroken || bankCash < 0 ? 'bank broken' : `bank ${money(ctx.cfg, bankCash)}`;
  if (state.finished) {
    const ranking = state.players
      .map((p) => ({ name: p.name, value: playerValue(state, ctx, p.id) }))
      .sort((a, b) => b.value - a.value)
      .map((p, i) => `${i + 1}. ${p.name} ${money(ctx.cfg, p.value)}`);
    return `Game over${state.endReason ? ` (${endWords(state.endReason)})` : ''} · net worth: ${ranking.join(', ')}`;
  }
  // rounds other than operating ones (and those a title adds) are named by the round itself
  if (r.kind !== 'operating') return `${roundHeading(state, ctx)} · ${phase} · ${bank}`;
  const corp = currentCorp(state);
  const pres = corpOf(state, corp).president;
  return `Operating round ${state.turn}.${r.num} · ${entityName(ctx, corp)}${pres ? ` (${playerName(state, pres)})` : ''} ${stepWords(r.step)} · ${phase} · ${bank}`;
}

/** The share a private brings its buyer (18Chesapeake: B&OR a B&O share, CV a president's share drawn at setup). */
function comesWith(state: GameState, ctx: Ctx, company: string): string {
  const out: string[] = [];
  for (const ab of companyDef(ctx, company).abilities) {
    if (ab.type !== 'shares') continue;
    const share = state.shares.find((s) => s.id === (ctx.rules.hooks.abilityShare?.(state, ab.share) ?? ab.share));
    if (share) out.push(share.president ? `with ${share.corp}'s president's share` : `with a ${share.percent}% share of ${share.corp}`);
  }
  return out.length ? `, ${out.join(', ')}` : '';
}

function auctionLines(state: GameState, ctx: Ctx, r: AuctionRound): string[] {
  if (r.pendingPar) return [`${playerName(state, r.pendingPar.player)} must set ${r.pendingPar.corp}'s par price`];
  const face = (sym: string) => ctx.cfg.companies.find((c) => c.sym === sym)?.value ?? 0;
  const out: string[] = [];
  for (const company of r.available) {
    const bids = r.bids.filter((b) => b.company === company).sort((a, b) => b.price - a.price);
    // bought outright only while nobody has bid on it (after a bid it is auctioned)
    const cheapest = !r.auctioning && r.available[0] === company && !bids.length;
    if (!bids.length && !cheapest && r.auctioning !== company) continue;
    const words = bids.map((b) => `${playerName(state, b.player)} ${money(ctx.cfg, b.price)}`).join(', ');
    const head = `Auction ${privateName(ctx, company)} (face ${money(ctx.cfg, face(company))}${comesWith(state, ctx, company)})`;
    if (cheapest) out.push(`${head}: for sale at ${money(ctx.cfg, minBid(state, ctx, company))}${words ? ` · bids ${words}` : ''}`);
    else out.push(`${head}: ${words ? `high bid ${words}` : 'no bids'} · next bid at least ${money(ctx.cfg, minBid(state, ctx, company))}`);
  }
  return out;
}

const corpType = (ctx: Ctx, sym: string) => ctx.cfg.corporations.find((c) => c.sym === sym)?.type;

function playerLine(state: GameState, ctx: Ctx, id: string): string {
  const p = state.players.find((x) => x.id === id)!;
  const shares = state.corps
    .filter((c) => c.ipoed && percentOf(state, id, c.sym) > 0)
    // a minor (one certificate) by its name, without a percentage that means nothing to its owner; a major by name
    // where the title's players call corporations so (1871), else by symbol
    .map((c) => (corpType(ctx, c.sym) === 'minor' ? `${entityName(ctx, c.sym, state)} (owner)` : `${ctx.cfg.corporationsByName ? entityName(ctx, c.sym) : c.sym} ${percentOf(state, id, c.sym)}%${c.president === id ? ' (pres)' : ''}`));
  const privates = state.companies.filter((c) => c.owner === id && !c.closed).map((c) => privateName(ctx, c.sym));
  const parts = [`${p.name} ${money(ctx.cfg, cashOf(state, id))}`];
  if (shares.length) parts.push(shares.join(', '));
  if (privates.length) parts.push(privates.join(', '));
  const limit = shownCertLimit(state, ctx.cfg);
  parts.push(`certs ${numCerts(state, ctx.cfg, id)}${limit === null ? '' : `/${limit}`}`);
  // a player's loan (1822, 1871), counted against their worth
  const owed = ctx.rules.hooks.owed?.(state, id) ?? 0;
  if (owed > 0) parts.push(`owes the bank ${money(ctx.cfg, owed)} (loan)`);
  if (state.order[0] === id && !state.finished) parts.push('priority deal');
  if (p.bankrupt) parts.push('bankrupt');
  return parts.join(' · ');
}

function corpLine(state: GameState, ctx: Ctx, sym: string): string {
  const c = corpOf(state, sym);
  const price = priceOf(state, ctx.cfg, sym);
  const trains = c.trains.map((t) => t.split('-')[0]!);
  const ipo = percentOf(state, `ipo:${sym}`, sym);
  const pool = percentOf(state, 'pool', sym);
  const held = [ipo ? `IPO ${ipo}%` : '', pool ? `market ${pool}%` : ''].filter(Boolean);
  const parts = [
    `${entityName(ctx, sym)} ${price ? `at ${money(ctx.cfg, price)}` : 'unpriced'}${c.floated ? '' : ' (not floated)'}`,
    `treasury ${money(ctx.cfg, cashOf(state, sym))}`,
    // ("P2-train", never a bare "P2", which in 1871 is also a private's id)
    trains.length ? `trains ${trains.map((t) => `${t}-train`).join(', ')}` : 'no trains',
  ];
  if (held.length) parts.push(held.join(', '));
  return parts.join(' · ');
}

function depotLine(state: GameState, ctx: Ctx): string | null {
  const depot = depotTrains(state, ctx.cfg);
  if (!depot.length) return null;
  const names = [...new Set(depot.map((t) => t.name))];
  const left = (name: string) => state.trains.filter((t) => t.owner === 'depot' && t.name === name).length;
  const words = names.map((n) => `${n}-train ${money(ctx.cfg, trainDef(ctx.cfg, n).price)} (${left(n)} left)`);
  return `Depot: ${words.join(', ')}`;
}

export function describeState(state: GameState, ctx: Ctx): string {
  const lines = [roundLine(state, ctx)];
  if (state.round.kind === 'auction' && !state.finished) lines.push(...(ctx.rules.hooks.auctionLines?.(state, ctx) ?? auctionLines(state, ctx, state.round)));
  for (const p of state.players) lines.push(playerLine(state, ctx, p.id));
  for (const c of state.corps.filter((x) => x.ipoed && !x.closed)) lines.push(corpLine(state, ctx, c.sym));
  const depot = depotLine(state, ctx);
  if (depot && !state.finished) lines.push(depot);
  return lines.join('\n');
}
