// Building: 1–3 trains of one company, one per hex, each next to the company's network, paid by the company.
import { RuleError } from '../../types.ts';
import { COMPANY_IDS, companyIdOf, type CompanyId } from './companies.ts';
import { HEXES, hexLabel } from './map.ts';
import { CHICAGO, INDICATOR_LIMITS } from './numbers.ts';
import { emit, nameOf, note, type CxState } from './state.ts';

export const MAX_TRAINS_PER_BUILD = 3;

/** Why a train of `id` cannot go on `hex` right now (ignoring money), or null if it can. */
export function placementProblem(state: CxState, id: CompanyId, hex: string, network: ReadonlySet<string>): string | null {
  const info = HEXES[hex];
  if (!info) return `There is no hex ${hex} on the map.`;
  if (!info.buildable) return `${hexLabel(hex)} is a start hex; nobody can build there.`;
  const here = state.trains[hex] ?? [];
  if (here.includes(id)) return `${id} already has a train on ${hexLabel(hex)}.`;
  if (info.singleCompany && here.length > 0) return `${hexLabel(hex)} is a ${info.kind} and already holds ${here[0]}; only one company may build there.`;
  if (!info.neighbours.some((n) => network.has(n))) return `${hexLabel(hex)} is not next to ${id}'s network.`;
  return null;
}

export function buildCost(state: CxState, hex: string): number {
  return HEXES[hex]!.cost * ((state.trains[hex]?.length ?? 0) + 1);
}

/** Income a new train on `hex` adds: the black number (industrial: the track value) plus the house bonus. */
export function incomeGain(state: CxState, hex: string): number {
  const info = HEXES[hex]!;
  if (info.kind === 'industrial') return state.track[hex] ?? 0;
  const developed = (state.developed[hex] ?? 0) > 0 && info.kind !== 'forest';
  return info.income + (developed ? info.houseValue : 0);
}

export function networkOf(state: CxState, id: CompanyId): Set<string> {
  const net = new Set<string>();
  for (const [hex, here] of Object.entries(state.trains)) if (here.includes(id)) net.add(hex);
  return net;
}

/** Companies the player may build for: open, held by the player, trains left, build needle not red. */
export function buildableCompanies(state: CxState, seat: number): CompanyId[] {
  if (state.indicators.build >= INDICATOR_LIMITS.build) return [];
  return COMPANY_IDS.filter((id) => state.companies[id].open && state.shares[id][seat]! > 0 && state.companies[id].trainsLeft > 0);
}

/** Hexes where one train of `id` can go now and the company can pay for it. */
export function reachableHexes(state: CxState, id: CompanyId, network: ReadonlySet<string> = networkOf(state, id), cash = state.companies[id].cash): string[] {
  const out = new Set<string>();
  for (const hex of network) {
    for (const n of HEXES[hex]!.neighbours) {
      if (out.has(n) || network.has(n)) continue;
      if (placementProblem(state, id, n, network) === null && buildCost(state, n) <= cash) out.add(n);
    }
  }
  return [...out];
}

export function build(state: CxState, seat: number, corporation: unknown, hexes: unknown): void {
  const id = companyIdOf(corporation);
  if (!id) throw new RuleError(`"${String(corporation)}" is not a company; choose PRR, B&O, C&O, NYC or WAB.`);
  const company = state.companies[id];
  if (state.indicators.build >= INDICATOR_LIMITS.build) throw new RuleError('The build indicator is already in the red: no more building this round.');
  if (!company.open) throw new RuleError(`${id} is not open yet: Wabash opens when the first train reaches Chicago.`);
  if (state.shares[id][seat] === 0) throw new RuleError(`${nameOf(state, seat)} holds no ${id} share, so cannot build for ${id}.`);
  if (!Array.isArray(hexes) || hexes.length < 1 || hexes.length > MAX_TRAINS_PER_BUILD || !hexes.every((h) => typeof h === 'string')) {
    throw new RuleError('Build 1 to 3 trains: name 1 to 3 hexes, like ["Q8", "P8"].');
  }
  if (new Set(hexes).size !== hexes.length) throw new RuleError('Each train must go on a different hex.');
  if (hexes.length > company.trainsLeft) throw new RuleError(`${id} has only ${company.trainsLeft} train(s) left.`);
  const network = networkOf(state, id);
  let cash = company.cash;
  const plan: { hex: string; cost: number }[] = [];
  for (const hex of hexes as string[]) {
    const problem = placementProblem(state, id, hex, network);
    if (problem) throw new RuleError(problem);
    const cost = buildCost(state, hex);
    if (cost > cash) {
      throw new RuleError(`${id} has only $${cash}${plan.length ? ' left' : ''}; building on ${hex} costs $${cost}.`);
    }
    cash -= cost;
    network.add(hex);
    plan.push({ hex, cost });
  }
  // All checks passed: apply.
  state.indicators.build += 1;
  for (const { hex, cost } of plan) {
    const gain = incomeGain(state, hex);
    state.trains[hex] = [...(state.trains[hex] ?? []), id];
    company.cash -= cost;
    state.bank += cost;
    company.trainsLeft -= 1;
    company.income += gain;
    note(state, `${id} builds on ${hexLabel(hex)} for $${cost} (income +${gain}).`);
    emit(state, { type: 'built', entity: id, hex, cost, incomeGain: gain });
    if (hex === CHICAGO) {
      state.pending.chicago = id;
      if ((state.trains[CHICAGO] ?? []).length === 1) state.pending.openWabash = true;
    }
  }
}
