// What happens to 1828's privates besides the auction (entities.rb abilities; game.rb
// close_companies_on_event!, event_close_companies!, init_round_finished, hex_blocked_by_ability?).
import { COMPANIES, type Ability1828, type Company1828 } from './data.ts';

const BY_SYM = new Map(COMPANIES.map((c) => [c.sym, c]));

export function companyDef(sym: string): Company1828 {
  const c = BY_SYM.get(sym);
  if (!c) throw new Error(`Unknown private ${sym}`);
  return c;
}

function ability<T extends Ability1828['type']>(sym: string, type: T): Extract<Ability1828, { type: T }>[] {
  return companyDef(sym).abilities.filter((a): a is Extract<Ability1828, { type: T }> => a.type === type);
}

const blocksBySym = new Map<string, readonly string[]>();

/** Hexes a private blocks while a player owns it (C&P does not block its own minor at C15); read once per private. */
export function blockedHexes(sym: string, ownedByPlayer: boolean): readonly string[] {
  if (!ownedByPlayer) return [];
  let hexes = blocksBySym.get(sym);
  if (!hexes) blocksBySym.set(sym, (hexes = ability(sym, 'blocks_hexes').flatMap((a) => a.hexes)));
  return hexes;
}

/** The private's revenue after an event: sold to a corporation (StCT $10) or the auction's end (C&P $0). */
export function revenueAfter(sym: string, event: 'sold' | 'auction_end', current: number): number {
  const change = ability(sym, 'revenue_change').find((a) => a.when === event);
  return change ? change.revenue : current;
}

/** $250 privates close when their corporation, or a system containing it, buys a train. */
export function closedByTrainPurchase(openPrivates: readonly string[], buyer: string, members: readonly string[] | null): string[] {
  const corps = members ?? [buyer];
  return openPrivates.filter((sym) => ability(sym, 'close_on_train').some((a) => corps.includes(a.corporation)));
}

/** The $250 privates may not be sold to a corporation; the others go for $1 up to twice their value. */
export function corporationMayBuy(sym: string): boolean {
  return ability(sym, 'no_buy').length === 0;
}

export function corporationPriceRange(sym: string): { min: number; max: number } {
  return { min: 1, max: companyDef(sym).value * 2 };
}

/** Certificates the buyer of a private receives (the `_0` one is a president's certificate: a par follows). */
export function sharesWith(sym: string): string[] {
  return ability(sym, 'shares').flatMap((a) => a.shares);
}

/** A lay usable in the owning corporation's track step (E&K's extra yellow tile). */
export function hasTrackLay(sym: string): boolean {
  return ability(sym, 'tile_lay').some((a) => a.when === 'track');
}
