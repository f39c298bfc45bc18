// What the player whose turn it is could do: used for `pass` validation, legalActions and the status text.
import type { CompanyId } from './companies.ts';
import { auctionableCompanies } from './auction.ts';
import { buildableCompanies, reachableHexes } from './build.ts';
import { developableHexes } from './develop.ts';
import { INDICATOR_LIMITS, INDICATORS } from './numbers.ts';
import type { CxState } from './state.ts';

export interface TurnOptions {
  auction: CompanyId[];
  /** Companies with at least one hex the player could build on now, with those hexes. */
  build: { id: CompanyId; hexes: string[] }[];
  develop: string[];
}

export function turnOptions(state: CxState, seat: number): TurnOptions {
  return {
    auction: auctionableCompanies(state),
    build: buildableCompanies(state, seat)
      .map((id) => ({ id, hexes: reachableHexes(state, id) }))
      .filter((b) => b.hexes.length > 0),
    develop: developableHexes(state),
  };
}

export function hasTurnOption(options: TurnOptions): boolean {
  return options.auction.length > 0 || options.build.length > 0 || options.develop.length > 0;
}

export function redIndicators(state: CxState): number {
  return INDICATORS.filter((i) => state.indicators[i] >= INDICATOR_LIMITS[i]).length;
}
