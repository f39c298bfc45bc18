// Majors in the stock round (provisional, 1822 model): a paper company's owner converts it into its
// major by choosing a par price (cells marked xp) and paying twice par for the 20% president's share;
// others buy 10% from the IPO at par (money to the major: incremental capitalisation) or from the pool
// at the market price (money to the bank) and sell to the pool (price down one row per share). The
// major floats when 50% is sold; the president is the player with most shares (a tie keeps the president).
import { RuleError } from '../../types.ts';
import type { SteelData } from './data/schema.ts';
import { PHASE_NAMES } from './data/schema.ts';
import type { SteelEvent } from './events.ts';
import { majorPars, moveDown, price } from './market.ts';
import { certCount, certLimit, playerByKey } from './players.ts';
import { placeHome } from './homes.ts';
import type { SteelMajor, SteelState } from './state.ts';
import { ownOrSet, ownValue, setKey } from '../../records.ts';

const UNITS = 10;

export function newMajor(id: string): SteelMajor {
  return { id, started: false, floated: false, par: null, cell: null, treasury: 0, president: null, shares: { ipo: UNITS, pool: 0 }, tokensUsed: { square: 0, round: 0 } };
}

export const sharePrice = (data: SteelData, m: SteelMajor) => (m.cell ? price(data, m.cell) : 0);

/** The paper company that starts this major. */
function paperOf(data: SteelData, major: string) {
  return data.companies.paper.find((p) => p.major === major)!;
}

export function canConvert(data: SteelData, state: SteelState): boolean {
  return PHASE_NAMES.indexOf(state.phase) >= PHASE_NAMES.indexOf(data.companies.conversion.from);
}

/** Why `player` may not start `major` at `par` now (null: they may). */
export function parRefusal(data: SteelData, state: SteelState, player: string, major: string, par: number): string | null {
  const m = state.majors[major];
  if (!m) return `There is no major ${major}.`;
  const paper = state.companies[paperOf(data, major).id]!;
  if (paper.owner !== player || paper.status !== 'owned') return `You do not hold the paper company for ${major}.`;
  if (!canConvert(data, state)) return `Paper companies convert from phase ${data.companies.conversion.from}.`;
  if (!majorPars(data).some((p) => p.price === par)) return `${par} is not a par price (${majorPars(data).map((p) => p.price).join(', ')}).`;
  if (playerByKey(state, player).loan > 0) return 'A player with loan debt may not buy shares.';
  if (playerByKey(state, player).cash < 2 * par) return `The president's share costs ${2 * par}.`;
  return null;
}

export function parMajor(data: SteelData, state: SteelState, player: string, major: string, par: number): SteelEvent[] {
  const why = parRefusal(data, state, player, major, par);
  if (why) throw new RuleError(why);
  const m = state.majors[major]!;
  const paper = state.companies[paperOf(data, major).id]!;
  paper.status = 'removed';
  paper.owner = null;
  m.started = true;
  m.par = par;
  m.cell = majorPars(data).find((p) => p.price === par)!.cell;
  m.president = player;
  m.shares.ipo! -= 2;
  setKey(m.shares, player, 2);
  playerByKey(state, player).cash -= 2 * par;
  m.treasury += 2 * par;
  return [{ type: 'par', player, corp: major, price: par }, ...checkFloat(data, state, m)];
}

function checkFloat(data: SteelData, state: SteelState, m: SteelMajor): SteelEvent[] {
  const sold = UNITS - (m.shares.ipo ?? 0);
  if (m.floated || sold * data.companies.major_shares.share_percent < data.companies.major_shares.float_percent) return [];
  m.floated = true;
  placeHome(data, state, m.id);
  return [{ type: 'float', corp: m.id, cash: m.treasury }];
}

function updatePresident(m: SteelMajor): SteelEvent[] {
  let best = m.president;
  for (const [holder, units] of Object.entries(m.shares)) {
    if (holder === 'ipo' || holder === 'pool') continue;
    if (units > (best ? (ownValue(m.shares, best) ?? 0) : 0)) best = holder;
  }
  if (best === m.president) return [];
  const from = m.president;
  m.president = best;
  return [{ type: 'presidency_changed', corp: m.id, from, to: best! }];
}

