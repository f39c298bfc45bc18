// PLAY=end: random live moves steered toward the ends 1828's sensible random games never reach — bankruptcy, the
// final phase (the set after the first D) and a system's `remove_token`. Still only moves the engine lists. Every
// flavor withholds more than it pays out (prices drift down: no $500 end) and buys depot trains whenever it can
// (the phases race to D, old trains rust); the seed picks one of three flavors:
// - poor: players spend their cash on shares, corporations pay out more often and presidents sell for trains they
//   need not buy, so a trainless corporation with a poor president ends in bankruptcy;
// - rich: corporations withhold and buy only what they can pay, players keep some cash, so the game lasts to D;
// - tokens: rich, and tokens go into two-city hexes (New York, the OO hexes), ERIE and NYH (homes there) are parred
//   first and mergers wait for partners tokened in the other city of such a hex, so a new system holds two tokens
//   in one hex and removes one.
import type { LegalChoice } from '../../src/engine/types.ts';
import { resolveCity, type MapState } from '../../src/engine/18xx/map/index.ts';
import { mergeOptions } from '../../src/engine/titles/1828/stock-step.ts';
import { TRAINS } from '../../src/engine/titles/1828/data.ts';

export type Flavor = 'poor' | 'rich' | 'tokens';
export const FLAVORS: readonly Flavor[] = ['poor', 'rich', 'tokens'];

export interface PlayView {
  flavor: Flavor;
  state: any;
  /** The last action was an undo (a failed merger taken back): do not start the same merger again. */
  undone: boolean;
  /** The listed moves of a type (a private's own moves left out). */
  of: (type: string) => LegalChoice[];
  roll: number;
  any: <T>(xs: T[]) => T;
}

/** The hex of a city id, or undefined when the id does not name a city on the map. */
function hexOfCity(map: MapState, city: unknown): string | undefined {
  try {
    return resolveCity(map, String(city)).hex;
  } catch {
    return undefined;
  }
}

/** Two-city hexes and which corporations have a token in each of their cities. */
function twoCityHexes(map: MapState): { hex: string; cities: string[][] }[] {
  return Object.entries(map.hexes)
    .filter(([, h]) => h.tokens.length > 1)
    .map(([hex, h]) => ({ hex, cities: h.tokens.map((slots) => slots.filter((t): t is string => !!t)) }));
}

/** Corporations with a token in one city of a two-city hex where `corp` has one in the other. */
function tokenNeighbours(map: MapState, corp: string): Set<string> {
  const out = new Set<string>();
  for (const { cities } of twoCityHexes(map)) {
    const mine = cities.findIndex((c) => c.includes(corp));
    if (mine < 0) continue;
    cities.forEach((c, i) => i !== mine && c.forEach((t) => out.add(t)));
  }
  return out;
}

/** Prefer `preferred` (when any) most of the time. */
function mostly(v: PlayView, preferred: LegalChoice[], all: LegalChoice[], percent = 85): LegalChoice {
  return preferred.length && v.roll < percent ? v.any(preferred) : v.any(all);
}

/** The steered move, or undefined to leave the choice to the sensible play. */
export function towardEnd(v: PlayView): LegalChoice | undefined {
  const { state, of, roll, flavor } = v;
  const poor = flavor === 'poor';
  const forced = !of('pass').length;
  // a president who cannot pay for the train: the poor sometimes go bankrupt at once, else sell what is listed
  // first; the rich pass when they may (a system's empty shell need not be filled before anything is sold)
  if (of('bankrupt').length) {
    if (!poor && !forced) return of('pass')[0];
    return (poor && roll < 40) || !of('sell_shares').length ? of('bankrupt')[0] : v.any(of('sell_shares'));
  }
  // emergency sales: the poor often sell for a train they need not buy (a system's empty shell), the rich only when forced
  if (state.round.kind === 'operating' && of('sell_shares').length && (forced || (poor && roll < 70))) return v.any(of('sell_shares'));
  if (of('dividend').length) {
    // withhold while saving for the dearest train left (the D); a corporation that holds that already pays out (or
    // the game stalls: everyone at the train limit, rich, and the players too poor to start one that buys the D)
    const corp = String(of('dividend')[0]!.action.entity);
    const dearest = Math.max(0, ...state.trains.filter((t: any) => t.owner === 'depot').map((t: any) => TRAINS.find((d) => d.name === t.name)?.price ?? 0));
    const saving = (state.cash[corp] ?? 0) < dearest;
    const withhold = of('dividend').find((c) => c.action.kind === 'withhold');
    return (saving && roll < (poor ? 60 : 95) && withhold) || v.any(of('dividend'));
  }
  if (of('buy_train').length) {
    const cash = state.cash[String(of('buy_train')[0]!.action.entity)] ?? 0;
    const fromDepot = of('buy_train').filter((c) => state.trains.find((t: any) => t.id === c.action.train)?.owner === 'depot');
    if (poor) return mostly(v, fromDepot, of('buy_train'), 90);
    // the rich buy from the depot within their cash (taking others' trains leaves those trainless), else pass
    const own = fromDepot.filter((c) => Number(c.action.price) <= cash);
    if (own.length) return v.any(own);
    return forced ? mostly(v, fromDepot, of('buy_train'), 90) : of('pass')[0];
  }
  if (flavor === 'tokens') {
    const steered = towardTwoTokens(v);
    if (steered) return steered;
  }
  if (state.round.kind === 'stock' && of('sell_shares').length && roll < 5) return v.any(of('sell_shares'));
  // the tokens flavor starts no merger but the paired ones above
  if (flavor === 'tokens' && of('choose').length && !state.title?.merger && !v.undone) {
    const other = [...of('buy_shares'), ...of('par'), ...of('pass')];
    if (other.length) return v.any(other);
  }
  if ((of('buy_shares').length || of('par').length) && roll < (poor ? 92 : 60)) return v.any([...of('buy_shares'), ...of('par')]);
  return undefined;
}

