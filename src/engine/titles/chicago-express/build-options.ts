// Hexes a build may go on next, given the hexes already chosen for the same build: for /build's
// autocomplete (hex1, then hex2 given hex1, then hex3 given both).
import type { CompanyId } from './companies.ts';
import { buildCost, incomeGain, MAX_TRAINS_PER_BUILD, networkOf, placementProblem, reachableHexes } from './build.ts';
import { hexLabel } from './map.ts';
import type { CxState } from './state.ts';

export interface HexOption {
  hex: string;
  /** e.g. "Q8 (Harrisburg) — $4, income +2". */
  label: string;
  cost: number;
  gain: number;
}

/**
 * Where the next train of `id` can go after `chosen` (validated in order, as the engine does), with
 * what it costs and adds. Empty when the chosen hexes are illegal or no more trains fit in this build.
 * Does not check whose turn it is or who holds shares: ask legalActions for that.
 */
export function nextBuildHexes(state: CxState, id: CompanyId, chosen: readonly string[] = []): HexOption[] {
  const company = state.companies[id];
  if (!company?.open) return [];
  if (chosen.length >= Math.min(MAX_TRAINS_PER_BUILD, company.trainsLeft)) return [];
  const network = networkOf(state, id);
  let cash = company.cash;
  for (const hex of chosen) {
    if (placementProblem(state, id, hex, network) !== null) return [];
    const cost = buildCost(state, hex);
    if (cost > cash) return [];
    cash -= cost;
    network.add(hex);
  }
  return reachableHexes(state, id, network, cash)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((hex) => {
      const cost = buildCost(state, hex);
      const gain = incomeGain(state, hex);
      return { hex, cost, gain, label: `${hexLabel(hex)} — $${cost}, income +${gain}` };
    });
}