/** Why `player` may not buy a 10% share of `major` from `from` now (null: they may). */
export function buyRefusal(data: SteelData, state: SteelState, player: string, major: string, from: 'ipo' | 'pool'): string | null {
  const m = state.majors[major];
  if (!m?.started) return `${major} has not started.`;
  const p = playerByKey(state, player);
  if (p.loan > 0) return 'A player with loan debt may not buy shares.';
  if (state.round.kind === 'stock' && state.round.sold && ownValue(state.round.sold, player)?.includes(major)) return `You sold ${major} this round.`;
  if ((m.shares[from] ?? 0) < 1) return `No ${major} share in the ${from === 'ipo' ? 'IPO' : 'pool'}.`;
  const cost = from === 'ipo' ? m.par! : sharePrice(data, m);
  if (p.cash < cost) return `A ${major} share costs ${cost}.`;
  if (certCount(state, player) >= certLimit(data, state)) return 'You are at the certificate limit.';
  if (((ownValue(m.shares, player) ?? 0) + 1) * data.companies.major_shares.share_percent > data.companies.major_shares.max_percent) {
    return `Nobody holds more than ${data.companies.major_shares.max_percent}% of a major.`;
  }
  return null;
}

export function buyShare(data: SteelData, state: SteelState, player: string, major: string, from: 'ipo' | 'pool'): SteelEvent[] {
  const why = buyRefusal(data, state, player, major, from);
  if (why) throw new RuleError(why);
  const m = state.majors[major]!;
  const cost = from === 'ipo' ? m.par! : sharePrice(data, m);
  playerByKey(state, player).cash -= cost;
  if (from === 'ipo') m.treasury += cost;
  else state.bank += cost;
  m.shares[from]! -= 1;
  setKey(m.shares, player, (ownValue(m.shares, player) ?? 0) + 1);
  return [
    { type: 'shares_bought', player, corp: major, percent: data.companies.major_shares.share_percent, from, price: cost },
    ...updatePresident(m),
    ...checkFloat(data, state, m),
  ];
}

/** Why `player` may not sell one 10% share of `major` now (null: they may). */
export function sellRefusal(data: SteelData, state: SteelState, player: string, major: string): string | null {
  const m = state.majors[major];
  if (!m?.started) return `${major} has not started.`;
  const units = ownValue(m.shares, player) ?? 0;
  if (units < 1) return `You hold no ${major} share.`;
  if (m.president === player) {
    const others = Object.entries(m.shares).some(([h, u]) => h !== player && h !== 'ipo' && h !== 'pool' && u >= 2);
    if (units <= 2 && !others) return `The president's share of ${major} cannot go to the pool.`;
  }
  if (((m.shares.pool ?? 0) + 1) * data.companies.major_shares.share_percent > data.companies.major_shares.pool_max_percent) {
    return `The pool holds at most ${data.companies.major_shares.pool_max_percent}% of a major.`;
  }
  return null;
}

export function sellShare(data: SteelData, state: SteelState, player: string, major: string): SteelEvent[] {
  const why = sellRefusal(data, state, player, major);
  if (why) throw new RuleError(why);
  const m = state.majors[major]!;
  const got = sharePrice(data, m);
  const before = got;
  playerByKey(state, player).cash += got;
  state.bank -= got;
  setKey(m.shares, player, ownValue(m.shares, player)! - 1);
  m.shares.pool = (m.shares.pool ?? 0) + 1;
  if (state.round.kind === 'stock') ownOrSet((state.round.sold ??= {}), player, (): string[] => []).push(major);
  m.cell = moveDown(data, m.cell!);
  const events: SteelEvent[] = [
    { type: 'shares_sold', player, corp: major, percent: data.companies.major_shares.share_percent, price: got, priceFrom: before, priceTo: sharePrice(data, m) },
  ];
  if (m.president === player && ownValue(m.shares, player)! < 2) {
    // the president's share passes to the holder with most shares (they hand two 10% shares back)
    const next = Object.entries(m.shares).filter(([h]) => h !== player && h !== 'ipo' && h !== 'pool').sort((a, b) => b[1] - a[1])[0];
    if (next) {
      events.push({ type: 'presidency_changed', corp: major, from: player, to: next[0] });
      m.president = next[0];
    }
  }
  return [...events, ...updatePresident(m)];
}