/** Tokens into two-city hexes, and mergers of corporations tokened in one such hex. */
function towardTwoTokens(v: PlayView): LegalChoice | undefined {
  const { state, of, roll } = v;
  const map = state.map as MapState;
  // track into the two-city hexes, so that tokens can reach them
  if (of('lay_tile').length && roll < 85) {
    const twoCity = new Set(twoCityHexes(map).map((h) => h.hex));
    const there = of('lay_tile').filter((c) => twoCity.has(String(c.action.hex)));
    if (there.length) return v.any(there);
  }
  if (of('place_token').length && roll < 90) {
    // a city of a two-city hex, best one whose other city another corporation holds
    const corp = String(of('place_token')[0]!.action.entity);
    const hexes = twoCityHexes(map);
    const hexOf = (c: LegalChoice) => hexes.find((h) => h.hex === hexOfCity(map, c.action.city));
    const twoCity = of('place_token').filter((c) => hexOf(c));
    const facing = twoCity.filter((c) => hexOf(c)!.cities.some((t) => t.some((x) => x !== corp && x !== 'B')));
    return mostly(v, facing, twoCity.length ? twoCity : of('place_token'));
  }
  // a merger's partner: one tokened in the other city of a two-city hex
  if (of('merge').length) {
    const near = tokenNeighbours(map, String(of('merge')[0]!.action.entity));
    return mostly(v, of('merge').filter((c) => near.has(String(c.action.corporation))), of('merge'));
  }
  // starting a merger: only one with a token neighbour among its partners (the others stay unmerged until tokens
  // fill the two-city hexes)
  const player = String((of('choose')[0] ?? of('buy_shares')[0] ?? of('pass')[0])?.action.entity ?? '');
  if (of('choose').length && state.round.kind === 'stock' && !state.title?.merger) {
    const options = mergeOptions(state, player);
    const paired = of('choose').filter((c) => {
      const near = tokenNeighbours(map, String(c.action.choice));
      return (options.get(String(c.action.choice)) ?? []).some((t) => near.has(t));
    });
    if (v.undone) return of('failed_merge').length && roll < 50 ? v.any(of('failed_merge')) : undefined;
    if (paired.length && roll < 90) return v.any(paired);
  }
  // shares of a corporation the player presides over that has a token neighbour, and of that neighbour: the
  // merger needs a player holding six of the two
  if (of('buy_shares').length && roll < 70) {
    const corpOfShare = (c: LegalChoice) => state.shares.find((x: any) => x.id === (c.action.shares as string[])[0])?.corp;
    const wanted = new Set<string>();
    for (const c of state.corps) {
      if (c.president !== player) continue;
      const near = tokenNeighbours(map, c.sym);
      if (near.size) [c.sym, ...near].forEach((x) => wanted.add(x));
    }
    const buys = of('buy_shares').filter((c) => wanted.has(corpOfShare(c)));
    if (buys.length) return v.any(buys);
  }
  // ERIE and NYH, whose homes are two-city hexes, are parred first
  if (of('par').length && roll < 50) {
    const twoCityHome = of('par').filter((c) => ['ERIE', 'NYH'].includes(String(c.action.corporation)));
    if (twoCityHome.length) return v.any(twoCityHome);
  }
  return undefined;
}
